import type { IconName } from "@blueprintjs/core";
import type { CustomTypeOptions } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LiveTag } from "../live/LiveTag";
import { PageHeader } from "../shell/PageHeader";
import { DataTable, type DataTableProps } from "./DataTable";
import { ListTabPanel, ListToolbar } from "./ListToolbar";
import type { ListState } from "./useList";

type Texts = CustomTypeOptions["resources"]["translation"];
/** The namespaces of the texts whose words are a queue's: its tabs, search, table label and empty tabs. */
type QueueTexts = {
  [K in keyof Texts]: Texts[K] extends { label: string; search: string; tabs: object; empty: { description: string } }
    ? K
    : never;
}[keyof Texts];

/** A queue's words, given one by one, or all read from a namespace of the texts (`texts`). */
type QueueWords<Tab extends string> =
  | {
      /**
       * The namespace of the queue's words: the tabs' titles (`tabs.<tab>`), the
       * search's placeholder (`search`), the table's label (`label`), and the
       * empty tab's title (`empty.<tab>`) and hint (`empty.description`).
       */
      texts: QueueTexts;
      /** The picture of an empty tab; none: the screen's own icon, as the configuration lists show it. */
      emptyIcon?: IconName;
      tabTitle?: never;
      search?: never;
      label?: never;
      empty?: never;
    }
  | {
      texts?: never;
      emptyIcon?: never;
      /** The tabs' titles; none for a queue of one tab. */
      tabTitle?: (tab: Tab) => string;
      search: string;
      label: string;
      empty: DataTableProps<unknown, Tab>["empty"];
    };

/**
 * A queue's screen: the title with whether the live events are heard, the
 * tabs and search, the table, and the screen's dialogs (`children`).
 */
export function QueuePage<Row, Tab extends string>(
  props: Omit<DataTableProps<Row, Tab>, "list" | "label" | "empty"> &
    QueueWords<Tab> & {
      /** The queue (`useQueue`): its list is the table's. */
      queue: { connected: boolean | undefined; list: ListState<Row, Tab> };
      icon: IconName;
      title: string;
      /** The header's tags before the live state (a filter), and its buttons after it. */
      tags?: ReactNode;
      actions?: ReactNode;
      /** A queue that follows live events without saying so. */
      quiet?: boolean;
      /** The toolbar's list, when its tab changes otherwise than the table's (a tab that is a route). */
      toolbarList?: ListState<Row, Tab>;
      /** Drawn between the toolbar and the table (filters). */
      filters?: ReactNode;
      /** The class of a box around the toolbar and the table; none: no box. */
      bodyClassName?: string;
      children?: ReactNode;
    },
) {
  const {
    queue,
    icon,
    title,
    tags,
    actions,
    quiet,
    texts,
    emptyIcon,
    tabTitle,
    search,
    label,
    empty,
    toolbarList,
    filters,
    bodyClassName,
    children,
    ...rest
  } = props;
  const { t } = useTranslation();
  const list = queue.list;
  const toolbar = toolbarList ?? list;
  // The catalogues type each queue's words apart, hence `never`.
  const words = texts
    ? {
        tabTitle: (tab: Tab) => t(`${texts}.tabs.${tab}` as never) as string,
        search: t(`${texts}.search`),
        label: t(`${texts}.label`),
        empty: {
          icon: emptyIcon ?? icon,
          title: t(`${texts}.empty.${list.params.tab}` as never) as string,
          description: t(`${texts}.empty.description`),
        },
      }
    : { tabTitle, search: search!, label: label!, empty: empty! };
  const table = { ...rest, list, label: words.label, empty: words.empty } as DataTableProps<Row, Tab>;
  const body = (
    <>
      <ListToolbar
        list={toolbar}
        tabs={words.tabTitle ? toolbar.tabs.map((id) => ({ id, title: words.tabTitle!(id) })) : undefined}
        searchPlaceholder={words.search}
      />
      <ListTabPanel tab={words.tabTitle ? toolbar.params.tab : undefined}>
        {filters}
        <DataTable {...table} />
      </ListTabPanel>
    </>
  );
  return (
    <>
      <PageHeader icon={icon} title={title}>
        {tags || actions || (queue.connected !== undefined && !quiet) ? (
          <>
            {tags}
            {queue.connected !== undefined && !quiet ? <LiveTag connected={queue.connected} /> : null}
            {actions}
          </>
        ) : null}
      </PageHeader>
      {bodyClassName ? <div className={bodyClassName}>{body}</div> : body}
      {children}
    </>
  );
}
