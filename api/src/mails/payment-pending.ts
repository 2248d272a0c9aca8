import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { linkedMail } from "./layout.js";

export interface PaymentPendingMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  kind: "offline" | "bitcoin";
  /** "23.15 EUR" or "25.00 USD" */
  amount: string;
  paymentId: string;
  /** Bitcoin: the page of payment instructions. */
  instructionsUrl: string | null;
}

interface Texts {
  subject: (m: PaymentPendingMail) => string;
  lines: (m: PaymentPendingMail) => string[];
  instructions: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (m) =>
      m.kind === "offline" ? `طلب الدفع للطرد ${m.parcelCode}` : `الدفع بالبيتكوين للطرد ${m.parcelCode}`,
    lines: (m) => [
      `أهلًا ${m.firstName}،`,
      m.kind === "offline"
        ? `سجّلنا طلب الدفع بمبلغ ${m.amount} لشحن الطرد ${m.parcelCode}. ستصلك فاتورة بتفاصيل الدفع عبر البريد الإلكتروني لاحقًا.`
        : `لدفع ${m.amount} بالبيتكوين لشحن الطرد ${m.parcelCode}، اتبع التعليمات في الرابط أدناه. سيبقى طردك محجوزًا حتى يؤكد فريقنا الدفع.`,
      `المرجع: ${m.paymentId}`,
    ],
    instructions: "تعليمات الدفع",
  },
  en: {
    subject: (m) =>
      m.kind === "offline"
        ? `Payment request for parcel ${m.parcelCode}`
        : `Bitcoin payment for parcel ${m.parcelCode}`,
    lines: (m) => [
      `Hello ${m.firstName},`,
      m.kind === "offline"
        ? `We registered your request to pay ${m.amount} for shipping parcel ${m.parcelCode}. An invoice with the payment details will follow by e-mail.`
        : `To pay ${m.amount} in bitcoin for shipping parcel ${m.parcelCode}, follow the instructions at the link below. Your parcel is held until our team confirms the payment.`,
      `Reference: ${m.paymentId}`,
    ],
    instructions: "Payment instructions",
  },
  fr: {
    subject: (m) =>
      m.kind === "offline"
        ? `Demande de paiement pour le colis ${m.parcelCode}`
        : `Paiement en bitcoin pour le colis ${m.parcelCode}`,
    lines: (m) => [
      `Bonjour ${m.firstName},`,
      m.kind === "offline"
        ? `Nous avons enregistré votre demande de paiement de ${m.amount} pour l'expédition du colis ${m.parcelCode}. Une facture avec les modalités de paiement suivra par e-mail.`
        : `Pour payer ${m.amount} en bitcoin l'expédition du colis ${m.parcelCode}, suivez les instructions du lien ci-dessous. Votre colis est retenu jusqu'à ce que notre équipe confirme le paiement.`,
      `Référence : ${m.paymentId}`,
    ],
    instructions: "Instructions de paiement",
  },
};

/** "Your payment is registered": an invoice will follow (offline), or how to pay (bitcoin). */
export function paymentPendingMail(m: PaymentPendingMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject(m);
  const lines = t.lines(m);
  return linkedMail(m, subject, lines, m.instructionsUrl ? [{ label: t.instructions, url: m.instructionsUrl }] : []);
}
