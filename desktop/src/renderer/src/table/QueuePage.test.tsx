// @vitest-environment jsdom
import type { IconName } from "@blueprintjs/core";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { readyList } from "../testing/list";
import { QueuePage } from "./QueuePage";

interface Row {
  _id: string;
}
type Tab = "open" | "approved" | "rejected";

/** The claims queue with no rows, on `tab`, drawn as the screen shows it and parsed. */
function claimsQueue(tab: Tab, emptyIcon?: IconName): Document {
  const page = (
    <QueuePage<Row, Tab>
      queue={{ connected: undefined, list: readyList<Row, Tab>([], ["open", "approved", "rejected"], tab) }}
      icon="shield"
      title="Claims"
      texts="claims"
      emptyIcon={emptyIcon}
      columns={[]}
      rowId={(row) => row._id}
    />
  );
  return new DOMParser().parseFromString(renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>), "text/html");
}

describe("QueuePage", () => {
  it("reads a queue's words from its namespace: tabs, search, table label, the empty tab's title and hint", () => {
    const page = claimsQueue("approved", "tick-circle");
    expect([...page.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      "Open",
      "Approved",
      "Rejected",
    ]);
    expect(page.querySelector("input")?.getAttribute("placeholder")).toBe("Parcel code or customer code");
    expect(page.querySelector("table")?.getAttribute("aria-label")).toBe("Claims");
    expect(page.body.textContent).toContain("No approved claims");
    expect(page.body.textContent).toContain("Claims customers file on shipped parcels show here.");
  });

  it("draws an empty tab with the screen's icon unless the queue names another", () => {
    const emptyIcon = (page: Document) =>
      page.querySelector(".bp6-non-ideal-state [data-icon]")?.getAttribute("data-icon");
    expect(emptyIcon(claimsQueue("open"))).toBe("shield");
    expect(emptyIcon(claimsQueue("open", "tick-circle"))).toBe("tick-circle");
  });
});
