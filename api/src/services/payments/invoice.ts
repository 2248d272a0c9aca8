/** The invoice of a complete transaction, as a PDF (409 for any other). */
import { countryByIso2 } from "@ipf/shared/data/countries";
import { invoiceLineText, invoiceNumber, storageFeeLineText } from "@ipf/shared/rules/invoice";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import type { InvoiceData } from "../../invoices/invoice-pdf.js";
import type { ShippingAddressRow } from "../parcels/rows.js";
import type { Scope } from "../work.js";
import { transactionDetails } from "./lists.js";
import type { TransactionListRow } from "./rows.js";

const MESSAGES = {
  notFound: "Transaction not found.",
  notComplete: "The invoice is available once the payment is complete.",
} as const;

const METHODS: Record<TransactionListRow["type"], (row: TransactionListRow) => string> = {
  card: () => "Credit card",
  bitcoin: () => "Bitcoin",
  offline: (row) => (row.offline_payment_type ? `Offline (${row.offline_payment_type})` : "Offline"),
};

const countryName = (iso2: string) => countryByIso2(iso2)?.names.en ?? iso2;

export interface Invoice {
  number: string;
  pdf: Buffer;
}

/** `customerId` scopes the look-up: another customer's transaction is a 404. */
export async function invoiceFor(scope: Scope, transactionId: string, customerId?: string): Promise<Invoice> {
  const row = await transactionDetails(scope, transactionId, customerId);
  if (!row) throw NotFoundError(MESSAGES.notFound);
  if (row.state !== "complete" || !row.completed_at) throw ConflictError("NOT_COMPLETE", MESSAGES.notComplete);
  const address = (await scope.db("parcel_shipping_addresses").where({ parcel_id: row.parcel_id }).first()) as
    ShippingAddressRow | undefined;
  const number = invoiceNumber(row.completed_at, row.payment_id);
  const destination = address ? countryName(address.country) : "";
  const data: InvoiceData = {
    number,
    paidAt: row.completed_at,
    paymentId: row.payment_id,
    paymentMethod: METHODS[row.type](row),
    company: scope.deps.config.invoiceCompany,
    customer: { name: `${row.first_name} ${row.last_name}`, email: row.email, code: row.address_code },
    shipTo: address
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
    items: [
      { text: invoiceLineText(row.parcel_code, destination), amountCents: row.amount_cents - row.storage_fee_cents },
      ...(row.storage_fee_cents
        ? [{ text: storageFeeLineText(row.parcel_code, row.storage_fee_days), amountCents: row.storage_fee_cents }]
        : []),
    ],
    eurRate: row.eur_rate === null ? null : Number(row.eur_rate),
  };
  // PDFKit and its fonts load on the first invoice asked for, not at every start (about 30 MB).
  const { renderInvoicePdf } = await import("../../invoices/invoice-pdf.js");
  return { number, pdf: await renderInvoicePdf(data) };
}
