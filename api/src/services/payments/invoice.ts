/** The invoice of a complete transaction, as a PDF (409 for any other). */
import type { Language } from "@ipf/shared";
import { countryName } from "@ipf/shared/data/countries";
import { formatMoneyCents } from "@ipf/shared/format";
import { invoiceLanguage, invoiceNumber } from "@ipf/shared/rules/invoice";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import type { InvoiceData } from "../../invoices/invoice-pdf.js";
import { INVOICE_TEXTS } from "../../invoices/texts.js";
import type { ShippingAddressRow } from "../parcels/rows.js";
import type { ReturnRow } from "../returns/rows.js";
import type { Scope } from "../work.js";
import { transactionDetails } from "./lists.js";
import { purchaseInvoice } from "../purchases/invoice.js";
import { chargedServiceLines } from "./service-fees.js";

const MESSAGES = {
  notFound: "Transaction not found.",
  notComplete: "The invoice is available once the payment is complete.",
} as const;

export interface Invoice {
  number: string;
  pdf: Buffer;
}

/**
 * `customerId` scopes the look-up: another customer's transaction is a 404.
 * `asked`: the languages the request asks for, used when the account has none.
 */
export async function invoiceFor(
  scope: Scope,
  transactionId: string,
  asked: unknown[],
  customerId?: string,
): Promise<Invoice> {
  const row = await transactionDetails(scope, transactionId, customerId);
  if (!row) throw NotFoundError(MESSAGES.notFound);
  if (row.state !== "complete" || !row.completed_at) throw ConflictError("NOT_COMPLETE", MESSAGES.notComplete);
  // A purchase request's payment: the request's invoice (goods, delivery, tax, fee, refunds).
  const purchaseId = (row as { purchase_request_id?: string | null }).purchase_request_id;
  if (purchaseId) return purchaseInvoice(scope, purchaseId, row.customer_id, asked);
  const [address, origin, services] = await Promise.all([
    scope.db("parcel_shipping_addresses").where({ parcel_id: row.parcel_id }).first() as Promise<
      ShippingAddressRow | undefined
    >,
    // The parcel leaves from its own warehouse; the account's language writes the page.
    scope
      .db("parcels as p")
      .join("warehouses as w", "w.id", "p.warehouse_id")
      .join("customers as c", "c.id", "p.customer_id")
      .where("p.id", row.parcel_id)
      .first("w.country", "c.language") as Promise<{ country: string; language: Language | null }>,
    chargedServiceLines(scope, row),
  ]);
  // A return's fee goes to the shop's address, with its own lines.
  const ret = row.parcel_return_id
    ? ((await scope.db("parcel_returns").where({ id: row.parcel_return_id }).first()) as ReturnRow)
    : null;
  const language = invoiceLanguage(origin.language, ...asked);
  const t = INVOICE_TEXTS[language];
  const number = invoiceNumber(row.completed_at, row.payment_id);
  const destination = address ? countryName(address.country, language) : "";
  const method = t.methods[row.type];
  const data: InvoiceData = {
    language,
    number,
    paidAt: row.completed_at,
    paymentId: row.payment_id,
    paymentMethod: row.offline_payment_type ? `${method} (${row.offline_payment_type})` : method,
    company: scope.deps.config.invoiceCompany,
    customer: { name: `${row.first_name} ${row.last_name}`, email: row.email, code: row.address_code },
    shipTo: ret
      ? {
          name: ret.shop_name,
          lines: [
            ret.address_line_one,
            ret.address_line_two,
            `${ret.city} ${ret.zip}`,
            countryName(ret.country, language),
          ].filter((line) => line.trim() !== ""),
        }
      : address
        ? {
            name: address.name,
            lines: [
              address.address_line_one,
              address.address_line_two,
              `${address.city} ${address.zip}`,
              destination,
            ].filter((line) => line.trim() !== ""),
          }
        : null,
    currency: row.currency,
    items: ret
      ? [
          { text: t.returnFee(row.parcel_code), amountCents: ret.fee_cents },
          ...(ret.label_cents
            ? [
                {
                  text: t.returnLabel(row.parcel_code, countryName(ret.country, language)),
                  amountCents: ret.label_cents,
                },
              ]
            : []),
        ]
      : [
          {
            text: t.shipping(row.parcel_code, countryName(origin.country, language), destination),
            amountCents:
              row.amount_cents +
              row.credit_cents -
              row.storage_fee_cents -
              row.service_fee_cents -
              row.insurance_premium_cents,
          },
          ...(row.storage_fee_cents
            ? [{ text: t.storageFee(row.parcel_code, row.storage_fee_days), amountCents: row.storage_fee_cents }]
            : []),
          ...services.map((line) => ({
            text: t.serviceFee(row.parcel_code, line.name[language]),
            amountCents: line.cents,
          })),
          ...(row.insurance_cover_cents !== null
            ? [
                {
                  text: t.insurance(
                    row.parcel_code,
                    formatMoneyCents(row.insurance_cover_cents, row.currency, language),
                  ),
                  amountCents: row.insurance_premium_cents,
                },
              ]
            : []),
          ...(row.credit_cents ? [{ text: t.credit, amountCents: -row.credit_cents }] : []),
        ],
    eurRate: row.eur_rate === null ? null : Number(row.eur_rate),
    refund:
      row.refund_cents !== null && (row.refund_state === "refunded" || row.refund_state === "credited")
        ? {
            amountCents: row.refund_cents,
            credited: row.refund_state === "credited",
            at: row.refunded_at ?? row.completed_at,
          }
        : null,
  };
  // PDFKit and its fonts load on the first invoice asked for, not at every start (about 30 MB).
  const { renderInvoicePdf } = await import("../../invoices/invoice-pdf.js");
  return { number, pdf: await renderInvoicePdf(data) };
}
