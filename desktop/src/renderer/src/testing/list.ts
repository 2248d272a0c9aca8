import type { ListState } from "../table/useList";

/** A list loaded and still, showing `rows` under the tab `tab`: what a table's pieces draw from. */
export function readyList<Row, Tab extends string>(rows: Row[], tabs: Tab[], tab: Tab): ListState<Row, Tab> {
  return {
    tabs,
    params: { tab, q: "", page: 0, sort: null },
    page: { rows, total: rows.length, pageCount: rows.length ? 1 : 0 },
    status: "ready",
    errorCode: null,
    counts: {},
    setTab: () => undefined,
    setSearch: () => undefined,
    setPage: () => undefined,
    readPage: () => undefined,
    setSort: () => undefined,
    reload: () => undefined,
  };
}
