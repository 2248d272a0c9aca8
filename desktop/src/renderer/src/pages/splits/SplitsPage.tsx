import { Button, Classes } from "@blueprintjs/core";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLiveEvents } from "../../live/LiveProvider";
import { LiveTag } from "../../live/LiveTag";
import { useSession, useStaff } from "../../session";
import { useOpened } from "../../table/useOpened";
import { PageHeader } from "../../shell/PageHeader";
import { actionsColumn, customerColumns, dateColumn, packageIdColumn } from "../../table/columns";
import { DataTable } from "../../table/DataTable";
import { ListToolbar } from "../../table/ListToolbar";
import { NEWEST_FIRST, dateOrder } from "../../table/rules";
import { useList } from "../../table/useList";
import { ActionDialog } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";
import { ReceiveDialog } from "./ReceiveDialog";
import { SplitDetails } from "./SplitDetails";
import { SPLIT_TABS, splitActions, tabComplete, type SplitRequest, type SplitTab } from "./rules";
import "./splits.css";

type Opened = { kind: "show" | "receive" | "cancel"; request: SplitRequest };

/**
 * requests/disassemble (back-office-operations 2, 4, 6): customers' requests
 * to take a parcel apart, awaiting approval or approved. Staff take the new
 * parcels in one by one, then complete the request; admins may cancel one
 * that has no new parcel yet.
 */
export function SplitsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const list = useList<SplitRequest, SplitTab>({
    tabs: SPLIT_TABS,
    sort: NEWEST_FIRST,
    load: async ({ tab, q, page, sort }, perPage) => {
      const answer = await api.splits({ page, perPage, query: q, order: dateOrder(sort) }, tabComplete(tab));
      return { rows: answer.requests, total: answer.requestCount, pageCount: answer.pageCount };
    },
    count: async (tab, q) => (await api.splits({ page: 0, perPage: 1, query: q }, tabComplete(tab))).requestCount,
  });
  // The open dialog keeps its request apart from the rows, so a live reload does not close it.
  const { opened, setOpened, close, done } = useOpened<Opened>(list.reload);
  const [liveTick, setLiveTick] = useState(0);
  const { reload } = list;
  const onLive = useCallback(() => {
    reload();
    setLiveTick((tick) => tick + 1);
  }, [reload]);
  const connected = useLiveEvents(
    [PARCEL_STAFF_EVENTS.disassembleRequests, PARCEL_STAFF_EVENTS.packageDetails],
    onLive,
  );

  const open = (kind: Opened["kind"], request: SplitRequest) => setOpened({ kind, request });

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

  const tab = list.params.tab;
  const shown = opened?.request;

  return (
    <>
      <PageHeader icon="split-columns" title={t("areas.splits")}>
        <LiveTag connected={connected} />
      </PageHeader>
      <ListToolbar
        list={list}
        tabs={SPLIT_TABS.map((id) => ({
          id,
          title: t(`splits.tabs.${id}`),
        }))}
        searchPlaceholder={t("splits.search")}
      />
      <DataTable
        list={list}
        columns={columns}
        onOpen={(request) => open("show", request)}
        label={t("splits.label")}
        empty={{ icon: "fork", title: t(`splits.empty.${tab}`), description: t("splits.empty.description") }}
        rowClass={(request) => (request.user?.suspicious ? "ipf-row-suspicious" : undefined)}
      />

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
          liveTick={liveTick}
          onClose={close}
          onStale={list.reload}
          onDone={() => {
            toast(t("splits.completed"));
            done();
          }}
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
    </>
  );
}
