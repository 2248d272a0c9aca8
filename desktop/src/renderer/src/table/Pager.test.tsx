// @vitest-environment jsdom
import { act } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Pager } from "./Pager";
import { answerPage } from "./useList";
import { readyList } from "../testing/list";
import { testRoot } from "../testing/root";

type Tab = "open" | "closed";
const rows = Array.from({ length: 10 }, (_, i) => ({ _id: String(i) }));

const text = (markup: string) => new DOMParser().parseFromString(markup, "text/html").body.textContent ?? "";

describe("a search the API counted only up to its cap", () => {
  const answer = { error: false, packages: rows, requestCount: 250, pageCount: 25, countCapped: true as const };
  const page = answerPage(answer, "packages", "requestCount");
  const list = { ...readyList(rows, ["open", "closed"] as Tab[], "open"), page };

  it("says there are more than the count", () => {
    expect(page).toMatchObject({ total: 250, pageCount: 25, capped: true });
    expect(text(renderToStaticMarkup(<Pager list={list} />))).toContain("1–10 of more than 250");
  });

  it("is a plain count when the answer does not say it was capped", () => {
    const exact = answerPage({ ...answer, countCapped: undefined }, "packages", "requestCount");
    expect(exact).not.toHaveProperty("capped");
    expect(text(renderToStaticMarkup(<Pager list={{ ...list, page: exact }} />))).toContain("1–10 of 250");
  });
});

describe("a page button the pointer or the focus comes onto", () => {
  const root = testRoot();

  it("has its page read ahead", () => {
    const readPage = vi.fn();
    const page = { rows, total: 50, pageCount: 5 };
    act(() => root.render(<Pager list={{ ...readyList(rows, ["open"], "open"), page, readPage }} />));
    const named = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
    act(() => named("Next page").focus());
    act(() => void named("Page 4").dispatchEvent(new MouseEvent("pointerover", { bubbles: true })));
    expect(readPage.mock.calls).toEqual([[1], [3]]);
  });
});
