import { Button, HTMLTable, Icon, NonIdealState, Spinner, type IconName } from "@blueprintjs/core";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row as TableRow,
  type RowData,
} from "@tanstack/react-table";
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../i18n";
import { FailedCallout } from "../ui/FailedCallout";
import { Pager } from "./Pager";
import { moveRow } from "./rules";
import type { ListState } from "./useList";
import "./table.css";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A CSS width ("12%", "120px"); the columns of a screen add up to fit 1366 px. */
    width?: string;
    /** Keep the cell on one line (codes, dates). */
    nowrap?: boolean;
    /** The key the API sorts this column by (one of the list's `sort.keys`): the header sorts on a click. */
    sortKey?: string;
  }
}

/** How a row is told apart: by its `_id` unless it has none. */
type RowId<Row> = { rowId: (row: Row) => string } | (Row extends { _id: string } ? { rowId?: never } : never);

export type DataTableProps<Row, Tab extends string> = RowId<Row> & {
  list: ListState<Row, Tab>;
  columns: ColumnDef<Row, unknown>[];
  /** Enter on a row, or a click on it: the row's main dialog. */
  onOpen?: (row: Row) => void;
  /** Named for screen readers and tests. */
  label: string;
  empty: { icon: IconName; title: string; description?: string };
  /** Rows drawn apart (a suspicious customer, an expired request). */
  rowClass?: (row: Row) => string | undefined;
};

/**
 * The one table of the back office: a page of rows from the API, a sticky
 * header, loading, empty and error states, and the keyboard: arrows move
 * through the rows, Enter opens one, the pager below moves between pages.
 */
