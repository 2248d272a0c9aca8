// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListTabPanel, ListToolbar } from "./ListToolbar";
import type { ListState } from "./useList";
import { readyList } from "../testing/list";

type Tab = "open" | "closed";

const list = readyList<{ _id: string }, Tab>([], ["open", "closed"], "closed");

/** The toolbar of `shown`, with its two tabs. */
const toolbar = (shown: ListState<{ _id: string }, Tab>) => (
  <ListToolbar
    list={shown}
    tabs={[
      { id: "open", title: "Open" },
      { id: "closed", title: "Closed" },
    ]}
    searchPlaceholder="Search"
  />
);

describe("ListTabPanel", () => {
  it("is the panel the selected tab controls, named by that tab", () => {
    const markup = renderToStaticMarkup(
      <>
        {toolbar(list)}
        <ListTabPanel tab={list.params.tab}>
          <table aria-label="Tickets" />
        </ListTabPanel>
      </>,
    );
    const doc = new DOMParser().parseFromString(markup, "text/html");
    const selected = doc.querySelector('[role="tab"][aria-selected="true"]');
    expect(selected?.textContent).toBe("Closed");
    const panel = doc.getElementById(selected?.getAttribute("aria-controls") ?? "");
    expect(panel?.getAttribute("role")).toBe("tabpanel");
    expect(panel?.getAttribute("aria-labelledby")).toBe(selected?.id);
    expect(panel?.querySelector("table")).not.toBeNull();
  });

  it("draws its content alone for a list without tabs", () => {
    const markup = renderToStaticMarkup(
      <ListTabPanel tab={undefined}>
        <table aria-label="Zones" />
      </ListTabPanel>,
    );
    expect(markup).toBe('<table aria-label="Zones"></table>');
  });
});

describe("ListToolbar", () => {
  it("tags each tab with its count, a count the API stopped at its cap as 250+", () => {
    const counted = { ...list, counts: { open: { total: 250, capped: true as const }, closed: { total: 3 } } };
    const doc = new DOMParser().parseFromString(renderToStaticMarkup(toolbar(counted)), "text/html");
    expect([...doc.querySelectorAll(".bp6-tab .bp6-tag")].map((tag) => tag.textContent)).toEqual(["250+", "3"]);
  });
});
