import { formatDate, formatMoney } from "@ipf/shared/format";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { paymentsApi, type Transaction } from "../../api/payments";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { Dialog } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { useLoad } from "../../ui/useLoad";
import { useDialogSubmit } from "../locker/RequestDialogs";

const PER_PAGE = 10;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Transaction>();
const NO_ROWS: Transaction[] = [];

/** Saves a Blob under a name, the way a download link would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function InvoiceDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { t } = useTranslation();
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
                saveFile(await paymentsApi.invoice(transaction._id), `invoice-${transaction.package}.pdf`);
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

/**
 * Transactions: Actions, Date, Track Number, Transaction Id, Payment Type,
 * Status, Amount ($, two decimals), paged by the server; the Bill button
 * works for complete ones only.
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
        header: () => t("transactions.actions"),
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={!row.original.complete}
            onClick={() => setInvoice(row.original)}
          >
            <Icon name="invoice" />
            {t("transactions.bill")}
          </button>
        ),
      }),
      helper.accessor("createdAt", {
        header: () => t("transactions.date"),
        cell: (info) => <LtrCell text={formatDate(info.getValue())} />,
      }),
      // The sender's track number, as the column says (the parcel code is not a track number).
      helper.accessor("trackNumber", {
        header: () => t("transactions.trackNumber"),
        cell: (info) => <LtrCell text={info.getValue()} />,
      }),
      helper.accessor("paymentId", {
        header: () => t("transactions.transactionId"),
        cell: (info) => <LtrCell text={info.getValue()} className="mono" />,
      }),
      helper.accessor("type", {
        header: () => t("transactions.paymentType"),
        cell: (info) => t(`transactions.types.${info.getValue()}`),
      }),
      helper.accessor("complete", {
        header: () => t("transactions.status"),
        cell: (info) =>
          info.getValue() ? (
            <span className="badge badge-success">{t("transactions.complete")}</span>
          ) : (
            <span className="badge">{t("transactions.pending")}</span>
          ),
      }),
      helper.accessor("amount", {
        header: () => t("transactions.amount"),
        // Card and bitcoin payments are in dollars, offline ones in euros (at the day's rate):
        // each amount carries its own sign, so a euro amount never reads as dollars.
        cell: (info) => <LtrCell text={formatMoney(info.getValue(), info.row.original.currency, lang)} />,
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
      {list.state === "failed" && <FormAlert>{`${t("transactions.unavailable")} ${errorText(list.error)}`}</FormAlert>}
      <div className="table-scroll card table-card">
        <table className="data-table">
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
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {list.state === "ready" && data.length === 0 && <p className="empty-note">{t("transactions.empty")}</p>}
      </div>
      {pages > 1 && (
        <nav className="pager" aria-label={t("transactions.page", { page: page + 1, pages })}>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {t("transactions.previous")}
          </button>
          <span>{t("transactions.page", { page: page + 1, pages })}</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t("transactions.next")}
          </button>
        </nav>
      )}
      {invoice && <InvoiceDialog transaction={invoice} onClose={() => setInvoice(null)} />}
    </section>
  );
}

export { TransactionsPage as Component };
