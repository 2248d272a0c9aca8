/**
 * Pure rules of the table kit: what the URL says about a list, which page
 * buttons to draw, where the arrow keys move. Tested beside this file.
 */

/** The state of a list screen that a link or a reload must restore. */
export interface ListParams<Tab extends string = string> {
  tab: Tab;
  /** The search as typed; "" for none. */
  q: string;
  /** Zero-based, as the API pages. */
  page: number;
  /** The column the list is sorted by; null for a list that has one order only. */
  sort: SortParam | null;
}

/** A sort by one column: its key, as the API names it, and the direction. */
export interface SortParam {
  key: string;
  desc: boolean;
}

/** The columns a list can be sorted by, and its own order. */
export interface Sorting {
  keys: readonly string[];
  default: SortParam;
}

/** `date` or `-date` (descending), as the URL writes a sort. */
const sortText = (sort: SortParam) => `${sort.desc ? "-" : ""}${sort.key}`;

function readSort(text: string | null, sorting: Sorting | undefined): SortParam | null {
  if (!sorting) return null;
  const desc = text?.startsWith("-") ?? false;
  const key = desc ? text!.slice(1) : text;
  return key && sorting.keys.includes(key) ? { key, desc } : sorting.default;
}

/** The sort after a click on the header of column `key`: that column, the other way if it was already sorted by. */
export function toggleSort(current: SortParam | null, key: string): SortParam {
  return current?.key === key ? { key, desc: !current.desc } : { key, desc: false };
}

/** Work queues, sorted by their date only (the API's `order`), oldest or newest first by default. */
export const OLDEST_FIRST: Sorting = { keys: ["date"], default: { key: "date", desc: false } };
export const NEWEST_FIRST: Sorting = { keys: ["date"], default: { key: "date", desc: true } };

/** `asc` or `desc` for an API that sorts by one date: the queue's `order` parameter. */
export const dateOrder = (sort: SortParam | null) => (sort ? (sort.desc ? "desc" : "asc") : undefined);

export const MAX_SEARCH_LENGTH = 100;

/**
 * Reads `?tab=&q=&page=&sort=` (page one-based in the URL, as a person reads
 * it; sort `-key` for descending). Anything unknown or malformed falls back
 * to the list's first page in its own order.
 */
export function readListParams<Tab extends string>(
  search: URLSearchParams,
  tabs: readonly Tab[],
  defaultTab: Tab,
  sorting?: Sorting,
): ListParams<Tab> {
  const tabText = search.get("tab");
  const tab = tabs.find((candidate) => candidate === tabText) ?? defaultTab;
  const q = (search.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH);
  const pageText = search.get("page") ?? "";
  const shown = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return { tab, q, page: Math.max(0, shown - 1), sort: readSort(search.get("sort"), sorting) };
}

/** The list's own parameters in the URL, read by `readListParams` and written by `writeListParams`. */
const LIST_PARAMS = ["tab", "q", "page", "sort"] as const;

/** The URL's parameters other than the list's own (a screen's filters), as text. */
export function otherParams(search: URLSearchParams): string {
  const others = new URLSearchParams(search);
  for (const name of LIST_PARAMS) others.delete(name);
  return others.toString();
}

/**
 * The query string for `params`, keeping the other parameters of `current`;
 * defaults are left out so that the plain list has the plain URL.
 */
export function writeListParams<Tab extends string>(
  current: URLSearchParams,
  params: ListParams<Tab>,
  defaultTab: Tab,
  sorting?: Sorting,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: (typeof LIST_PARAMS)[number], value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  set("tab", params.tab === defaultTab ? null : params.tab);
  set("q", params.q.trim() === "" ? null : params.q.trim());
  set("page", params.page === 0 ? null : String(params.page + 1));
  const sort = params.sort && sortText(params.sort);
  set("sort", !sort || !sorting || sort === sortText(sorting.default) ? null : sort);
  return next;
}

/** A page button, or a gap between two runs of them. */
export type PageButton = { page: number } | { gap: "start" | "end" };

/**
 * At most `visible` buttons (seven unless told), always with the first and
 * last page, the current one near the middle, gaps where pages are skipped.
 */
export function pageButtons(current: number, pageCount: number, visible = 7): PageButton[] {
  if (pageCount <= 0) return [];
  if (pageCount <= visible) return Array.from({ length: pageCount }, (_, page) => ({ page }));
  const inner = visible - 2; // first and last are always shown
  let start = Math.max(1, current - Math.floor((inner - 1) / 2));
  let end = start + inner - 1;
  if (end > pageCount - 2) {
    end = pageCount - 2;
    start = end - inner + 1;
  }
  const buttons: PageButton[] = [{ page: 0 }];
  // A gap takes the place of the page next to the edge.
  const from = start > 1 ? start + 1 : start;
  const to = end < pageCount - 2 ? end - 1 : end;
  if (start > 1) buttons.push({ gap: "start" });
  for (let page = from; page <= to; page++) buttons.push({ page });
  if (end < pageCount - 2) buttons.push({ gap: "end" });
  buttons.push({ page: pageCount - 1 });
  return buttons;
}

/** "11–20 of 1,234": the rows a page shows, one-based. */
export function rowRange(page: number, perPage: number, rowsOnPage: number, total: number) {
  if (rowsOnPage === 0) return { first: 0, last: 0, total };
  const first = page * perPage + 1;
  return { first, last: first + rowsOnPage - 1, total };
}

/** Where the keyboard moves the active row of a table of `count` rows; null: not a move key. */
export function moveRow(key: string, current: number, count: number, pageSize = 10): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return Math.min(count - 1, current + 1);
    case "ArrowUp":
      return Math.max(0, current - 1);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    case "PageDown":
      return Math.min(count - 1, current + pageSize);
    case "PageUp":
      return Math.max(0, current - pageSize);
    default:
      return null;
  }
}

/** The page to show after the list shrank (a row handled on the last page): never past the end. */
export function clampPage(page: number, pageCount: number): number {
  return Math.max(0, Math.min(page, pageCount - 1));
}

/** Page `page` (zero-based) of rows held in memory, shaped as a list answer of the API. */
export function pageOf<Row>(rows: readonly Row[], page: number, perPage: number) {
  return {
    rows: rows.slice(page * perPage, (page + 1) * perPage),
    total: rows.length,
    pageCount: Math.ceil(rows.length / perPage),
  };
}
