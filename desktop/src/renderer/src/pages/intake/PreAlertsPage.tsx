import { Tag } from "@blueprintjs/core";
import type { StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import type { ColumnDef } from "@tanstack/react-table";
import { Fragment, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { dateColumn } from "../../table/columns";
import { DataTable } from "../../table/DataTable";
import { ListToolbar, type ListTab } from "../../table/ListToolbar";
import type { ListParams } from "../../table/rules";
import { useList, type Page } from "../../table/useList";
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

  const load = useCallback(
    async (params: ListParams<PreAlertTab>, perPage: number): Promise<Page<StaffPreAlert>> => {
      const answer = await api.preAlerts({ page: params.page, perPage, query: params.q }, params.tab === "overdue");
      return { rows: answer.preAlerts, total: answer.count, pageCount: answer.pageCount };
    },
    [api],
  );
  const list = useList<StaffPreAlert, PreAlertTab>({ tabs: TABS, load });
  const tabs: ListTab<PreAlertTab>[] = TABS.map((id) => ({ id, title: t(`preAlerts.tabs.${id}`) }));

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
    <>
      <PageHeader icon="notifications" title={t("areas.preAlerts")} />
      <ListToolbar list={list} tabs={tabs} searchPlaceholder={t("preAlerts.search")} />
      <DataTable
        list={list}
        columns={columns}
        rowId={(preAlert) => preAlert._id}
        label={t("preAlerts.tableLabel")}
        empty={{ icon: "notifications", title: t("preAlerts.empty"), description: t("preAlerts.emptyDescription") }}
      />
    </>
  );
}
