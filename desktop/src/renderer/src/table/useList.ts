import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ApiError } from "../api";
import {
  clampPage,
  otherParams,
  readListParams,
  toggleSort,
  writeListParams,
  type ListParams,
  type Sorting,
} from "./rules";

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

/** A whole number as the lists write it, "5,419": one formatter, as `toLocaleString` makes one a call. */
export const wholeNumber = new Intl.NumberFormat("en-US").format;

/** A count as a tab's tag or the pager say it: "250+" past where the API stopped counting. */
export const countText = (count: Count) => `${wholeNumber(count.total)}${count.capped ? "+" : ""}`;

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
  /** Reads a page ahead that the operator is about to turn to (the pointer is on its button). */
  readPage(page: number): void;
  /** Sorts by the column `key`, or the other way if the list is already sorted by it; back to the first page. */
  setSort(key: string): void;
  /** Loads the page shown again, keeping the rows on screen until the answer comes. */
  reload(): void;
}

/** How long a page read ahead may wait to be shown; older, it is read again. */
export const READ_AHEAD_MS = 15_000;

/**
 * Pages read ahead of the one turned to, the way the operator is turning: two, so that a page
 * has had two turns' time to arrive when an operator clicks on at once.
 */
const PAGES_AHEAD = 2;

/** Pages kept read ahead: the one being turned to and those after it, or the one pointed at. */
const KEPT_AHEAD = PAGES_AHEAD + 1;

/** A page read before it was asked for: its load, and its answer once it came. */
interface ReadAhead<Row> {
  generation: number;
  at: number;
  load: Promise<Page<Row>>;
  answer?: Page<Row>;
}

/**
 * The state of a list screen: the tab, search and page live in the URL (so a
 * link or a reload shows the same list), the rows come from `load`. A slower
 * answer to an older request never replaces a newer one. The list asked for
 * is drawn by the click's own render; the URL is written after the frame that
 * shows it. A page is read ahead when the pointer or the focus comes onto its
 * button, and once the operator turns a page, the next two the way they turn
 * (turning to a page read ahead, at the click): the turn to one draws its
 * rows without waiting for the API. A reload (a live event, a change made)
 * drops what was read ahead.
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
  const inUrl = readListParams(search, tabs, defaultTab, sorting);
  const urlKey = listKey(inUrl);
  // The URL's other parameters (a screen's filters, read by its `load`): a change of them loads the
  // list again.
  const others = otherParams(search);
  // The list the operator asked for, drawn at once; the URL follows once it is on screen. A change
  // of the URL the list did not write (Back, a link) drops it.
  const [asked, setAsked] = useState<ListParams<Tab> | null>(null);
  const ownUrls = useRef(new Set<string>());
  const [urlSeen, setUrlSeen] = useState(urlKey);
  const urlMoved = urlSeen !== urlKey && !ownUrls.current.has(urlKey);
  if (urlSeen !== urlKey) {
    setUrlSeen(urlKey);
    if (urlMoved) setAsked(null);
  }
  const params = (!urlMoved && asked) || inUrl;
  const key = listKey(params);

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

  // The pages read ahead: the one pointed at, or once the operator turns pages (`paging`) the one
  // being turned to and the `PAGES_AHEAD` after it.
  const ahead = useRef(new Map<string, ReadAhead<Row>>());
  const paging = useRef(false);
  // The way the operator last turned: onward (1) or back (-1).
  const way = useRef<1 | -1>(1);

  // Writing the URL (history, the browser's address and icon) takes longer than drawing a page of
  // rows: it is written after the frame that shows them, once, for the last list asked.
  const urlNow = useRef(urlKey);
  urlNow.current = urlKey;
  // React Router gives a new setter with each URL: the list's own callbacks stay the same.
  const writeUrl = useRef(setSearchParams);
  writeUrl.current = setSearchParams;
  const lastAsked = useRef(0);
  useEffect(() => () => void ++lastAsked.current, []);
  useEffect(() => {
    // Back or a link: a write still waiting would undo it.
    if (!ownUrls.current.delete(urlKey)) ++lastAsked.current;
  }, [urlKey]);
  const navigate = useCallback(
    (next: ListParams<Tab>) => {
      const ticket = ++lastAsked.current;
      setAsked(next);
      requestAnimationFrame(() =>
        setTimeout(() => {
          const written = listKey(next);
          if (ticket !== lastAsked.current || written === urlNow.current) return;
          ownUrls.current.add(written);
          writeUrl.current((current) => writeListParams(current, next, defaultTab, sorting));
        }),
      );
    },
    // `sorting` is the screen's constant.
    [defaultTab],
  );

  // The effect runs when the list shown changes (key) or a reload is asked (generation).
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    const ticket = ++latest.current;
    const current = paramsRef.current;
    const answering = { key, generation };
    const readEarlier = readAheadOf(ahead.current, aheadKey(current, others), generation);
    (readEarlier
      ? readEarlier.load.catch(() => loadRef.current(current, PER_PAGE))
      : loadRef.current(current, PER_PAGE)
    )
      .then((answer) => {
        if (ticket !== latest.current) return;
        // A page past the end (the last row of the last page was handled): show the last page instead.
        if (answer.rows.length === 0 && current.page > 0 && answer.pageCount > 0) {
          navigate({ ...current, page: clampPage(current.page, answer.pageCount) });
          return;
        }
        setPageData(answer);
        setErrorCode(null);
        // The same answer as a page turn already showed (read ahead) draws nothing again.
        setAnswered((shown) => (sameAnswer(shown, answering) ? shown : { ...answering, status: "ready" }));
        setCounts((known) => withCount(known, current.tab, countOf(answer)));
        if (paging.current) {
          readOnward(ahead, current, way.current, answer.pageCount, others, generation, loadRef.current);
        }
        const count = countRef.current;
        const countKey = `${current.q}\u0000${generation}`;
        if (count && counted.current !== countKey) {
          counted.current = countKey;
          for (const tab of tabs.filter((other) => other !== current.tab)) {
            count(tab, current.q).then(
              (total) => counted.current === countKey && setCounts((known) => withCount(known, tab, countOf(total))),
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
    // `tabs` is the screen's constant list: the list to show is `key`, filtered by `others`.
  }, [key, generation, others, navigate]);

  const shownStatus: ListStatus =
    answered?.key === key && answered.generation === generation ? answered.status : "loading";
  const turn = (next: ListParams<Tab>, turning: boolean) => {
    paging.current = turning;
    way.current = next.page < params.page ? -1 : 1;
    const readEarlier = readAheadOf(ahead.current, aheadKey(next, others), generation);
    // A page read ahead that has come is drawn by the click's own render, answered.
    if (readEarlier?.answer) {
      setPageData(readEarlier.answer);
      setAnswered({ key: listKey(next), generation, status: "ready" });
    }
    // Paging on through pages read ahead: the pages after are asked now, while this one is drawn, so
    // that they have come by the next clicks.
    const pageCount = (readEarlier?.answer ?? page)?.pageCount;
    if (turning && readEarlier && pageCount) {
      readOnward(ahead, next, way.current, pageCount, others, generation, loadRef.current);
    }
    navigate(next);
  };
  return useMemo(
    () => ({
      tabs,
      params,
      page,
      status: shownStatus,
      errorCode,
      counts,
      setTab: (tab: Tab) => turn({ ...params, tab, page: 0 }, false),
      setSearch: (q: string) => turn({ ...params, q, page: 0 }, false),
      setPage: (next: number) => turn({ ...params, page: next }, true),
      readPage: (wanted: number) => {
        if (wanted !== params.page && page) {
          readAhead(ahead, { ...params, page: wanted }, page.pageCount, others, generation, loadRef.current);
        }
      },
      setSort: (column: string) => turn({ ...params, page: 0, sort: toggleSort(params.sort, column) }, false),
      reload: () => {
        ahead.current.clear();
        setGeneration((value) => value + 1);
      },
    }),
    // params is the list asked for or the URL's; key changes exactly when it does.
    [key, generation, others, page, shownStatus, errorCode, counts, navigate],
  );
}

/** What a page read ahead answers: the list, and the filters it was read with. */
const aheadKey = <Tab extends string>(params: ListParams<Tab>, others: string) => `${listKey(params)}\u0001${others}`;

