import { Button, Tooltip } from "@blueprintjs/core";
import { PAYMENT_STAFF_EVENTS, type StaffTransactionView } from "@ipf/shared/schemas/payments";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { PendingKind } from "../../api/payments";
import { useSession, useStaff } from "../../session";
import { dateColumn } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { CustomerCode, CustomerName } from "../../ui/CustomerCell";
import { amountOf, PaymentDetailsDialog, paymentUser, SettlePaymentDialog } from "./PaymentDialogs";
import { canCancel, canSettle } from "./rules";
import "./payments.css";

const TABS = ["pending"] as const;
type Opened = { kind: "details" | "confirm" | "cancel"; payment: StaffTransactionView };

/**
 * Pending bitcoin or offline payments: newest first, searched by track number
 * (and package, payment id, e-mail, code); staff allowed confirm (the parcel
 * becomes paid) or cancel. The list follows the live events, so a customer's
 * new payment shows at once; a dialog left open keeps its payment while the
 * rows change underneath.
 */
function PendingPaymentsPage({ kind }: { kind: PendingKind }) {
  const { api } = useSession();
  const staff = useStaff();
  const { t } = useTranslation();
  const offline = kind === "offline";
  const settle = canSettle(staff.groupId, kind);
  const queue = useQueue<StaffTransactionView, "pending", Opened>({
    tabs: TABS,
    events: [PAYMENT_STAFF_EVENTS[kind]],
    fetch: async (_tab, { page, perPage, query }) =>
      answerPage(await api.pendingPayments(kind, { page, perPage, query }), "transactions", "requestCount"),
  });
  const { opened, open, close, dialog } = queue;

  const columns = useMemo<ColumnDef<StaffTransactionView, unknown>[]>(() => {
    const all: (ColumnDef<StaffTransactionView, unknown> | false)[] = [
      offline && {
        id: "username",
        header: t("payments.columns.username"),
        cell: ({ row }) => <CustomerName user={paymentUser(row.original)} />,
        meta: { width: "14%" },
      },
      {
        id: "email",
        header: t("payments.columns.email"),
        cell: ({ row }) => <span className="ipf-break">{row.original.user.email}</span>,
        meta: { width: offline ? "16%" : "28%" },
      },
      {
        id: "userHash",
        header: t("payments.columns.userHash"),
        cell: ({ row }) => <CustomerCode user={paymentUser(row.original)} />,
        meta: { width: offline ? "9%" : "11%", nowrap: true },
      },
      offline && {
        id: "type",
        header: t("payments.columns.type"),
        cell: ({ row }) => (row.original.offlinePaymentType ?? "—").replaceAll("_", " "),
        meta: { width: "10%" },
      },
      dateColumn("date", t("payments.columns.date"), (row) => row.createdAt, offline ? "14%" : "17%"),
      {
        id: "amount",
        header: t(offline ? "payments.columns.amountEur" : "payments.columns.amountUsd"),
        cell: ({ row }) => <span className="ipf-amount">{amountOf(row.original)}</span>,
        meta: { width: offline ? "12%" : "14%", nowrap: true },
      },
      {
        id: "actions",
        header: t("payments.columns.actions"),
        cell: ({ row }) => (
          <div className="ipf-row-actions">
            <Tooltip content={t("payments.details")} compact>
              <Button
                size="small"
                icon="eye-open"
                aria-label={t("payments.details")}
                onClick={() => open({ kind: "details", payment: row.original })}
              />
            </Tooltip>
            {settle ? (
              <Button
                size="small"
                intent="success"
                icon="tick"
                text={t("payments.confirm")}
                onClick={() => open({ kind: "confirm", payment: row.original })}
              />
            ) : null}
            {canCancel(staff.groupId, kind, row.original) ? (
              <Button
                size="small"
                intent="danger"
                variant="minimal"
                icon="cross"
                text={t("payments.cancel")}
                onClick={() => open({ kind: "cancel", payment: row.original })}
              />
            ) : null}
          </div>
        ),
        meta: { width: offline ? "25%" : "30%", nowrap: true },
      },
    ];
    return all.filter((column): column is ColumnDef<StaffTransactionView, unknown> => column !== false);
  }, [t, offline, settle, staff.groupId, kind]);

  return (
    <QueuePage
      queue={queue}
      icon={offline ? "bank-account" : "credit-card"}
      title={t(offline ? "areas.offlinePayments" : "areas.bitcoinPayments")}
      search={t("payments.search")}
      columns={columns}
      onOpen={(payment) => open({ kind: "details", payment })}
      label={t(offline ? "payments.pending.offlineLabel" : "payments.pending.bitcoinLabel")}
      empty={{
        icon: offline ? "bank-account" : "credit-card",
        title: t(offline ? "payments.pending.emptyOffline" : "payments.pending.emptyBitcoin"),
        description: t("payments.pending.emptyDescription"),
      }}
    >
      {opened?.kind === "details" ? (
        <PaymentDetailsDialog
          payment={opened.payment}
          settle={canCancel(staff.groupId, kind, opened.payment)}
          onConfirm={() => open({ kind: "confirm", payment: opened.payment })}
          onCancel={() => open({ kind: "cancel", payment: opened.payment })}
          onClose={close}
        />
      ) : null}
      {opened?.kind === "confirm" || opened?.kind === "cancel" ? (
        <SettlePaymentDialog step={opened.kind} kind={kind} payment={opened.payment} {...dialog} />
      ) : null}
    </QueuePage>
  );
}

export function OfflinePaymentsPage() {
  return <PendingPaymentsPage kind="offline" />;
}

export function BitcoinPaymentsPage() {
  return <PendingPaymentsPage kind="bitcoin" />;
}