export function DataTable<Row, Tab extends string>(props: DataTableProps<Row, Tab>) {
  const { list, columns, onOpen, label, empty, rowClass } = props;
  // The props' type makes `rowId` optional only for rows that have an `_id`.
  const rowId = (props as { rowId?: (row: Row) => string }).rowId ?? ((row: Row) => (row as { _id: string })._id);
  const { t } = useTranslation();
  const rows = list.page?.rows ?? [];
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: list.page?.pageCount ?? 0,
  });

  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  // A new page starts at its first row; a reload of the same page keeps the row the operator was on.
  const pageKey = `${list.params.tab}|${list.params.q}|${list.params.page}`;
  useEffect(() => setActive(0), [pageKey]);
  useEffect(() => {
    if (active >= rows.length && rows.length > 0) setActive(rows.length - 1);
  }, [rows.length, active]);

  // The rows are drawn again only when they, their columns or the row the operator is on change:
  // a page turn's first render (the table marked busy) leaves them as they are.
  const openRef = useRef(onOpen);
  openRef.current = onOpen;
  const onRow = useCallback((index: number, row: Row | null) => {
    setActive(index);
    if (row) openRef.current?.(row);
  }, []);

  const focusRow = (index: number) => {
    setActive(index);
    body.current?.querySelectorAll<HTMLTableRowElement>("tr[data-row]")[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.target !== event.currentTarget && !(event.target as HTMLElement).matches("tr[data-row]")) return;
    const next = moveRow(event.key, active, rows.length);
    if (next !== null) {
      event.preventDefault();
      focusRow(next);
    } else if (event.key === "Enter" && onOpen && rows[active]) {
      event.preventDefault();
      onOpen(rows[active]);
    }
  };

  const firstLoad = list.status === "loading" && list.page === null;
  const failed = list.status === "error";

  return (
    <div className="ipf-table-wrap">
      {failed && list.page !== null ? (
        <FailedCallout className="ipf-table-callout" role="alert" onRetry={list.reload}>
          {errorMessage(list.errorCode ?? "INTERNAL")}
        </FailedCallout>
      ) : null}
      <div className="ipf-table-scroll" aria-busy={list.status === "loading"}>
        <HTMLTable className="ipf-table" interactive={Boolean(onOpen)} striped aria-label={label}>
          <colgroup>
            {table.getVisibleLeafColumns().map((column) => (
              <col key={column.id} style={{ width: column.columnDef.meta?.width }} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} list={list} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody ref={body} onKeyDown={onKeyDown}>
            <TableRows
              rows={table.getRowModel().rows}
              columns={columns}
              active={active}
              classes={rowClass ? rows.map((row) => rowClass(row)) : NO_CLASSES}
              interactive={Boolean(onOpen)}
              onRow={onRow}
            />
          </tbody>
        </HTMLTable>
        {firstLoad ? (
          <div className="ipf-table-state">
            <NonIdealState icon={<Spinner size={32} />} description={t("table.loading")} layout="horizontal" />
          </div>
        ) : failed && list.page === null ? (
          <div className="ipf-table-state">
            <NonIdealState
              icon="error"
              title={t("table.failed")}
              description={errorMessage(list.errorCode ?? "INTERNAL")}
              action={<Button icon="refresh" text={t("table.retry")} onClick={list.reload} />}
            />
          </div>
        ) : rows.length === 0 && list.status === "ready" ? (
          <div className="ipf-table-state">
            <NonIdealState
              icon={empty.icon}
              title={list.params.q ? t("table.noMatch", { q: list.params.q }) : empty.title}
              description={list.params.q ? t("table.noMatchHint") : empty.description}
            />
          </div>
        ) : null}
      </div>
      <Pager list={list} />
    </div>
  );
}

const NO_CLASSES: readonly (string | undefined)[] = [];

interface TableRowsProps<Row> {
  rows: TableRow<Row>[];
  columns: ColumnDef<Row, unknown>[];
  active: number;
  /** Each row's class (`rowClass`), in the rows' order; none when the table draws no row apart. */
  classes: readonly (string | undefined)[];
  interactive: boolean;
  /** The row at `index` took the focus (`row` null) or was clicked (`row` to open). */
  onRow: (index: number, row: Row | null) => void;
}

const sameRows = <Row,>(before: TableRowsProps<Row>, after: TableRowsProps<Row>) =>
  before.rows === after.rows &&
  before.columns === after.columns &&
  before.active === after.active &&
  before.interactive === after.interactive &&
  before.onRow === after.onRow &&
  before.classes.length === after.classes.length &&
  before.classes.every((name, index) => name === after.classes[index]);

/**
 * The rows of a page. Rows are keyed by their place on the page and cells by
 * their column: a page turn writes the new rows' text and attributes into the
 * cells drawn, rather than taking ten rows down and building ten. A cell that
 * keeps state (an input being edited) decides by its row's id what it draws.
 */
const TableRows = memo(function TableRows<Row>({ rows, active, classes, interactive, onRow }: TableRowsProps<Row>) {
  return rows.map((row, index) => (
    <tr
      key={index}
      data-row={row.id}
      tabIndex={index === active ? 0 : -1}
      className={classes[index]}
      aria-selected={index === active}
      onFocus={() => onRow(index, null)}
      onClick={(event) => {
        // Buttons and links in the row do their own thing.
        if ((event.target as HTMLElement).closest("button, a, input, label")) return;
        onRow(index, interactive ? row.original : null);
      }}
    >
      {row.getVisibleCells().map((cell) => (
        // Each cell takes the direction of its own first letter: an Arabic name or store
        // reads right to left, with its punctuation at its end, in the English table.
        <td key={cell.column.id} dir="auto" className={cell.column.columnDef.meta?.nowrap ? "ipf-nowrap" : undefined}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  ));
}, sameRows) as <Row>(props: TableRowsProps<Row>) => ReactNode;

/**
 * A column's header; a sortable one is a button that sorts the list by it
 * on the server (again: the other way), with the direction shown and told
 * to screen readers.
 */
function HeaderCell<Row, Tab extends string>({
  header,
  list,
}: {
  header: Header<Row, unknown>;
  list: ListState<Row, Tab>;
}) {
  const { t } = useTranslation();
  if (header.isPlaceholder) return <th scope="col" />;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  const key = header.column.columnDef.meta?.sortKey;
  const sort = list.params.sort;
  if (!key || !sort) return <th scope="col">{content}</th>;
  const sorted = sort.key === key;
  const direction = sorted ? (sort.desc ? "descending" : "ascending") : "none";
  return (
    <th scope="col" aria-sort={direction}>
      <button
        type="button"
        className="ipf-sort"
        onClick={() => list.setSort(key)}
        title={t(sorted && !sort.desc ? "table.sortDescending" : "table.sortAscending")}
      >
        {content}
        <Icon icon={!sorted ? "double-caret-vertical" : sort.desc ? "caret-down" : "caret-up"} size={12} />
      </button>
    </th>
  );
}
