import { HTMLTable } from "@blueprintjs/core";
import { countryName } from "@ipf/shared/data/countries";
import type { StaffTransactionView } from "@ipf/shared/schemas/payments";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ActionDialog } from "../../ui/ActionDialog";
import { formatDateTime } from "../../ui/format";
import { saveFile } from "../../ui/save-file";
import { toast } from "../../ui/toaster";
import { amountOf, usePaymentParcel } from "./PaymentDialogs";

/**
 * The Bill dialog of a complete transaction: the invoice as it reads in
 * English (number IPF + YYMMDD + the payment id's last 3 characters, one line
 * of quantity 1) and its A4 PDF, made by the API in the customer's language.
 */
export function BillDialog({ payment, onClose }: { payment: StaffTransactionView; onClose: () => void }) {
  const { api } = useSession();
  const { t } = useTranslation();
  const parcel = usePaymentParcel(payment.parcel.packageId);
  const number = payment.invoiceNumber ?? "—";
  const shipped = parcel.status === "ready" ? parcel.parcel : null;
  // As the PDF words it: the country of the parcel's own warehouse, and its destination.
  const route = shipped?.shippingAddress
    ? t("payments.bill.route", {
        origin: countryName(shipped.warehouse.country, "en"),
        destination: countryName(shipped.shippingAddress.country, "en"),
      })
    : null;

  return (
    <ActionDialog
      isOpen
      title={t("payments.bill.title", { number })}
      icon="document"
      action={t("payments.bill.download")}
      onClose={onClose}
      width={680}
      onSubmit={async () => {
        saveFile(await api.invoicePdf(payment._id), `${number}.pdf`);
        toast(t("payments.bill.downloaded"));
      }}
    >
      <div className="ipf-bill" aria-label={t("payments.invoice")}>
        <div className="ipf-bill-head">
          <dl className="ipf-payment-facts">
            <dt>{t("payments.bill.number")}</dt>
            <dd>
              <code className="ipf-code" data-testid="invoice-number">
                {number}
              </code>
            </dd>
            <dt>{t("payments.bill.date")}</dt>
            <dd>{formatDateTime(payment.completedAt)}</dd>
          </dl>
          <dl className="ipf-payment-facts">
            <dt>{t("payments.bill.billedTo")}</dt>
            <dd>
              {payment.user.fullName}
              <br />
              <span className="ipf-break">{payment.user.email}</span>
              <br />
              <code className="ipf-code">{payment.user.addressHash}</code>
            </dd>
          </dl>
        </div>
        <HTMLTable compact aria-label={t("payments.bill.item")}>
          <thead>
            <tr>
              <th>{t("payments.bill.item")}</th>
              <th className="ipf-amount">{t("payments.bill.quantity")}</th>
              <th className="ipf-amount">{t("payments.bill.price")}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {t("payments.bill.line", { code: payment.parcel.packageId })}
                {route ? ` ${route}` : ""}
                <div className="bp6-text-muted">
                  {t("payments.bill.paidWith", { method: t(`payments.methods.${payment.type}`) })}
                </div>
              </td>
              <td className="ipf-amount">1</td>
              <td className="ipf-amount">{amountOf(payment)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={2}>{t("payments.bill.total")}</th>
              <th className="ipf-amount">{amountOf(payment)}</th>
            </tr>
          </tfoot>
        </HTMLTable>
      </div>
    </ActionDialog>
  );
}
