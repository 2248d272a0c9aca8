import { Button, type IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../shell/PageHeader";
import { ActionDialog } from "../ui/ActionDialog";
import { toast } from "../ui/toaster";
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

/**
 * Deleting a row of a configuration list (a post, a shop) asks first; the
 * texts are the screen's `remove` ones, filled with `values`.
 */
export function RemoveDialog(props: {
  texts: "posts" | "shops";
  /** The name the texts show (a title or name); the catalogues type each screen apart, hence `never` below. */
  values: Record<string, string>;
  remove: () => Promise<unknown>;
  onClose: () => void;
  onStale: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { texts, values } = props;
  return (
    <ActionDialog
      isOpen
      title={t(`${texts}.remove.title` as never, values) as string}
      icon="trash"
      intent="danger"
      action={t(`${texts}.remove.action`)}
      onClose={props.onClose}
      onStale={props.onStale}
      onSubmit={async () => {
        await props.remove();
        toast(t(`${texts}.remove.done` as never, values) as string, "warning");
        props.onDone();
      }}
    >
      <p>{t(`${texts}.remove.text`)}</p>
    </ActionDialog>
  );
}
