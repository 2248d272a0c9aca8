import { Tag } from "@blueprintjs/core";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import { SERVICE_QUEUE_TABS, type ServiceQueueTab, type StaffServiceRequest } from "@ipf/shared/schemas/services";
import { can } from "@ipf/shared/permissions";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { actionsColumn, customerColumns, dateColumn, ParcelLink, suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { toast } from "../../ui/toaster";
import { RefuseDialog } from "./RefuseDialog";
import { ResultDialog } from "./ResultDialog";

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.serviceRequests];

type Opened = { kind: "result" | "refuse"; request: StaffServiceRequest };

/** Promised by: the request's time plus the service's turnaround. */
const dueAt = (row: StaffServiceRequest) =>
  new Date(Date.parse(row.requestedAt) + row.turnaroundHours * 3600_000).toISOString();

/**
 * services/requests: the services customers asked for, open ones oldest
 * first. Start (the customer can no longer cancel), enter the result, or
 * refuse with a reason. It loads again when a request changes anywhere.
 */
export function ServiceRequestsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const handles = can(staff.groupId, "serviceRequests.handle");
  const queue = useQueue<StaffServiceRequest, ServiceQueueTab, Opened>({
    tabs: SERVICE_QUEUE_TABS,
    events: LIVE_EVENTS,
    count: true,
    fetch: async (tab, request) => answerPage(await api.serviceRequests(request, tab), "requests", "requestCount"),
  });
  const { opened } = queue;
  const open = (kind: Opened["kind"], request: StaffServiceRequest) => queue.open({ kind, request });

  const columns = useMemo<ColumnDef<StaffServiceRequest, unknown>[]>(
    () => [
      {
        id: "service",
        header: t("services.queue.columns.service"),
        cell: ({ row }) => <strong>{row.original.name.en}</strong>,
        meta: { width: "14%" },
      },
      ...customerColumns<StaffServiceRequest>((row) => row.user, { name: "12%", code: "8%" }),
      {
        id: "parcel",
        header: t("services.queue.columns.parcel"),
        cell: ({ row }) => <ParcelLink code={row.original.parcel.packageId} />,
        meta: { width: "10%", nowrap: true },
      },
      dateColumn("requested", t("services.queue.columns.requested"), (row) => row.requestedAt, "14%", "date"),
      dateColumn("due", t("services.queue.columns.due"), dueAt, "14%", "date"),
      {
        id: "state",
        header: t("services.queue.columns.state"),
        cell: ({ row }) => (
          <Tag
            minimal
            intent={
              row.original.state === "completed" ? "success" : row.original.state === "refused" ? "danger" : "primary"
            }
          >
            {t(`services.queue.states.${row.original.state}`)}
          </Tag>
        ),
        meta: { width: "10%", nowrap: true },
      },
      actionsColumn(
        t("services.queue.columns.actions"),
        (row) =>
          handles
            ? [
                row.state === "requested" && {
                  icon: "play",
                  text: t("services.queue.start"),
                  onClick: () =>
                    void api.startServiceRequest(row._id).then(
                      () => {
                        toast(t("services.queue.started"));
                        queue.done();
                      },
                      (error: unknown) => toast(error instanceof Error ? error.message : String(error), "danger"),
                    ),
                },
                (row.state === "requested" || row.state === "in_progress") && {
                  icon: "clipboard",
                  intent: "primary",
                  text: t("services.queue.result"),
                  onClick: () => open("result", row),
                },
                (row.state === "requested" || row.state === "in_progress") && {
                  icon: "disable",
                  danger: true,
                  text: t("services.queue.refuse"),
                  onClick: () => open("refuse", row),
                },
              ]
            : [],
        { width: "18%", nowrap: true },
      ),
    ],
    // queue.open and queue.done are stable.
    [t, api, handles],
  );

  return (
    <QueuePage
      queue={queue}
      icon="clipboard"
      title={t("areas.serviceRequests")}
      tabTitle={(id) => t(`services.queue.tabs.${id}`)}
      search={t("services.queue.search")}
      columns={columns}
      onOpen={(row) => handles && (row.state === "requested" || row.state === "in_progress") && open("result", row)}
      label={t("services.queue.title")}
      empty={{ icon: "tick-circle", title: t("services.queue.empty"), description: t("services.queue.emptyHint") }}
      rowClass={suspiciousRow}
    >
      {opened?.kind === "result" ? (
        <ResultDialog
          key={opened.request._id}
          request={opened.request}
          {...queue.dialogSaying(t("services.result.completed"))}
        />
      ) : opened?.kind === "refuse" ? (
        <RefuseDialog
          key={opened.request._id}
          request={opened.request}
          {...queue.dialogSaying(t("services.refuse.refused"))}
        />
      ) : null}
    </QueuePage>
  );
}
