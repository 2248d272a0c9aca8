import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ApiError } from "../api";
import { clampPage, readListParams, toggleSort, writeListParams, type ListParams, type Sorting } from "./rules";

/** One page of a list, as every list answer of the API carries it. */
export interface Page<Row> extends Count {
  rows: Row[];
  pageCount: number;
}

/** How many rows a list or a tab holds. */
export interface Count {
  /** Rows in the whole list (the API's requestCount, packageCount...). */
  total: number;
  /** A search matched more than the API counts (`countCapped`): `total` is where it stopped. */
  capped?: true;
}

const countOf = (count: number | Count): Count =>
  typeof count === "number" ? { total: count } : { total: count.total, ...(count.capped ? { capped: true } : {}) };

/** A count as a tab's tag or the pager say it: "250+" past where the API stopped counting. */
export const countText = (count: Count) => `${count.total.toLocaleString("en-US")}${count.capped ? "+" : ""}`;

/** The names in `Answer` of the fields holding a `Value`. */
type FieldsOf<Answer, Value> = { [K in keyof Answer]: Answer[K] extends Value ? K : never }[keyof Answer];

/**
 * A page of a list as the API answers it: each list endpoint names its rows
 * and its total its own way (`claims` and `claimCount`, `packages` and
 * `requestCount`...); the page count is `pageCount` in all.
 */
export function answerPage<Answer extends { pageCount: number }, Rows extends FieldsOf<Answer, readonly unknown[]>>(
  answer: Answer,
  rows: Rows,
  total: FieldsOf<Answer, number>,
): Page<Answer[Rows] extends readonly (infer Row)[] ? Row : never> {
  const capped = (answer as { countCapped?: true }).countCapped;
  return {
    rows: answer[rows] as never,
    total: answer[total] as number,
    pageCount: answer.pageCount,
    ...(capped ? { capped } : {}),
  };
}

export const PER_PAGE = 10;

export type ListStatus = "loading" | "ready" | "error";

export interface ListState<Row, Tab extends string> {
  /** The list's tabs, in their order. */
  tabs: readonly Tab[];
  params: ListParams<Tab>;
  page: Page<Row> | null;
  status: ListStatus;
  /** The error code of the last failed load (NETWORK, FORBIDDEN...). */
  errorCode: string | null;
  /** Rows in each tab for the search shown: the tab shown from its page, the others counted apart. */
  counts: Partial<Record<Tab, Count>>;
  setTab(tab: Tab): void;
  setSearch(q: string): void;
  setPage(page: number): void;
  /** Sorts by the column `key`, or the other way if the list is already sorted by it; back to the first page. */
  setSort(key: string): void;
  /** Loads the page shown again, keeping the rows on screen until the answer comes. */
  reload(): void;
}

/**
 * The state of a list screen: the tab, search and page live in the URL (so a
 * link or a reload shows the same list), the rows come from `load`. A slower
 * answer to an older request never replaces a newer one.
 */
export function useList<Row, Tab extends string>(options: {
  tabs: readonly Tab[];
  defaultTab?: Tab;
  load: (params: ListParams<Tab>, perPage: number) => Promise<Page<Row>>;
  /**
   * Counts the rows of another tab for a search. Asked when the search
   * changes or the list is reloaded, never for a page turn, and never
   * waited for: the rows show as soon as their page arrives.
   */
  count?: (tab: Tab, q: string) => Promise<number | Count>;
  /** The columns the API sorts this list by (each a column's `meta.sortKey`); none: one order only. */
  sort?: Sorting;
}): ListState<Row, Tab> {
  const { tabs, load, sort: sorting } = options;
  const defaultTab = options.defaultTab ?? tabs[0]!;
  const [search, setSearchParams] = useSearchParams();
  const params = readListParams(search, tabs, defaultTab, sorting);
  const sortKey = params.sort ? `${params.sort.key}${params.sort.desc ? "-" : "+"}` : "";
  const key = `${params.tab}\u0000${params.q}\u0000${params.page}\u0000${sortKey}`;

  const [page, setPageData] = useState<Page<Row> | null>(null);
  // What the rows (or the error) are the answer to: the list (key) and the load (generation).
  // Until the list and load shown are answered, the list is loading, from the very render
  // where the URL changed or a reload was asked: no render of its own to say "loading".
  const [answered, setAnswered] = useState<{ key: string; generation: number; status: ListStatus } | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [counts, setCounts] = useState<Partial<Record<Tab, Count>>>({});
  const counted = useRef<string | null>(null);
  const countRef = useRef(options.count);
  countRef.current = options.count;
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const navigate = useCallback(
    (next: ListParams<Tab>) => setSearchParams((current) => writeListParams(current, next, defaultTab, sorting)),
    // `sorting` is the screen's constant.
    [setSearchParams, defaultTab],
  );

  // The effect runs when the list shown changes (key) or a reload is asked (generation).
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    const ticket = ++latest.current;
    const current = paramsRef.current;
    const answering = { key, generation };
    loadRef
      .current(current, PER_PAGE)
      .then((answer) => {
        if (ticket !== latest.current) return;
        // A page past the end (the last row of the last page was handled): show the last page instead.
        if (answer.rows.length === 0 && current.page > 0 && answer.pageCount > 0) {
          navigate({ ...current, page: clampPage(current.page, answer.pageCount) });
          return;
        }
        setPageData(answer);
        setErrorCode(null);
        setAnswered({ ...answering, status: "ready" });
        setCounts((known) => ({ ...known, [current.tab]: countOf(answer) }));
        const count = countRef.current;
        const countKey = `${current.q}\u0000${generation}`;
        if (count && counted.current !== countKey) {
          counted.current = countKey;
          for (const tab of tabs.filter((other) => other !== current.tab)) {
            count(tab, current.q).then(
              (total) => counted.current === countKey && setCounts((known) => ({ ...known, [tab]: countOf(total) })),
              () => undefined, // a count is a hint: the tab still opens
            );
          }
        }
      })
      .catch((error: unknown) => {
        if (ticket !== latest.current) return;
        setErrorCode(error instanceof ApiError ? error.code : "INTERNAL");
        setAnswered({ ...answering, status: "error" });
      });
    // `tabs` is the screen's constant list: the list to show is `key`.
  }, [key, generation, navigate]);

  const shownStatus: ListStatus =
    answered?.key === key && answered.generation === generation ? answered.status : "loading";
  return useMemo(
    () => ({
      tabs,
      params,
      page,
      status: shownStatus,
      errorCode,
      counts,
      setTab: (tab: Tab) => navigate({ ...params, tab, page: 0 }),
      setSearch: (q: string) => navigate({ ...params, q, page: 0 }),
      setPage: (next: number) => navigate({ ...params, page: next }),
      setSort: (column: string) => navigate({ ...params, page: 0, sort: toggleSort(params.sort, column) }),
      reload: () => setGeneration((value) => value + 1),
    }),
    // params is derived from the URL; key changes exactly when it does.
    [key, page, shownStatus, errorCode, counts, navigate],
  );
}
