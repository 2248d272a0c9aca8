/**
 * Telling people about payments, always after the change commits: the
 * customer (notification, live event, e-mail) and the back office (its
 * pending bitcoin and offline lists).
 */
import type { Language } from "@ipf/shared";
import { formatMoneyCents } from "@ipf/shared/format";
import { invoiceNumber } from "@ipf/shared/rules/invoice";
import {
  PAYMENT_CUSTOMER_EVENT,
  PAYMENT_STAFF_EVENTS,
  type PaymentCompletedEventData,
  type PaymentListEventData,
} from "@ipf/shared/schemas/payments";
import { siteLink } from "../../lib/public-origin.js";
import { paymentCompleteMail } from "../../mails/payment-complete.js";
import { paymentPendingMail } from "../../mails/payment-pending.js";
import { fillIn, mailRecipient, notifyOfParcel, type MailRecipient, type NoticeTexts } from "../notifications.js";
import { raiseSystemAlert, settleSystemAlerts } from "../parcels/alerts.js";
import type { ParcelRow } from "../parcels/rows.js";
import type { Work } from "../work.js";
import type { TransactionRow } from "./rows.js";

const NOTICES: Record<"paid" | "cancelled", NoticeTexts> = {
  paid: {
    title: { en: "Payment received", ar: "تم استلام الدفع", fr: "Paiement reçu" },
    text: {
      en: "We received your payment for {code}; it is now awaiting shipping.",
      ar: "استلمنا دفعتك للطرد {code}؛ وهو الآن بانتظار الشحن.",
      fr: "Nous avons reçu votre paiement pour {code} ; il attend maintenant son expédition.",
    },
  },
  cancelled: {
    title: { en: "Payment cancelled", ar: "تم إلغاء الدفع", fr: "Paiement annulé" },
    text: {
      en: "Our team cancelled the payment request for {code}; you can choose how to pay again.",
      ar: "ألغى فريقنا طلب الدفع للطرد {code}؛ يمكنك اختيار طريقة الدفع من جديد.",
      fr: "Notre équipe a annulé la demande de paiement pour {code} ; vous pouvez choisir à nouveau comment payer.",
    },
  },
};

/** The amount as the site writes it in the customer's language ("$25.50", "25,50 $"). */
const amountOf = (transaction: TransactionRow, language: Language) =>
  formatMoneyCents(transaction.amount_cents, transaction.currency, language);
/** A link of a payment's e-mails: back to the site address it was started from, if still one of ours. */
const linkOf = (work: Work, transaction: TransactionRow, path: string) =>
  siteLink(work.deps.config, transaction.return_origin, path);

/** The back office's pending bitcoin or offline list changed (`detail`: which payment, and how). */
export function afterPaymentListsChange(
  work: Work,
  type: TransactionRow["type"],
  detail: Omit<PaymentListEventData, "type"> = {},
): void {
  if (type === "card") return;
  const data: PaymentListEventData = { type, ...detail };
  work.after(() => work.deps.realtime.toStaff(PAYMENT_STAFF_EVENTS[type], data));
}

/** Offline: an invoice will follow. Bitcoin: the page of instructions. */
export async function queuePaymentMail(
  work: Work,
  customer: Pick<MailRecipient, "email" | "first_name" | "language">,
  parcel: ParcelRow,
  transaction: TransactionRow,
  kind: "offlineRequested" | "bitcoinRequested",
): Promise<void> {
  const bitcoin = kind === "bitcoinRequested";
  await work.deps.mailer.queue(
    paymentPendingMail({
      to: customer.email,
      language: customer.language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      kind: bitcoin ? "bitcoin" : "offline",
      amount: amountOf(transaction, customer.language),
      paymentId: transaction.payment_id,
      instructionsUrl: bitcoin
        ? linkOf(work, transaction, `/pay/bitcoin/${transaction.id}?lang=${customer.language}`)
        : null,
    }),
    work.trx,
  );
}

/** A payment completed: notification, live event, e-mail with the invoice number and where to download it. */
export async function notifyPaymentCompleted(work: Work, transaction: TransactionRow, parcel: ParcelRow) {
  const { trx, deps } = work;
  const number = invoiceNumber(transaction.completed_at!, transaction.payment_id);
  const event: PaymentCompletedEventData = {
    transactionId: transaction.id,
    packageId: parcel.parcel_code,
    invoiceNumber: number,
  };
  const text = fillIn(NOTICES.paid.text, { code: parcel.parcel_code });
  await notifyOfParcel(work, parcel, { title: NOTICES.paid.title, text }, () =>
    deps.realtime.toCustomer(parcel.customer_id, PAYMENT_CUSTOMER_EVENT, event),
  );
  // A refused payment's alert has nothing left to ask once the parcel is paid.
  await settleSystemAlerts(work, parcel, "payment_refused");
  const customer = await mailRecipient(work, parcel.customer_id);
  if (!customer) return;
  await deps.mailer.queue(
    paymentCompleteMail({
      to: customer.email,
      language: customer.language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      amount: amountOf(transaction, customer.language),
      invoiceNumber: number,
      invoiceUrl: linkOf(work, transaction, `/${customer.language}/transactions`),
    }),
    trx,
  );
}

export async function notifyPaymentCancelled(work: Work, parcel: ParcelRow): Promise<void> {
  await notifyOfParcel(work, parcel, {
    title: NOTICES.cancelled.title,
    text: fillIn(NOTICES.cancelled.text, { code: parcel.parcel_code }),
  });
  // The parcel waits for a payment the customer must make again: the locker says so until it is paid.
  await raiseSystemAlert(work, parcel, "payment_refused");
}
