import { Tag } from "@blueprintjs/core";
import { PARCEL_STAFF_EVENTS, type ParcelView } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLiveEvents } from "../../live/LiveProvider";
import { useSession, useStaff } from "../../session";
import { useOpened } from "../../table/useOpened";
import { PageHeader } from "../../shell/PageHeader";
import { actionsColumn, customerColumns, dateColumn } from "../../table/columns";
import { DataTable } from "../../table/DataTable";
import { ListToolbar, type ListTab } from "../../table/ListToolbar";
import { OLDEST_FIRST, dateOrder, type ListParams } from "../../table/rules";
import { useList, type Page } from "../../table/useList";
import { formatDollars } from "../../ui/format";
import { ApproveDialog } from "./ApproveDialog";
import { LiveTag } from "../../live/LiveTag";
import { CancelRequestDialog, RequestDetailsDialog } from "./RequestDialogs";
import { APPROVAL_TABS, canAnswer, requestDate, tabFilter, type ApprovalTab } from "./rules";
import "./approvals.css";

type Opened = { kind: "details" | "approve" | "cancel"; parcel: ParcelView };

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.approvalRequests, PARCEL_STAFF_EVENTS.packageDetails];

/**
 * Shipping requests (back-office-operations 2, 4, 6): customers' requests to
 * ship, awaiting approval (suspicious customers apart, in the Blacklist) or
 * approved and awaiting payment. Staff allowed to answer approve with priced
 * offers or cancel. The list follows the live events; a dialog left open
 * keeps its request while the rows change underneath.
 */
export function ShippingRequestsPage() {
  const { api } = useSession();
  const staff = useStaff();
  const { t } = useTranslation();

  const load = useCallback(
    async (params: ListParams<ApprovalTab>, perPage: number): Promise<Page<ParcelView>> => {
      const answer = await api.approvals(
        { page: params.page, perPage, query: params.q || undefined, order: dateOrder(params.sort) },
        tabFilter(params.tab),
      );
      return { rows: answer.packages, total: answer.requestCount, pageCount: answer.pageCount };
    },
    [api],
  );
  // The other tabs' counts follow the search: a match elsewhere shows on its tab.
  const count = useCallback(
    async (tab: ApprovalTab, q: string) =>
      (await api.approvals({ page: 0, perPage: 1, query: q || undefined }, tabFilter(tab))).requestCount,
    [api],
  );

  const list = useList<ParcelView, ApprovalTab>({ tabs: APPROVAL_TABS, load, count, sort: OLDEST_FIRST });
  const { opened, setOpened, close, done } = useOpened<Opened>(list.reload);
  const connected = useLiveEvents(LIVE_EVENTS, list.reload);
  const tab = list.params.tab;

  const tabs: ListTab<ApprovalTab>[] = APPROVAL_TABS.map((id) => ({
    id,
    title: t(`approvals.tabs.${id}`),
  }));

  const columns = useMemo<ColumnDef<ParcelView, unknown>[]>(() => {
    const approvedTab = tab === "approved";
    const answerable = (parcel: ParcelView) => canAnswer(staff.groupId, parcel);
    const all: (ColumnDef<ParcelView, unknown> | false)[] = [
      ...customerColumns<ParcelView>((row) => row.user, { name: approvedTab ? "20%" : "22%", code: "11%" }),
      dateColumn("requestDate", t("approvals.columns.requestDate"), (row) => requestDate(row), "14%", "date"),
      {
        id: "trackNumber",
        header: t("approvals.columns.trackNumber"),
        cell: ({ row }) => (
          <span className="ipf-break" data-testid="track-number">
            {row.original.trackNumber}
          </span>
        ),
        meta: { width: approvedTab ? "19%" : "21%" },
      },
      approvedTab && {
        id: "offers",
        header: t("approvals.columns.offers"),
        cell: ({ row }) => (
          <span className="ipf-offers-inline">
            {row.original.methods.map((method) => (
              <Tag key={method._id} minimal>
                {method.company.name} {formatDollars(method.price)}
              </Tag>
            ))}
          </span>
        ),
        meta: { width: "24%" },
      },
      actionsColumn(
        t("approvals.columns.actions"),
        (parcel) => [
          {
            icon: "eye-open",
            text: t("approvals.details"),
            onClick: () => setOpened({ kind: "details", parcel }),
          },
          answerable(parcel) && {
            icon: "tick",
            intent: "success",
            text: t("approvals.approve"),
            onClick: () => setOpened({ kind: "approve", parcel }),
          },
          answerable(parcel) && {
            icon: "cross",
            danger: true,
            text: t("approvals.cancel"),
            onClick: () => setOpened({ kind: "cancel", parcel }),
          },
        ],
        { width: approvedTab ? "12%" : "32%" },
      ),
    ];
    return all.filter((column): column is ColumnDef<ParcelView, unknown> => column !== false);
  }, [t, tab, staff.groupId]);

  return (
    <>
      <PageHeader icon="inbox" title={t("areas.shippingRequests")}>
        <LiveTag connected={connected} />
      </PageHeader>
      <ListToolbar list={list} tabs={tabs} searchPlaceholder={t("approvals.search")} />
      <DataTable
        list={list}
        columns={columns}
        onOpen={(parcel) => setOpened({ kind: "details", parcel })}
        label={t("approvals.tableLabel")}
        empty={{ icon: "inbox", title: t(`approvals.empty.${tab}`), description: t("approvals.empty.description") }}
        rowClass={(parcel) => (parcel.user?.suspicious ? "ipf-row-suspicious" : undefined)}
      />
      {opened?.kind === "details" ? (
        <RequestDetailsDialog
          parcel={opened.parcel}
          answerable={canAnswer(staff.groupId, opened.parcel)}
          onApprove={() => setOpened({ kind: "approve", parcel: opened.parcel })}
          onCancel={() => setOpened({ kind: "cancel", parcel: opened.parcel })}
          onClose={close}
        />
      ) : null}
      {opened?.kind === "approve" ? (
        <ApproveDialog parcel={opened.parcel} onClose={close} onDone={done} onStale={list.reload} />
      ) : null}
      {opened?.kind === "cancel" ? (
        <CancelRequestDialog parcel={opened.parcel} onClose={close} onDone={done} onStale={list.reload} />
      ) : null}
    </>
  );
}
