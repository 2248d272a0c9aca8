import { formatDate, formatMoney } from "@ipf/shared/format";
import type { TransactionStatus } from "@ipf/shared/schemas/payments";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { paymentsApi, type Transaction } from "../../api/payments";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { Dialog } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { Icon, type IconName } from "../../ui/Icon";
import { useLoad } from "../../ui/useLoad";
import { useDialogSubmit } from "../locker/RequestDialogs";
import { Pager } from "../../ui/Pager";
import { saveFile } from "../../ui/saveFile";

const PER_PAGE = 10;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Transaction>();
const NO_ROWS: Transaction[] = [];

function InvoiceDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { busy, text, run } = useDialogSubmit(onClose);
  return (
    <Dialog open onClose={onClose} title={t("transactions.invoiceTitle", { package: transaction.package })}>
      <div className="form">
        {text !== null && <FormAlert>{text}</FormAlert>}
        <p>{t("transactions.invoiceText")}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("common.close")}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                saveFile(await paymentsApi.invoice(transaction._id, lang), `invoice-${transaction.package}.pdf`);
                return "";
              })
            }
          >
            <Icon name="invoice" />
            {t("transactions.download")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** A cell read left to right on every page (dates, codes, amounts), on one line unless told otherwise. */
function LtrCell({ text, className = "nowrap" }: { text: string; className?: string }) {
  return (
    <span dir="ltr" className={className}>
      {text}
    </span>
  );
}

const STATUS_BADGES: Record<TransactionStatus, { className: string; icon: IconName }> = {
  pending: { className: "badge badge-accent", icon: "clock" },
  complete: { className: "badge badge-success", icon: "check" },
  cancelled: { className: "badge", icon: "close" },
  expired: { className: "badge", icon: "clock" },
};

/** Closed without being charged: the row says so, and its amount is struck through. */
const notCharged = (status: TransactionStatus) => status === "cancelled" || status === "expired";

/** Each column's header, also written above its value where a phone shows a transaction as a card. */
const LABELS = {
  actions: "transactions.actions",
  createdAt: "transactions.date",
  trackNumber: "transactions.trackNumber",
  paymentId: "transactions.transactionId",
  type: "transactions.paymentType",
  status: "transactions.status",
  amount: "transactions.amount",
} as const;
type ColumnId = keyof typeof LABELS;

/**
 * Transactions: Actions, Date, Track Number, Transaction Id, Payment Type,
 * Status (pending, complete, cancelled or expired: a closed payment never
 * reads as pending), Amount in the currency charged, paged by the server;
 * the Bill button works for complete ones only. On a phone each row is a
 * card with every field labelled, nothing scrolled away.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText } = useMessages();
  const [page, setPage] = useState(0);
  const [invoice, setInvoice] = useState<Transaction | null>(null);
  const list = useLoad((signal) => paymentsApi.transactions(page, PER_PAGE, signal), [page]);

  const columns = useMemo(() => {
    return helper.columns([
      helper.display({
        id: "actions",
        header: () => t(LABELS.actions),
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={row.original.status !== "complete"}
            onClick={() => setInvoice(row.original)}
          >
            <Icon name="invoice" />
            {t("transactions.bill")}
          </button>
        ),
      }),
      helper.accessor("createdAt", {
        header: () => t(LABELS.createdAt),
        cell: (info) => <LtrCell text={formatDate(info.getValue())} />,
      }),
      // The sender's track number, as the column says (the parcel code is not a track number).
      helper.accessor("trackNumber", {
        header: () => t(LABELS.trackNumber),
        cell: (info) => <LtrCell text={info.getValue()} />,
      }),
      helper.accessor("paymentId", {
        header: () => t(LABELS.paymentId),
        cell: (info) => <LtrCell text={info.getValue()} className="mono" />,
      }),
      helper.accessor("type", {
        header: () => t(LABELS.type),
        cell: (info) => t(`transactions.types.${info.getValue()}`),
      }),
      helper.accessor("status", {
        header: () => t(LABELS.status),
        cell: (info) => {
          const badge = STATUS_BADGES[info.getValue()];
          return (
            <span className={badge.className}>
              <Icon name={badge.icon} />
              {t(`transactions.statuses.${info.getValue()}`)}
            </span>
          );
        },
      }),
      helper.accessor("amount", {
        header: () => t(LABELS.amount),
        // Card and bitcoin payments are in dollars, offline ones in euros (at the day's rate):
        // each amount carries its own sign, so a euro amount never reads as dollars.
        cell: (info) => {
          const { refund, currency } = info.row.original;
          return (
            <>
              <LtrCell
                text={formatMoney(info.getValue(), currency, lang)}
                className={notCharged(info.row.original.status) ? "nowrap not-charged" : "nowrap"}
              />
              {/* An approved claim's money back, under what was paid. */}
              {refund && (
                <span className="transaction-refund" data-testid="transaction-refund">
                  {t("claims.refundLine", { amount: formatMoney(refund.amount, currency, lang) })}{" "}
                  {t(`claims.refund.${refund.state}`)}
                </span>
              )}
            </>
          );
        },
      }),
    ]);
  }, [lang, t]);

  const data = list.data?.transactions ?? NO_ROWS;
  const table = useTable({ features, columns, data });
  const pages = Math.max(1, list.data?.pageCount ?? 1);

  return (
    <section className="container locker" aria-labelledby="transactions-title">
      <h1 id="transactions-title">{t("pages.transactions")}</h1>
      <p className="lead">{t("transactions.lead")}</p>
      {data.some((transaction) => notCharged(transaction.status)) && (
        <p className="field-hint">{t("transactions.notCharged")}</p>
      )}
      {list.state === "failed" && <FormAlert>{`${t("transactions.unavailable")} ${errorText(list.error)}`}</FormAlert>}
      <div className="table-scroll card table-card">
        <table className="data-table transactions-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={notCharged(row.original.status) ? "transaction-closed" : undefined}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`transaction-${cell.column.id}`}>
                    {/* The column's name above the value where a phone shows the row as a card; the header says it otherwise. */}
                    {cell.column.id !== "actions" && (
                      <span className="cell-label" aria-hidden="true">
                        {t(LABELS[cell.column.id as ColumnId])}
                      </span>
                    )}
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {list.state === "ready" && data.length === 0 && <p className="empty-note">{t("transactions.empty")}</p>}
      </div>
      <Pager page={page} pages={pages} onPage={setPage} />
      {invoice && <InvoiceDialog transaction={invoice} onClose={() => setInvoice(null)} />}
    </section>
  );
}

export { TransactionsPage as Component };
