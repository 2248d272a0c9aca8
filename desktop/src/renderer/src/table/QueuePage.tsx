import type { IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { LiveTag } from "../live/LiveTag";
import { PageHeader } from "../shell/PageHeader";
import { DataTable, type DataTableProps } from "./DataTable";
import { ListTabPanel, ListToolbar } from "./ListToolbar";
import type { ListState } from "./useList";

/**
 * A queue's screen: the title with whether the live events are heard, the
 * tabs and search, the table, and the screen's dialogs (`children`).
 */
export function QueuePage<Row, Tab extends string>(
  props: DataTableProps<Row, Tab> & {
    queue: { connected: boolean | undefined };
    icon: IconName;
    title: string;
    /** The header's tags before the live state (a filter), and its buttons after it. */
    tags?: ReactNode;
    actions?: ReactNode;
    /** A queue that follows live events without saying so. */
    quiet?: boolean;
    /** The tabs' titles; none for a queue of one tab. */
    tabTitle?: (tab: Tab) => string;
    /** The toolbar's list, when its tab changes otherwise than the table's (a tab that is a route). */
    toolbarList?: ListState<Row, Tab>;
    search: string;
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
    tabTitle,
    toolbarList,
    search,
    filters,
    bodyClassName,
    children,
    ...rest
  } = props;
  const table = rest as DataTableProps<Row, Tab>;
  const toolbar = toolbarList ?? table.list;
  const body = (
    <>
      <ListToolbar
        list={toolbar}
        tabs={tabTitle ? toolbar.tabs.map((id) => ({ id, title: tabTitle(id) })) : undefined}
        searchPlaceholder={search}
      />
      <ListTabPanel tab={tabTitle ? toolbar.params.tab : undefined}>
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
