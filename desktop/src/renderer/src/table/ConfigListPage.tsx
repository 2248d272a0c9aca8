import { Button, type IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { PageHeader } from "../shell/PageHeader";
import { DataTable, type DataTableProps } from "./DataTable";
import { ListToolbar, type ListTab } from "./ListToolbar";

/**
 * A configuration list (warehouses, shops, posts, zones): the title with its
 * Add button for who may add, a line of help, the search and tabs when the
 * list has them, the table, and the screen's dialogs (`children`).
 */
export function ConfigListPage<Row, Tab extends string>(props: {
  className: string;
  icon: IconName;
  title: string;
  intro: string;
  introClassName?: string;
  /** The Add button; left out for a staff member who may not add. */
  add: { text: string; onClick: () => void } | null;
  /** The search's placeholder; none for a list without a search. */
  search?: string;
  tabs?: ListTab<Tab>[];
  table: DataTableProps<Row, Tab>;
  /** Drawn beside the list (a shop's categories). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const { table, search, add } = props;
  const body = (
    <>
      {search ? <ListToolbar list={table.list} tabs={props.tabs} searchPlaceholder={search} /> : null}
      <DataTable {...table} />
    </>
  );
  return (
    <div className={props.className}>
      <PageHeader icon={props.icon} title={props.title}>
        {add ? <Button intent="primary" icon="add" text={add.text} onClick={add.onClick} /> : null}
      </PageHeader>
      <p className={`${props.introClassName ?? "ipf-config-intro"} bp6-text-muted`}>{props.intro}</p>
      {props.aside ? (
        <div className="ipf-config-split">
          <div>{body}</div>
          {props.aside}
        </div>
      ) : (
        body
      )}
      {props.children}
    </div>
  );
}
