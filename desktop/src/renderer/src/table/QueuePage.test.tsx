// @vitest-environment jsdom
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { readyList } from "../testing/list";
import { QueuePage } from "./QueuePage";

interface Row {
  _id: string;
}

/** The queue drawn as the screen shows it, parsed. */
function drawn(page: ReactElement): Document {
  return new DOMParser().parseFromString(renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>), "text/html");
}

describe("QueuePage", () => {
  it("reads a queue's words from its namespace: tabs, search, table label, the empty tab's title and hint", () => {
    const page = drawn(
      <QueuePage<Row, "open" | "approved" | "rejected">
        queue={{
          connected: undefined,
          list: readyList<Row, "open" | "approved" | "rejected">([], ["open", "approved", "rejected"], "approved"),
        }}
        icon="shield"
        title="Claims"
        texts="claims"
        emptyIcon="tick-circle"
        columns={[]}
        rowId={(row) => row._id}
      />,
    );
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
    const empty = (emptyIcon?: "tick-circle") =>
      drawn(
        <QueuePage<Row, "open" | "approved" | "rejected">
          queue={{
            connected: undefined,
            list: readyList<Row, "open" | "approved" | "rejected">([], ["open", "approved", "rejected"], "open"),
          }}
          icon="shield"
          title="Claims"
          texts="claims"
          emptyIcon={emptyIcon}
          columns={[]}
          rowId={(row) => row._id}
        />,
      ).querySelector(".bp6-non-ideal-state [data-icon]");
    expect(empty()?.getAttribute("data-icon")).toBe("shield");
    expect(empty("tick-circle")?.getAttribute("data-icon")).toBe("tick-circle");
  });
});
