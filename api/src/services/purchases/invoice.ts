/**
 * A purchase request's invoice, by the one invoice renderer: the goods
 * bought (each item at its quoted price), the shop's delivery, tax, our fee,
 * accepted price rises, the total paid, and what was refunded. Once paid.
 */
import type { Language } from "@ipf/shared";
import { invoiceLanguage, invoiceNumber } from "@ipf/shared/rules/invoice";
import { ConflictError } from "../../lib/errors.js";
import { renderInvoicePdf } from "../../invoices/invoice-pdf.js";
import { INVOICE_TEXTS } from "../../invoices/texts.js";
import type { Scope } from "../work.js";
import { referenceOf } from "./notify.js";
import { purchaseRecord } from "./read.js";

const LINES: Record<
  Language,
  {
    item: (name: string, quantity: number) => string;
    delivery: string;
    tax: string;
    fee: (r: string) => string;
    rise: (name: string) => string;
  }
> = {
  en: {
    item: (name, quantity) => `${name} × ${quantity}`,
    delivery: "Shop delivery to the warehouse",
    tax: "Tax charged by the shop",
    fee: (r) => `Buy-for-me service fee (${r})`,
    rise: (name) => `Price rise accepted: ${name}`,
  },
  ar: {
    item: (name, quantity) => `${name} × ${quantity}`,
    delivery: "توصيل المتجر إلى المستودع",
    tax: "ضريبة يفرضها المتجر",
    fee: (r) => `رسوم خدمة اشترِ لي (${r})`,
    rise: (name) => `زيادة سعر مقبولة: ${name}`,
  },
  fr: {
    item: (name, quantity) => `${name} × ${quantity}`,
    delivery: "Livraison de la boutique à l'entrepôt",
    tax: "Taxes facturées par la boutique",
    fee: (r) => `Frais du service Achat pour moi (${r})`,
    rise: (name) => `Hausse de prix acceptée : ${name}`,
  },
};

const NOT_PAID = "The invoice is available once the request is paid.";

export async function purchaseInvoice(
  scope: Scope,
  id: string,
  customerId: string,
  asked: unknown[],
): Promise<{ number: string; pdf: Buffer }> {
  const record = await purchaseRecord(scope, id, customerId);
  const { row } = record;
  const payments = (await scope
    .db("transactions")
    .where({ purchase_request_id: row.id, state: "complete" })
    .orderBy("completed_at")) as {
    payment_id: string;
    completed_at: Date;
    amount_cents: number;
    purchase_item_id: string | null;
  }[];
  const quotePayment = payments.find((payment) => payment.purchase_item_id === null);
  if (!quotePayment) throw ConflictError("NOT_COMPLETE", NOT_PAID);
  const customer = (await scope.db("customers").where({ id: customerId }).first()) as {
    first_name: string;
    last_name: string;
    email: string;
    address_code: string;
    language: Language | null;
  };
  const language = invoiceLanguage(customer.language, ...asked);
  const words = LINES[language];
  const reference = referenceOf(row);
  const quoted = record.items.filter(
    (item) => item.available && item.unit_price_cents !== null && item.unit_price_cents <= item.max_unit_price_cents,
  );
  const items = [
    ...quoted.map((item) => ({
      text: words.item([item.name, item.options].filter(Boolean).join(", "), item.quantity),
      amountCents: item.quantity * item.unit_price_cents!,
    })),
    ...(row.delivery_cents ? [{ text: words.delivery, amountCents: row.delivery_cents }] : []),
    ...(row.tax_cents ? [{ text: words.tax, amountCents: row.tax_cents }] : []),
    ...(row.fee_cents ? [{ text: words.fee(reference), amountCents: row.fee_cents }] : []),
    ...payments
      .filter((payment) => payment.purchase_item_id !== null)
      .map((payment) => ({
        text: words.rise(record.items.find((item) => item.id === payment.purchase_item_id)?.name ?? ""),
        amountCents: payment.amount_cents,
      })),
  ];
  const refunded = record.refunds.reduce((sum, refund) => sum + refund.amount_cents, 0);
  const last = record.refunds.at(-1);
  const number = invoiceNumber(quotePayment.completed_at, quotePayment.payment_id);
  const pdf = await renderInvoicePdf({
    language,
    number,
    paidAt: quotePayment.completed_at,
    paymentId: quotePayment.payment_id,
    paymentMethod: INVOICE_TEXTS[language].methods.card,
    company: scope.deps.config.invoiceCompany,
    customer: {
      name: `${customer.first_name} ${customer.last_name}`,
      email: customer.email,
      code: customer.address_code,
    },
    shipTo: { name: reference, lines: [record.warehouseName] },
    currency: "EUR",
    items,
    eurRate: null,
    refund: refunded > 0 && last ? { amountCents: refunded, credited: false, at: last.created_at } : null,
  });
  return { number, pdf };
}
