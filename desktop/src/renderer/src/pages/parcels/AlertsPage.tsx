import { Button } from "@blueprintjs/core";
import type { StaffAlert } from "@ipf/shared/schemas/alerts";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { actionsColumn, dateColumn, ParcelLink, textColumn } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { ActionDialog } from "../../ui/ActionDialog";
import { CustomerName } from "../../ui/CustomerCell";
import { toast } from "../../ui/toaster";
import { AlertSummary, AlertTypeTag, CreateAlertDialog } from "./AlertDialogs";
import { yesNoColumn } from "./parts";
import { ALERT_TABS, alertActions, tabCleared, type AlertTab } from "./rules";
import "./parcels.css";

type Opened = { kind: "show" | "clear" | "delete"; alert: StaffAlert } | { kind: "create" };

/**
 * manage-alerts: the alerts staff wrote and the system raised; show, clear
 * (while open), delete (once cleared), and write a new one. Searched by alert
 * id or parcel id (`?packageId=` too).
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const queue = useQueue<StaffAlert, AlertTab, Opened>({
    tabs: ALERT_TABS,
    fetch: async (tab, { page, perPage, query }) => {
      // A link from a parcel (`?packageId=`) shows its alerts until a search is typed.
      const packageId = new URLSearchParams(window.location.search).get("packageId") ?? "";
      const answer = await api.alerts({ page, perPage, query: query || packageId }, tabCleared(tab));
      return answerPage(answer, "alerts", "alertCount");
    },
    count: async (tab, q) => (await api.alerts({ page: 0, perPage: 1, query: q }, tabCleared(tab))).alertCount,
  });
  const { list, opened, open, close, done } = queue;
  const mayCreate = alertActions(staff.groupId, { cleared: false }).create;

  const columns = useMemo<ColumnDef<StaffAlert, unknown>[]>(
    () => [
      {
        id: "alertId",
        header: t("packages.columns.alertId"),
        cell: ({ row }) => <code className="ipf-code">{row.original.alertId}</code>,
        meta: { width: "10%", nowrap: true },
      },
      {
        id: "type",
        header: t("packages.columns.type"),
        cell: ({ row }) => <AlertTypeTag type={row.original.type} />,
        meta: { width: "10%", nowrap: true },
      },
      {
        id: "for",
        header: t("packages.columns.for"),
        cell: ({ row }) => {
          const user = row.original.user;
          return user ? (
            <CustomerName user={{ ...user, id: user._id, email: "", phone: "" }} />
          ) : (
            t("packages.alerts.everyone")
          );
        },
        meta: { width: "13%" },
      },
      {
        id: "packageId",
        header: t("packages.alerts.parcel"),
        cell: ({ row }) => (row.original.packageId ? <ParcelLink code={row.original.packageId} /> : "—"),
        meta: { width: "9%", nowrap: true },
      },
      textColumn("text", t("packages.columns.text"), (row) => row.text.en, "18.5%"),
      dateColumn("date", t("packages.columns.date"), (row) => row.createdAt, "13.5%"),
      yesNoColumn("cleared", t("packages.columns.cleared"), (row) => row.cleared, "9%"),
      actionsColumn(
        t("packages.columns.actions"),
        (alert) => {
          const allowed = alertActions(staff.groupId, alert);
          return [
            { icon: "eye-open", text: t("packages.show"), onClick: () => open({ kind: "show", alert }) },
            allowed.clear && {
              icon: "tick",
              text: t("packages.alerts.clear"),
              onClick: () => open({ kind: "clear", alert }),
            },
            allowed.delete && {
              icon: "trash",
              danger: true,
              iconOnly: true,
              text: t("packages.delete"),
              onClick: () => open({ kind: "delete", alert }),
            },
          ];
        },
        { width: "17%" },
      ),
    ],
    [t, staff.groupId],
  );

  const shown = opened && opened.kind !== "create" ? opened.alert : null;
  const code = shown?.alertId ?? "";

  return (
    <QueuePage
      queue={queue}
      icon="warning-sign"
      title={t("areas.alerts")}
      actions={
        mayCreate ? (
          <Button
            intent="primary"
            icon="add"
            text={t("packages.alerts.create")}
            onClick={() => open({ kind: "create" })}
          />
        ) : null
      }
      bodyClassName="ipf-parcel-list"
      tabTitle={(id) => t(`packages.alerts.tabs.${id}`)}
      search={t("packages.search.alerts")}
      columns={columns}
      onOpen={(alert) => open({ kind: "show", alert })}
      label={t("packages.label.alerts")}
      empty={{
        icon: "warning-sign",
        title: t(list.params.tab === "all" ? "packages.empty.alerts" : `packages.empty.${list.params.tab}`),
        description: t("packages.empty.alertsHint"),
      }}
      rowClass={(alert) => (alert.cleared ? "ipf-row-muted" : undefined)}
    >
      <ActionDialog
        isOpen={opened?.kind === "show"}
        title={t("packages.alerts.showTitle", { code })}
        icon="warning-sign"
        width={720}
        onClose={close}
      >
        {shown ? <AlertSummary alert={shown} /> : null}
      </ActionDialog>

      {(["clear", "delete"] as const).map((kind) => (
        <ActionDialog
          key={kind}
          isOpen={opened?.kind === kind}
          title={t(`packages.alerts.${kind}Title`, { code })}
          icon={kind === "clear" ? "tick" : "trash"}
          intent={kind === "delete" ? "danger" : undefined}
          action={t(`packages.alerts.${kind}Action`)}
          onClose={close}
          onStale={list.reload}
          onSubmit={async () => {
            if (!shown) return;
            await api.manageAlert(kind, shown.alertId);
            toast(t(kind === "clear" ? "packages.alerts.cleared" : "packages.alerts.deleted"));
            done();
          }}
        >
          <p>{t(`packages.alerts.${kind}Text`)}</p>
          {shown ? <AlertSummary alert={shown} /> : null}
        </ActionDialog>
      ))}

      {opened?.kind === "create" ? <CreateAlertDialog onClose={close} onDone={done} /> : null}
    </QueuePage>
  );
}
