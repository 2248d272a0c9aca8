import { catalogues } from "@ipf/shared/i18n/index";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closePage, showPage } from "../testing/showPage";
import { Pager } from "./Pager";

const { ar } = catalogues;
afterEach(closePage);

describe("Pager", () => {
  it("turns the page either way within its bounds, and names the page it is on", async () => {
    const onPage = vi.fn();
    const host = await showPage(<Pager page={0} pages={3} onPage={onPage} />);
    const [previous, next] = [...host.querySelectorAll("button")];
    expect(previous!.disabled).toBe(true);
    expect(next!.textContent).toBe(ar.transactions.next);
    act(() => next!.click());
    expect(onPage).toHaveBeenCalledWith(1);
    expect(host.querySelector("nav")!.getAttribute("aria-label")).toContain("3");
  });

  it("draws nothing for a single page", async () => {
    const host = await showPage(<Pager page={0} pages={1} onPage={() => undefined} />);
    expect(host.querySelector("nav")).toBeNull();
  });
});
