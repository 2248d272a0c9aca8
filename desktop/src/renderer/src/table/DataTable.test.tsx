// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { textColumn } from "./columns";
import { DataTable } from "./DataTable";
import { readyList } from "../testing/list";

interface Row {
  _id: string;
  store: string;
}

const rows: Row[] = [
  { _id: "1", store: "متجر الأناقة!" },
  { _id: "2", store: "Zara!" },
];

const list = readyList(rows, ["all"], "all");

describe("DataTable", () => {
  it("gives every cell the direction of its own text", () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <DataTable
          list={list}
          columns={[textColumn<Row>("store", "Store", (row) => row.store, "100%")]}
          label="Pre-alerts"
          empty={{ icon: "inbox", title: "None" }}
        />
      </MemoryRouter>,
    );
    const cells = [...new DOMParser().parseFromString(markup, "text/html").querySelectorAll("tbody td")];
    expect(cells.map((cell) => [cell.textContent, cell.getAttribute("dir")])).toEqual([
      ["متجر الأناقة!", "auto"],
      ["Zara!", "auto"],
    ]);
  });
});
