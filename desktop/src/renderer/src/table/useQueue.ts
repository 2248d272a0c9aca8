import { useCallback, useState } from "react";
import { useLiveEvents } from "../live/LiveProvider";
import type { DialogProps } from "../ui/ActionDialog";
import { toast } from "../ui/toaster";
import { dateOrder, type Sorting } from "./rules";
import { useList, type ListState, type Page } from "./useList";

/** What a queue asks the API for: a page of a tab, searched, in the order the table is sorted by. */
export interface QueueRequest {
  page: number;
  perPage: number;
  /** The search; undefined for none. */
  query?: string;
  /** By the queue's date, oldest (asc) or newest (desc) first; undefined: the list's own order. */
  order?: "asc" | "desc";
}

export interface QueueOptions<Row, Tab extends string> {
  tabs: readonly Tab[];
  defaultTab?: Tab;
  /** The columns the API sorts by; none: the list's own order. */
  sort?: Sorting;
  /** A page of tab `tab`, as the API answers it. */
  fetch: (tab: Tab, request: QueueRequest) => Promise<Page<Row>>;
  /**
   * The other tabs' counts for the search shown, so a match elsewhere shows
   * on its tab: true counts with `fetch` (a page of one row, its total); a
   * function counts its own way.
   */
  count?: true | ((tab: Tab, q: string) => Promise<number>);
  /** The live events that change the queue: each loads the page shown again. */
  events?: readonly string[];
}

/** The state of a queue screen (`useQueue`). */
export interface Queue<Row, Tab extends string, Opened> {
  list: ListState<Row, Tab>;
  /** Whether the live events are heard; undefined for a queue that follows none. */
  connected: boolean | undefined;
  /** Goes up with each live reload, for a dialog that follows its row as it changes. */
  liveTick: number;
  /** The dialog open over the queue; it keeps its row apart, so a reload underneath does not close it. */
  opened: Opened | null;
  open: (opened: Opened) => void;
  close: () => void;
  /** The open dialog changed something: it closes and the queue loads again. */
  done: () => void;
  /** What a dialog of the queue is told: closed, done (the queue loads again), or stale (load again, stay open). */
  dialog: DialogProps;
  /** The same, for a dialog whose done first says `message` in a toast. */
  dialogSaying: (message: string) => DialogProps;
}

const NO_EVENTS: readonly string[] = [];
const ignore = () => undefined;

/**
 * The state of a queue screen: its list (tab, search, page and sort in the
 * URL), the other tabs counted, the live events that reload it, and the
 * dialog open over a row.
 */
export function useQueue<Row, Tab extends string, Opened = never>(
  options: QueueOptions<Row, Tab>,
): Queue<Row, Tab, Opened> {
  const { fetch, count } = options;
  const list = useList<Row, Tab>({
    tabs: options.tabs,
    defaultTab: options.defaultTab,
    sort: options.sort,
    load: ({ tab, q, page, sort }, perPage) =>
      fetch(tab, { page, perPage, query: q || undefined, order: dateOrder(sort) }),
    count: count === true ? (tab, q) => fetch(tab, { page: 0, perPage: 1, query: q || undefined }) : count,
  });
  const [opened, setOpened] = useState<Opened | null>(null);
  const [liveTick, setLiveTick] = useState(0);
  const { reload } = list;
  const onLive = useCallback(() => {
    reload();
    setLiveTick((tick) => tick + 1);
  }, [reload]);
  // A queue without events does not reload when the live connection (re)joins either.
  const connected = useLiveEvents(options.events ?? NO_EVENTS, options.events ? onLive : ignore);

  const close = () => setOpened(null);
  const done = () => {
    setOpened(null);
    reload();
  };
  return {
    list,
    connected: options.events ? connected : undefined,
    liveTick,
    opened,
    open: setOpened,
    close,
    done,
    dialog: { onClose: close, onDone: done, onStale: reload },
    dialogSaying: (message) => ({
      onClose: close,
      onDone: () => {
        toast(message);
        done();
      },
      onStale: reload,
    }),
  };
}
