import { Button, type IconName } from "@blueprintjs/core";
import { can, type StaffAction } from "@ipf/shared/permissions";
import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CustomTypeOptions } from "i18next";
import { useStaff } from "../session";
import { PageHeader } from "../shell/PageHeader";
import type { DialogProps } from "../ui/ActionDialog";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { DataTable } from "./DataTable";
import { ListTabPanel, ListToolbar, type ListTab } from "./ListToolbar";
import type { RowAction } from "./RowActions";
import { useList, type ListState } from "./useList";
import { useOpened } from "./useOpened";

type Texts = CustomTypeOptions["resources"]["translation"];
/** The namespaces of the texts (each declared by the screen table) whose words have the shape `Shape`. */
type TextsShaped<Shape> = { [K in keyof Texts]: Texts[K] extends Shape ? K : never }[keyof Texts];

/** The screens of the configuration lists: those whose texts have a list's title, intro, label and empty state. */
type ConfigTexts = TextsShaped<{ title: string; intro: string; tableLabel: string; empty: string; emptyHint: string }>;
/** The configuration lists whose rows are deleted here, with their texts' `remove` words. */
type RemoveTexts = TextsShaped<{ remove: { title: string; text: string; action: string; done: string } }>;

/** What a configuration list has open: the add dialog, or a dialog (`kind`) on one row. */
export type ConfigOpened<Row, Kind extends string> = { kind: "new" } | { kind: Kind; row: Row };

/** The state of a configuration list screen (`useConfigList`). */
export interface ConfigList<Row, Tab extends string, Kind extends string> {
  /** The staff member may add and change rows. */
  manage: boolean;
  list: ListState<Row, Tab>;
  opened: ConfigOpened<Row, Kind> | null;
  open: (opened: ConfigOpened<Row, Kind>) => void;
  /** The add-or-edit dialog, when it is open: the row edited, null for a new one. */
  form: { row: Row | null } | null;
  /** What each dialog of the list is told: closed, done (the list loads again), or stale. */
  dialog: DialogProps;
}

/** The add-or-edit dialog, when it is the one open: the row edited, or null for a new one. */
function formOf<Row>(opened: ConfigOpened<Row, string> | null): { row: Row | null } | null {
  if (opened?.kind === "new") return { row: null };
  return opened?.kind === "edit" && "row" in opened ? { row: opened.row } : null;
}

/**
 * The state of a configuration list (warehouses, shops, posts, zones):
 * whether the staff member holds `permission`, the list, and the dialog
 * open; Enter on a row opens its "edit" dialog.
 */
export function useConfigList<Row, Tab extends string, Kind extends string = "edit">(
  permission: StaffAction,
  options: Parameters<typeof useList<Row, Tab>>[0],
): ConfigList<Row, Tab, Kind | "edit"> {
  const staff = useStaff();
  const list = useList<Row, Tab>(options);
  const { opened, setOpened, close, done } = useOpened<ConfigOpened<Row, Kind | "edit">>(list.reload);
  return {
    manage: can(staff.groupId, permission),
    list,
    opened,
    open: setOpened,
    form: formOf(opened),
    dialog: { onClose: close, onDone: done, onStale: list.reload },
  };
}

/** A row's Edit button: it opens the row's edit dialog; the icon alone (`text` its name) in a narrow column. */
export function editAction<Row>(
  open: (opened: { kind: "edit"; row: Row }) => void,
  row: Row,
  text: string,
  iconOnly?: boolean,
): RowAction {
  return { icon: "edit", iconOnly, text, onClick: () => open({ kind: "edit", row }) };
}

/** A row's Delete button, drawn alike on every list that deletes: a red bin, `text` its name. */
export function deleteAction<Row>(
  open: (opened: { kind: "delete"; row: Row }) => void,
  row: Row,
  text: string,
): RowAction {
  return { icon: "trash", danger: true, iconOnly: true, text, onClick: () => open({ kind: "delete", row }) };
}

/**
 * A configuration list's screen: the title with its Add button for who may
 * add, a line of help, the search and tabs when the list has them, the
 * table, and the screen's dialogs (`children`). Its texts are the `texts`
 * screen's title, intro, tableLabel, empty and emptyHint.
 */
export function ConfigListPage<Row extends { _id: string }, Tab extends string, Kind extends string>(props: {
  texts: ConfigTexts;
  icon: IconName;
  screen: ConfigList<Row, Tab, Kind | "edit">;
  /** The Add button's text; none for a list whose rows are not added here. */
  add?: string;
  introClassName?: string;
  /** The search's placeholder; none for a list without a search. */
  search?: string;
  tabs?: ListTab<Tab>[];
  columns: ColumnDef<Row, unknown>[];
  rowClass?: (row: Row) => string | undefined;
  /** Drawn beside the list (a shop's categories). */
  aside?: ReactNode;
  /** Drawn above the list (what the rows leave out: countries in no zone). */
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { texts, screen, search } = props;
  const { list, manage, open } = screen;
  const body = (
    <>
      {search ? <ListToolbar list={list} tabs={props.tabs} searchPlaceholder={search} /> : null}
      <ListTabPanel tab={search && props.tabs ? list.params.tab : undefined}>
        <DataTable
          list={list}
          columns={props.columns}
          rowId={(row) => row._id}
          onOpen={manage ? (row) => open({ kind: "edit", row }) : undefined}
          label={t(`${texts}.tableLabel`)}
          rowClass={props.rowClass}
          empty={{ icon: props.icon, title: t(`${texts}.empty`), description: t(`${texts}.emptyHint`) }}
        />
      </ListTabPanel>
    </>
  );
  return (
    <div className={`ipf-${texts}`}>
      <PageHeader icon={props.icon} title={t(`${texts}.title`)}>
        {manage && props.add ? (
          <Button intent="primary" icon="add" text={props.add} onClick={() => open({ kind: "new" })} />
        ) : null}
      </PageHeader>
      <p className={`${props.introClassName ?? "ipf-config-intro"} bp6-text-muted`}>{t(`${texts}.intro`)}</p>
      {props.notice}
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
export function RemoveDialog(
  props: {
    texts: RemoveTexts;
    /** The name the texts show (a title or name); the catalogues type each screen apart, hence `never` below. */
    values: Record<string, string>;
    remove: () => Promise<unknown>;
  } & DialogProps,
) {
  const { t } = useTranslation();
  const { texts, values, remove, ...dialog } = props;
  return (
    <ConfirmDialog
      {...dialog}
      title={t(`${texts}.remove.title` as never, values) as string}
      icon="trash"
      action={t(`${texts}.remove.action`)}
      toastIntent="warning"
      run={async () => {
        await remove();
        return t(`${texts}.remove.done` as never, values) as string;
      }}
    >
      <p>{t(`${texts}.remove.text`)}</p>
    </ConfirmDialog>
  );
}