/** What tells one list shown from another: its tab, search, page and order. */
function listKey<Tab extends string>(params: ListParams<Tab>): string {
  const sortKey = params.sort ? `${params.sort.key}${params.sort.desc ? "-" : "+"}` : "";
  return `${params.tab}\u0000${params.q}\u0000${params.page}\u0000${sortKey}`;
}

/** Reads the list `wanted` ahead, unless it is already being read or is past the last page. */
function readAhead<Row, Tab extends string>(
  ahead: { current: Map<string, ReadAhead<Row>> },
  wanted: ListParams<Tab>,
  pageCount: number,
  others: string,
  generation: number,
  load: (params: ListParams<Tab>, perPage: number) => Promise<Page<Row>>,
) {
  if (wanted.page < 0 || wanted.page >= pageCount) return;
  const key = aheadKey(wanted, others);
  if (readAheadOf(ahead.current, key, generation)) return;
  ahead.current.set(key, startReadAhead(generation, load(wanted, PER_PAGE)));
  for (const older of [...ahead.current.keys()].slice(0, -KEPT_AHEAD)) ahead.current.delete(older);
}

/** Reads ahead the `PAGES_AHEAD` pages after `current` the way the operator is turning. */
function readOnward<Row, Tab extends string>(
  ahead: { current: Map<string, ReadAhead<Row>> },
  current: ListParams<Tab>,
  way: 1 | -1,
  pageCount: number,
  others: string,
  generation: number,
  load: (params: ListParams<Tab>, perPage: number) => Promise<Page<Row>>,
) {
  for (let step = 1; step <= PAGES_AHEAD; step++) {
    readAhead(ahead, { ...current, page: current.page + way * step }, pageCount, others, generation, load);
  }
}

function startReadAhead<Row>(generation: number, load: Promise<Page<Row>>): ReadAhead<Row> {
  const entry: ReadAhead<Row> = { generation, at: Date.now(), load };
  load.then(
    (answer) => (entry.answer = answer),
    () => undefined, // the turn to that page reads it again
  );
  return entry;
}

/** The page read ahead as `key`, when it was read for the same load and is still fresh. */
function readAheadOf<Row>(
  entries: Map<string, ReadAhead<Row>>,
  key: string,
  generation: number,
): ReadAhead<Row> | null {
  const entry = entries.get(key);
  return entry && entry.generation === generation && Date.now() - entry.at < READ_AHEAD_MS ? entry : null;
}

/** The counts with `tab`'s; the same object when it did not change, so that the list stays the same. */
function withCount<Tab extends string>(known: Partial<Record<Tab, Count>>, tab: Tab, count: Count) {
  const before = known[tab];
  return before && before.total === count.total && before.capped === count.capped ? known : { ...known, [tab]: count };
}

/** Whether the list shows the answer to this list and load already. */
const sameAnswer = (
  shown: { key: string; generation: number; status: ListStatus } | null,
  answering: { key: string; generation: number },
) =>
  shown !== null &&
  shown.key === answering.key &&
  shown.generation === answering.generation &&
  shown.status === "ready";
