import type { ParcelView } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router-dom";
import { i18next } from "../i18n";
import { parcelHref, useMayOpen } from "../links";
import { CustomerCode, CustomerName } from "../ui/CustomerCell";
import { formatDateTime } from "../ui/format";
import { RowActions, type RowAction } from "./RowActions";

type ParcelUser = ParcelView["user"];

/**
 * The columns every request queue starts with: Username (a link to the
 * customer, marked when suspicious), User Hash, the request's date, the parcel.
 * Each screen adds its own after them.
 */
export function customerColumns<Row>(
  user: (row: Row) => ParcelUser,
  widths: { name: string; code: string } = { name: "14%", code: "9%" },
): ColumnDef<Row, unknown>[] {
  return [
    {
      id: "username",
      header: () => i18next.t("table.columns.username"),
      cell: ({ row }) => <CustomerName user={user(row.original)} />,
      meta: { width: widths.name },
    },
    {
      id: "userHash",
      header: () => i18next.t("table.columns.userHash"),
      cell: ({ row }) => <CustomerCode user={user(row.original)} />,
      meta: { width: widths.code, nowrap: true },
    },
  ];
}

/** A queue's `rowClass`: the row of a suspicious customer's request is marked. */
export function suspiciousRow(row: { user?: { suspicious: boolean } | null }): string | undefined {
  return row.user?.suspicious ? "ipf-row-suspicious" : undefined;
}

/** The parcel's code, a link to it on the parcels screen for the groups that may open it. */
export function ParcelLink({ code }: { code: string }) {
  const mayOpen = useMayOpen();
  const href = parcelHref(code);
  const text = <code className="ipf-code">{code}</code>;
  return mayOpen(href) ? (
    <Link to={href} className="ipf-code-link">
      {text}
    </Link>
  ) : (
    text
  );
}

export function packageIdColumn<Row>(code: (row: Row) => string, width = "11%"): ColumnDef<Row, unknown> {
  return {
    id: "packageId",
    header: () => i18next.t("table.columns.packageId"),
    cell: ({ row }) => <ParcelLink code={code(row.original)} />,
    meta: { width, nowrap: true },
  };
}

/** A date and time, on one line (the Date, Joined, Last login... columns). */
export function dateColumn<Row>(
  id: string,
  header: ColumnDef<Row, unknown>["header"],
  date: (row: Row) => string | null | undefined,
  width: string,
  /** The key the API sorts the list by this date with, when it does. */
  sortKey?: string,
): ColumnDef<Row, unknown> {
  return { id, header, cell: ({ row }) => formatDateTime(date(row.original)), meta: { width, nowrap: true, sortKey } };
}

/** The row's buttons, the last column of a list; an action the staff member may not take is `false`. */
export function actionsColumn<Row>(
  header: string,
  actions: (row: Row) => readonly (RowAction | false | null | undefined)[],
  meta: { width: string; nowrap?: boolean },
): ColumnDef<Row, unknown> {
  return { id: "actions", header, cell: ({ row }) => <RowActions actions={actions(row.original)} />, meta };
}

/** A text cut to one line, the whole of it in the tooltip; "—" when there is none. */
export function textColumn<Row>(
  id: string,
  header: ColumnDef<Row, unknown>["header"],
  text: (row: Row) => string | null | undefined,
  width: string,
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    cell: ({ row }) => {
      const value = text(row.original);
      return (
        <span className="ipf-ellipsis" title={value ?? ""}>
          {value ?? "—"}
        </span>
      );
    },
    meta: { width, nowrap: true },
  };
}
