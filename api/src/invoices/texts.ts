/**
 * The invoice's words in each language the site speaks, as the e-mails keep
 * theirs: the labels of the page and the line items. Country names come from
 * the shared country data (`countryName`), amounts and days from the shared
 * formats.
 *
 * Every value set into a sentence is isolated (its own direction, reordering
 * nothing around it): after an Arabic word, "2026-03-07" would otherwise draw
 * as "07-03-2026" and "€31.50" as "31.50€", and a typed value cannot reorder
 * the sentence it sits in.
 */
import type { Language } from "@ipf/shared";
import { formatDays, formatNumber } from "@ipf/shared/format";
import { isolate } from "@ipf/shared/rules/bidi";
import { storageFeeLineText } from "@ipf/shared/rules/invoice";
import { returnFeeLineText } from "@ipf/shared/rules/returns";
import type { PaymentType } from "@ipf/shared/schemas/payments";

/** French puts a no-break space before a colon. */
const NBSP = "\u00a0";

export interface InvoiceTexts {
  title: string;
  number: string;
  date: string;
  method: string;
  paymentId: string;
  billTo: string;
  shipTo: string;
  customerCode: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  total: string;
  /** "Label: value" with the language's punctuation. */
  fact: (label: string, value: string) => string;
  vat: (number: string) => string;
  paid: (date: string) => string;
  rate: (rate: number) => string;
  thanks: (company: string, email: string) => string;
  /** The shipping line: the parcel, the country of the warehouse it leaves, its destination. */
  shipping: (parcelCode: string, origin: string, destination: string) => string;
  storageFee: (parcelCode: string, days: number) => string;
  /** A return to the shop: its fee, and the label we bought to the shop's country. */
  returnFee: (parcelCode: string) => string;
  returnLabel: (parcelCode: string, country: string) => string;
  /** The insurance line, with its cover written in the payment's currency. */
  insurance: (parcelCode: string, cover: string) => string;
  /** The account credit the payment used (a negative line). */
  credit: string;
  /** An approved claim's money back, under the total. */
  refunded: (amount: string, date: string) => string;
  credited: (amount: string, date: string) => string;
  /** A service's fee: its name in the invoice's language. */
  serviceFee: (parcelCode: string, service: string) => string;
  methods: Record<PaymentType, string>;
}

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  ar: {
    title: "فاتورة",
    number: "رقم الفاتورة",
    date: "التاريخ",
    method: "طريقة الدفع",
    paymentId: "مرجع الدفع",
    billTo: "الفاتورة باسم",
    shipTo: "الشحن إلى",
    customerCode: "رمز العميل",
    description: "الوصف",
    quantity: "الكمية",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ",
    total: "الإجمالي",
    fact: (label, value) => `${label}: ${isolate(value)}`,
    vat: (number) => `رقم ضريبة القيمة المضافة: ${isolate(number)}`,
    paid: (date) => `دُفعت بتاريخ ${isolate(date)}`,
    rate: (rate) => `سعر الصرف: ${isolate(`1 USD = ${rate} EUR`)} (السعر المرجعي للبنك المركزي الأوروبي)`,
    thanks: (company, email) => `شكرًا لشحنك مع ${isolate(company)}. للاستفسار: ${isolate(email)}`,
    shipping: (code, origin, destination) =>
      `شحن الطرد رقم ${isolate(code)} — من: ${isolate(origin)} — الوجهة: ${isolate(destination)}`,
    storageFee: (code, days) =>
      `رسوم تخزين الطرد رقم ${isolate(code)}: ${formatDays(days, "ar")} بعد انتهاء التخزين المجاني`,
    returnFee: (code) => `إرجاع الطرد رقم ${isolate(code)} إلى المتجر`,
    returnLabel: (code, country) => `ملصق إرجاع الطرد رقم ${isolate(code)} — الوجهة: ${isolate(country)}`,
    insurance: (code, cover) => `تأمين الطرد رقم ${isolate(code)}: تغطية حتى ${isolate(cover)}`,
    credit: "رصيد الحساب",
    refunded: (amount, date) => `أُعيد ${isolate(amount)} إلى البطاقة بتاريخ ${isolate(date)} (مطالبة)`,
    credited: (amount, date) => `أُضيف ${isolate(amount)} رصيدًا إلى الحساب بتاريخ ${isolate(date)} (مطالبة)`,
    serviceFee: (code, service) => `خدمة «${service}» للطرد رقم ${isolate(code)}`,
    methods: { card: "بطاقة بنكية", bitcoin: "بيتكوين", offline: "دفع خارج الموقع" },
  },
  en: {
    title: "INVOICE",
    number: "Invoice No.",
    date: "Date",
    method: "Payment method",
    paymentId: "Payment ID",
    billTo: "Bill to",
    shipTo: "Ship to",
    customerCode: "Customer code",
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    total: "Total",
    fact: (label, value) => `${label}: ${isolate(value)}`,
    vat: (number) => `VAT ${isolate(number)}`,
    paid: (date) => `Paid on ${date}`,
    rate: (rate) => `Exchange rate: 1 USD = ${rate} EUR (ECB reference rate)`,
    thanks: (company, email) => `Thank you for shipping with ${isolate(company)}. Questions: ${isolate(email)}`,
    shipping: (code, origin, destination) =>
      `Forwarding Shipping N° ${code} Shipped from ${isolate(origin)} Destination: ${isolate(destination)}`,
    storageFee: storageFeeLineText,
    returnFee: returnFeeLineText,
    returnLabel: (code, country) => `Return label for parcel ${code} to ${isolate(country)}`,
    insurance: (code, cover) => `Insurance N° ${code}: covered up to ${isolate(cover)}`,
    credit: "Account credit",
    refunded: (amount, date) => `Refunded ${isolate(amount)} to the card on ${date} (claim)`,
    credited: (amount, date) => `Credited ${isolate(amount)} to the account on ${date} (claim)`,
    serviceFee: (code, service) => `${service} N° ${code}`,
    methods: { card: "Credit card", bitcoin: "Bitcoin", offline: "Offline" },
  },
  fr: {
    title: "FACTURE",
    number: "Facture n°",
    date: "Date",
    method: "Mode de paiement",
    paymentId: "Référence du paiement",
    billTo: "Facturé à",
    shipTo: "Livré à",
    customerCode: "Code client",
    description: "Désignation",
    quantity: "Qté",
    unitPrice: "Prix unitaire",
    amount: "Montant",
    total: "Total",
    fact: (label, value) => `${label}${NBSP}: ${isolate(value)}`,
    vat: (number) => `TVA ${isolate(number)}`,
    paid: (date) => `Payée le ${date}`,
    rate: (rate) =>
      `Taux de change${NBSP}: 1 USD = ${formatNumber(rate, "fr", { maxDecimals: 6 })} EUR (taux de référence de la BCE)`,
    thanks: (company, email) => `Merci d’expédier avec ${isolate(company)}. Questions${NBSP}: ${isolate(email)}`,
    shipping: (code, origin, destination) =>
      `Réexpédition du colis n° ${code} — Expédié depuis${NBSP}: ${isolate(origin)} — Destination${NBSP}: ${isolate(destination)}`,
    storageFee: (code, days) =>
      `Frais de stockage du colis n° ${code}${NBSP}: ${formatDays(days, "fr")} après la fin du stockage gratuit`,
    returnFee: (code) => `Retour du colis n° ${code} à la boutique`,
    returnLabel: (code, country) => `Étiquette de retour du colis n° ${code} — Destination${NBSP}: ${isolate(country)}`,
    insurance: (code, cover) => `Assurance du colis n° ${code}${NBSP}: couvert jusqu’à ${isolate(cover)}`,
    credit: "Avoir du compte",
    refunded: (amount, date) => `Remboursé ${isolate(amount)} sur la carte le ${date} (réclamation)`,
    credited: (amount, date) => `Avoir de ${isolate(amount)} ajouté au compte le ${date} (réclamation)`,
    serviceFee: (code, service) => `Service «${NBSP}${service}${NBSP}» du colis n° ${code}`,
    methods: { card: "Carte bancaire", bitcoin: "Bitcoin", offline: "Paiement hors ligne" },
  },
};
