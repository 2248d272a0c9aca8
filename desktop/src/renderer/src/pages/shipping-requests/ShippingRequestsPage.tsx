import { Tag } from "@blueprintjs/core";
import { PARCEL_STAFF_EVENTS, type ParcelRowView, type ParcelView } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { actionsColumn, customerColumns, dateColumn, suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { OLDEST_FIRST } from "../../table/rules";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { formatDollars } from "../../ui/format";
import { WholeParcel } from "../../ui/WholeParcel";
import { ApproveDialog } from "./ApproveDialog";
import { CancelRequestDialog, RequestDetailsDialog } from "./RequestDialogs";
import { APPROVAL_TABS, canAnswer, requestDate, tabFilter, type ApprovalTab } from "./rules";
import "./approvals.css";

/** A row's dialog: the list sends rows, the details and approve dialogs read the whole parcel (kept once read). */
type Opened = { kind: "details" | "approve" | "cancel"; parcel: ParcelRowView; whole?: ParcelView };

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.approvalRequests, PARCEL_STAFF_EVENTS.packageDetails];

/**
 * Shipping requests: customers' requests to ship, awaiting approval
 * (suspicious customers apart, in the Blacklist) or approved and awaiting
 * payment. Staff allowed to answer approve with priced offers or cancel. The
 * list follows the live events; a dialog left open keeps its request while
 * the rows change underneath.
 */
export function ShippingRequestsPage() {
  const { api } = useSession();
  const staff = useStaff();
  const { t } = useTranslation();
  const queue = useQueue<ParcelRowView, ApprovalTab, Opened>({
    tabs: APPROVAL_TABS,
    sort: OLDEST_FIRST,
    events: LIVE_EVENTS,
    count: true,
    fetch: async (tab, request) => answerPage(await api.approvals(request, tabFilter(tab)), "packages", "requestCount"),
  });
  const { list, opened, open, close, dialog } = queue;
  /** A dialog over the whole parcel of the row opened: read first, unless an earlier dialog of the row read it. */
  const whole = (opened: Opened, title: string, draw: (parcel: ParcelView) => ReactNode) =>
    opened.whole ? (
      draw(opened.whole)
    ) : (
      <WholeParcel id={opened.parcel._id} title={title} onClose={close} onStale={dialog.onStale}>
        {draw}
      </WholeParcel>
    );
  const tab = list.params.tab;

  const columns = useMemo<ColumnDef<ParcelRowView, unknown>[]>(() => {
    const approvedTab = tab === "approved";
    const answerable = (parcel: ParcelRowView) => canAnswer(staff.groupId, parcel);
    const all: (ColumnDef<ParcelRowView, unknown> | false)[] = [
      ...customerColumns<ParcelRowView>((row) => row.user, { name: approvedTab ? "20%" : "22%", code: "11%" }),
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
            onClick: () => open({ kind: "details", parcel }),
          },
          answerable(parcel) && {
            icon: "tick",
            intent: "success",
            text: t("approvals.approve"),
            onClick: () => open({ kind: "approve", parcel }),
          },
          answerable(parcel) && {
            icon: "cross",
            danger: true,
            text: t("approvals.cancel"),
            onClick: () => open({ kind: "cancel", parcel }),
          },
        ],
        { width: approvedTab ? "12%" : "32%" },
      ),
    ];
    return all.filter((column): column is ColumnDef<ParcelRowView, unknown> => column !== false);
  }, [t, tab, staff.groupId]);

  return (
    <QueuePage
      queue={queue}
      icon="inbox"
      title={t("areas.shippingRequests")}
      texts="approvals"
      columns={columns}
      onOpen={(parcel) => open({ kind: "details", parcel })}
      rowClass={suspiciousRow}
    >
      {opened?.kind === "details"
        ? whole(opened, t("approvals.detailsTitle", { code: opened.parcel.packageId }), (parcel) => (
            <RequestDetailsDialog
              parcel={parcel}
              answerable={canAnswer(staff.groupId, parcel)}
              onApprove={() => open({ kind: "approve", parcel: opened.parcel, whole: parcel })}
              onCancel={() => open({ kind: "cancel", parcel: opened.parcel, whole: parcel })}
              onClose={close}
            />
          ))
        : null}
      {opened?.kind === "approve"
        ? whole(opened, t("approvals.approveTitle", { code: opened.parcel.packageId }), (parcel) => (
            <ApproveDialog parcel={parcel} {...dialog} />
          ))
        : null}
      {opened?.kind === "cancel" ? <CancelRequestDialog parcel={opened.parcel} {...dialog} /> : null}
    </QueuePage>
  );
}
