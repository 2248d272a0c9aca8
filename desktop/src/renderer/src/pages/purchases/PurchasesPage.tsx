import { Tag, type Intent } from "@blueprintjs/core";
import {
  PURCHASE_TABS,
  PURCHASES_STAFF_EVENT,
  type PurchaseState,
  type PurchaseTab,
} from "@ipf/shared/rules/purchases";
import type { StaffPurchase } from "@ipf/shared/schemas/purchases";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { actionsColumn, customerColumns, ParcelLink, suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { formatDate, formatDateTime, formatEuros } from "../../ui/format";
import { saveFile } from "../../ui/save-file";
import { toast } from "../../ui/toaster";
import { UserText } from "../../ui/UserText";
import { QuoteDialog } from "./QuoteDialog";
import { RecordDialog } from "./RecordDialog";
import { rowActions, type FeeTerms } from "./rules";
import { CloseDialog, TrackDialog } from "./TrackDialog";
import "./purchases.css";

const LIVE_EVENTS = [PURCHASES_STAFF_EVENT];

type Opened = { kind: "quote" | "record" | "track" | "close"; purchase: StaffPurchase };

const STATE_INTENT: Partial<Record<PurchaseState, Intent>> = {
  sent: "primary",
  paid: "warning",
  awaiting_customer: "warning",
  ordered: "primary",
  shipped: "primary",
  arrived: "success",
  closed: "success",
  expired: "danger",
  declined: "danger",
  cancelled: "none",
};

/** The dialog a click on the row opens: the work its state waits for. */
function mainWork(state: PurchaseState): Opened["kind"] | null {
  const may = rowActions(state);
  return may.quote ? "quote" : may.record ? "record" : may.track ? "track" : null;
}

/**
 * purchases: what customers asked us to buy for them. Staff quote a sent
 * request, buy a paid one and record the purchase (receipt, outcomes; the
 * refunds follow), add the shop's tracking when it ships later, or close a
 * request that ends without a parcel. The tabs count their requests; live
 * events reload the queue when a request changes anywhere.
 */
export function PurchasesPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  // The fee's settings a new quote is priced with, as the queue's last answer carried them.
  const [terms, setTerms] = useState<FeeTerms | null>(null);
  // Every tab's count comes with each page: the other tabs read the last answer's.
  const counted = useRef<{ q: string | undefined; counts: Partial<Record<PurchaseTab, number>> }>({
    q: undefined,
    counts: {},
  });
  const queue = useQueue<StaffPurchase, PurchaseTab, Opened>({
    tabs: PURCHASE_TABS,
    events: LIVE_EVENTS,
    fetch: async (tab, request) => {
      const answer = await api.purchaseQueue(request, tab);
      counted.current = { q: request.query, counts: answer.counts };
      setTerms(answer.terms);
      return answerPage(answer, "purchases", "count");
    },
    count: async (tab) => counted.current.counts[tab] ?? 0,
  });
  const { list, opened } = queue;
  const open = (kind: Opened["kind"], purchase: StaffPurchase) => queue.open({ kind, purchase });

  const receipt = async (row: StaffPurchase) => {
    try {
      const answer = await api.purchaseReceipt(row._id);
      const bytes = Uint8Array.from(atob(answer.document), (char) => char.charCodeAt(0));
      const extension = answer.contentType === "application/pdf" ? "pdf" : "webp";
      saveFile(new Blob([bytes], { type: answer.contentType }), `receipt-${row.reference}.${extension}`);
      toast(t("purchases.queue.receiptSaved"));
    } catch (error) {
      toast(error instanceof ApiError ? error.message || errorMessage(error.code) : String(error), "danger");
    }
  };

  const columns = useMemo<ColumnDef<StaffPurchase, unknown>[]>(
    () => [
      {
        id: "request",
        header: t("purchases.queue.columns.request"),
        cell: ({ row }) => (
          <div className="ipf-purchase-stack">
            <code className="ipf-code">{row.original.reference}</code>
            <span className="ipf-purchase-sub" title={formatDateTime(row.original.sentAt ?? row.original.createdAt)}>
              {t("purchases.queue.sentAt", { date: formatDate(row.original.sentAt ?? row.original.createdAt) })}
            </span>
          </div>
        ),
        meta: { width: "12%", nowrap: true },
      },
      ...customerColumns<StaffPurchase>((row) => row.user, { name: "11%", code: "7%" }),
      {
        id: "items",
        header: t("purchases.queue.columns.items"),
        cell: ({ row }) => {
          const [first] = row.original.items;
          const more = row.original.items.length - 1;
          const shops = [...new Set(row.original.items.map((item) => item.shopName).filter(Boolean))].join(", ");
          return (
            <div className="ipf-purchase-stack">
              <span className="ipf-ellipsis" title={row.original.items.map((item) => item.name).join("\n")}>
                {first ? <UserText>{first.name}</UserText> : null}
                {more > 0 ? ` ${t("purchases.queue.more", { count: more })}` : ""}
              </span>
              <span className="ipf-purchase-sub">
                {t("purchases.queue.itemCount", { count: row.original.items.length })}
                {shops ? ` · ${shops}` : ""} · {row.original.warehouseName}
              </span>
            </div>
          );
        },
        meta: { width: "18%" },
      },
      {
        id: "amount",
        header: t("purchases.queue.columns.amount"),
        cell: ({ row }) => (
          <div className="ipf-purchase-stack">
            <span>{formatEuros(row.original.total)}</span>
            {row.original.paid > 0 ? (
              <span className="ipf-purchase-sub">
                {t("purchases.queue.paidOf", { amount: formatEuros(row.original.paid) })}
              </span>
            ) : null}
            {row.original.refunded > 0 ? (
              <span className="ipf-purchase-sub">
                {t("purchases.queue.refundedOf", { amount: formatEuros(row.original.refunded) })}
              </span>
            ) : null}
          </div>
        ),
        meta: { width: "11%", nowrap: true },
      },
      {
        id: "state",
        header: t("purchases.queue.columns.state"),
        cell: ({ row }) => (
          <div className="ipf-purchase-stack">
            <Tag minimal intent={STATE_INTENT[row.original.state] ?? "none"}>
              {t(`purchases.states.${row.original.state}`)}
            </Tag>
            {row.original.state === "quoted" && row.original.quoteValidUntil ? (
              <span className="ipf-purchase-sub" title={formatDateTime(row.original.quoteValidUntil)}>
                {t("purchases.queue.validUntil", { date: formatDate(row.original.quoteValidUntil) })}
              </span>
            ) : null}
          </div>
        ),
        meta: { width: "12%", nowrap: true },
      },
      {
        id: "follow",
        header: t("purchases.queue.columns.follow"),
        cell: ({ row }) => (
          <div className="ipf-purchase-stack">
            <span className="ipf-ellipsis" title={row.original.orderNumber ?? ""}>
              {row.original.orderNumber ? t("purchases.queue.order", { number: row.original.orderNumber }) : "—"}
            </span>
            {row.original.packageId ? (
              <ParcelLink code={row.original.packageId} />
            ) : row.original.trackNumber ? (
              <code className="ipf-code ipf-ellipsis" title={row.original.trackNumber}>
                {row.original.trackNumber}
              </code>
            ) : null}
          </div>
        ),
        meta: { width: "14%" },
      },
      actionsColumn(
        t("purchases.queue.columns.actions"),
        (row) => {
          const may = rowActions(row.state);
          return [
            may.quote && {
              icon: "dollar",
              intent: "primary",
              text: t("purchases.queue.quote"),
              onClick: () => open("quote", row),
            },
            may.record && {
              icon: "shopping-cart",
              intent: "primary",
              text: t("purchases.queue.record"),
              onClick: () => open("record", row),
            },
            may.track && { icon: "truck", text: t("purchases.queue.track"), onClick: () => open("track", row) },
            row.hasReceipt && {
              icon: "document",
              iconOnly: true,
              text: t("purchases.queue.receipt"),
              onClick: () => void receipt(row),
            },
            may.close && {
              icon: "disable",
              danger: true,
              text: t("purchases.queue.close"),
              onClick: () => open("close", row),
            },
          ];
        },
        { width: "15%", nowrap: true },
      ),
    ],
    // queue.open is a state setter: the same on every render.
    [t, api],
  );

  const dialog = { onClose: queue.close, onDone: queue.done, onStale: queue.dialog.onStale };
  return (
    <QueuePage
      queue={queue}
      icon="shopping-cart"
      title={t("areas.purchases")}
      tabTitle={(id) => t(`purchases.queue.tabs.${id}`)}
      search={t("purchases.queue.search")}
      columns={columns}
      onOpen={(row) => {
        const kind = mainWork(row.state);
        if (kind) open(kind, row);
      }}
      label={t("purchases.queue.label")}
      empty={{
        icon: "tick-circle",
        title: t(`purchases.queue.empty.${list.params.tab}`),
        description: t("purchases.queue.empty.description"),
      }}
      rowClass={suspiciousRow}
    >
      {opened?.kind === "quote" ? (
        <QuoteDialog key={opened.purchase._id} purchase={opened.purchase} terms={terms} {...dialog} />
      ) : opened?.kind === "record" ? (
        <RecordDialog key={opened.purchase._id} purchase={opened.purchase} {...dialog} />
      ) : opened?.kind === "track" ? (
        <TrackDialog key={opened.purchase._id} purchase={opened.purchase} {...dialog} />
      ) : opened?.kind === "close" ? (
        <CloseDialog key={opened.purchase._id} purchase={opened.purchase} {...dialog} />
      ) : null}
    </QueuePage>
  );
}
