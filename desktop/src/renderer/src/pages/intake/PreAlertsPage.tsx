import { Tag } from "@blueprintjs/core";
import type { StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import type { ColumnDef } from "@tanstack/react-table";
import { Fragment, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { dateColumn } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { UserText } from "../../ui/UserText";

const TABS = ["expected", "overdue"] as const;
type PreAlertTab = (typeof TABS)[number];

/**
 * The customers' pre-alerts still expected, oldest first (the overdue ones
 * lead), searched by customer code or part of the track number: what the
 * intake desk may soon receive, and what has been awaited too long.
 */
export function PreAlertsPage() {
  const { api } = useSession();
  const { t } = useTranslation();

  const queue = useQueue<StaffPreAlert, PreAlertTab>({
    tabs: TABS,
    fetch: async (tab, { page, perPage, query }) =>
      answerPage(await api.preAlerts({ page, perPage, query }, tab === "overdue"), "preAlerts", "count"),
  });

  const columns = useMemo<ColumnDef<StaffPreAlert, unknown>[]>(
    () => [
      {
        id: "customer",
        header: t("preAlerts.columns.customer"),
        cell: ({ row }) => (
          <span>
            <UserText>{row.original.customer.fullName}</UserText>{" "}
            <code className="ipf-code">{row.original.customer.customerCode}</code>
          </span>
        ),
        meta: { width: "20%" },
      },
      { id: "store", header: t("preAlerts.columns.store"), accessorFn: (row) => row.store, meta: { width: "14%" } },
      {
        id: "trackNumber",
        header: t("preAlerts.columns.trackNumber"),
        cell: ({ row }) => <code className="ipf-code">{row.original.trackNumber}</code>,
        meta: { width: "18%", nowrap: true },
      },
      {
        id: "lines",
        header: t("preAlerts.columns.lines"),
        cell: ({ row }) =>
          row.original.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && ", "}
              <UserText>{line.description}</UserText> × {line.quantity}
            </Fragment>
          )),
        meta: { width: "22%" },
      },
      dateColumn("announced", t("preAlerts.columns.announced"), (row) => row.createdAt, "14%"),
      {
        id: "status",
        header: t("preAlerts.columns.status"),
        cell: ({ row }) =>
          row.original.status === "overdue" ? (
            <Tag intent="warning" minimal>
              {t("preAlerts.overdue")}
            </Tag>
          ) : null,
        meta: { width: "12%", nowrap: true },
      },
    ],
    [t],
  );

  return (
    <QueuePage
      queue={queue}
      icon="notifications"
      title={t("areas.preAlerts")}
      tabTitle={(id) => t(`preAlerts.tabs.${id}`)}
      search={t("preAlerts.search")}
      columns={columns}
      rowId={(preAlert) => preAlert._id}
      label={t("preAlerts.tableLabel")}
      empty={{ icon: "notifications", title: t("preAlerts.empty"), description: t("preAlerts.emptyDescription") }}
    />
  );
}
