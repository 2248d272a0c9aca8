import { Button, Classes } from "@blueprintjs/core";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { actionsColumn, customerColumns, dateColumn, packageIdColumn, suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { NEWEST_FIRST } from "../../table/rules";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { ActionDialog } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { ReceiveDialog } from "./ReceiveDialog";
import { SplitDetails } from "./SplitDetails";
import { SPLIT_TABS, splitActions, tabComplete, type SplitRequest, type SplitTab } from "./rules";
import "./splits.css";

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.disassembleRequests, PARCEL_STAFF_EVENTS.packageDetails];

type Opened = { kind: "show" | "receive" | "cancel"; request: SplitRequest };

/**
 * requests/disassemble: customers' requests to take a parcel apart, awaiting
 * approval or approved. Staff take the new parcels in one by one, then
 * complete the request; admins may cancel one that has no new parcel yet.
 */
export function SplitsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const queue = useQueue<SplitRequest, SplitTab, Opened>({
    tabs: SPLIT_TABS,
    sort: NEWEST_FIRST,
    events: LIVE_EVENTS,
    count: true,
    fetch: async (tab, request) => answerPage(await api.splits(request, tabComplete(tab)), "requests", "requestCount"),
  });
  const { list, opened, close, done } = queue;
  const open = (kind: Opened["kind"], request: SplitRequest) => queue.open({ kind, request });

  const columns = useMemo<ColumnDef<SplitRequest, unknown>[]>(
    () => [
      ...customerColumns<SplitRequest>((row) => row.user, { name: "22%", code: "11%" }),
      dateColumn("requestDate", t("splits.columns.requestDate"), (row) => row.createdAt, "15%", "date"),
      packageIdColumn((request) => request.package.packageId, "12%"),
      actionsColumn(
        t("splits.columns.actions"),
        (request) => {
          const allowed = splitActions(staff.groupId, request);
          return [
            { icon: "eye-open", text: t("splits.show"), onClick: () => open("show", request) },
            allowed.receive && {
              icon: "inbox",
              intent: "primary",
              text: t("splits.receive"),
              onClick: () => open("receive", request),
            },
            allowed.cancel && {
              icon: "cross",
              danger: true,
              text: t("splits.cancel"),
              onClick: () => open("cancel", request),
            },
          ];
        },
        { width: "40%" },
      ),
    ],
    [t, staff.groupId],
  );

  const shown = opened?.request;

  return (
    <QueuePage
      queue={queue}
      icon="split-columns"
      title={t("areas.splits")}
      texts="splits"
      emptyIcon="fork"
      columns={columns}
      onOpen={(request) => open("show", request)}
      rowClass={suspiciousRow}
    >
      <ActionDialog
        isOpen={opened?.kind === "show"}
        title={shown ? t("splits.showTitle", { code: shown.package.packageId }) : ""}
        icon="fork"
        width={860}
        onClose={close}
        extraActions={
          shown && opened?.kind === "show" && splitActions(staff.groupId, shown).receive ? (
            <Button intent="primary" icon="inbox" text={t("splits.receive")} onClick={() => open("receive", shown)} />
          ) : undefined
        }
      >
        {shown ? <SplitDetails request={shown} /> : <span className={Classes.TEXT_MUTED} />}
      </ActionDialog>

      {opened?.kind === "receive" ? (
        <ReceiveDialog
          requestId={opened.request._id}
          initial={opened.request}
          liveTick={queue.liveTick}
          {...queue.dialogSaying(t("splits.completed"))}
        />
      ) : null}

      <ActionDialog
        isOpen={opened?.kind === "cancel"}
        title={shown ? t("splits.cancelTitle", { code: shown.package.packageId }) : ""}
        icon="cross"
        intent="danger"
        action={t("splits.cancelConfirm")}
        onClose={close}
        onStale={list.reload}
        onSubmit={async () => {
          if (!shown) return;
          await api.cancelSplit(shown._id);
          toast(t("splits.canceled"));
          done();
        }}
      >
        <p>{t("splits.cancelText")}</p>
        {shown ? <SplitDetails request={shown} compact /> : null}
      </ActionDialog>
    </QueuePage>
  );
}
