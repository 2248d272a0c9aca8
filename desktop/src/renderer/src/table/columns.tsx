import type { ParcelView } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router-dom";
import { i18next } from "../i18n";
import { CustomerCode, CustomerName } from "../ui/CustomerCell";

type ParcelUser = ParcelView["user"];

/**
 * The columns every request queue starts with (back-office-operations 2):
 * Username (a link to the customer, marked when suspicious), User Hash, the
 * request's date, the parcel. Each screen adds its own after them.
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

/** The parcel's code, a link to it on the parcels screen (back-office-operations 2, links). */
export function ParcelLink({ code }: { code: string }) {
  return (
    <Link to={`/manage-packages?packageId=${encodeURIComponent(code)}`} className="ipf-code-link">
      <code className="ipf-code">{code}</code>
    </Link>
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
