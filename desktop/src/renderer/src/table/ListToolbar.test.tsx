// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListTabPanel, ListToolbar } from "./ListToolbar";
import { readyList } from "../testing/list";

type Tab = "open" | "closed";

const list = readyList<{ _id: string }, Tab>([], ["open", "closed"], "closed");

describe("ListTabPanel", () => {
  it("is the panel the selected tab controls, named by that tab", () => {
    const markup = renderToStaticMarkup(
      <>
        <ListToolbar
          list={list}
          tabs={[
            { id: "open", title: "Open" },
            { id: "closed", title: "Closed" },
          ]}
          searchPlaceholder="Search"
        />
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
