import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { linkedMail } from "./layout.js";

export interface PaymentCompleteMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  /** "25.00 USD" */
  amount: string;
  invoiceNumber: string;
  /** The transactions page, where the invoice is downloaded (it needs the customer signed in). */
  invoiceUrl: string;
}

interface Texts {
  subject: (code: string) => string;
  lines: (m: PaymentCompleteMail) => string[];
  invoice: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (code) => `تم استلام دفعتك للطرد ${code}`,
    lines: (m) => [
      `أهلًا ${m.firstName}،`,
      `استلمنا دفعتك بمبلغ ${m.amount} لشحن الطرد ${m.parcelCode}. سنشحنه قريبًا.`,
      `رقم الفاتورة: ${m.invoiceNumber}`,
    ],
    invoice: "تنزيل الفاتورة من صفحة المعاملات",
  },
  en: {
    subject: (code) => `Payment received for parcel ${code}`,
    lines: (m) => [
      `Hello ${m.firstName},`,
      `We received your payment of ${m.amount} for shipping parcel ${m.parcelCode}. It will leave our warehouse soon.`,
      `Invoice number: ${m.invoiceNumber}`,
    ],
    invoice: "Download the invoice from your transactions",
  },
  fr: {
    subject: (code) => `Paiement reçu pour le colis ${code}`,
    lines: (m) => [
      `Bonjour ${m.firstName},`,
      `Nous avons reçu votre paiement de ${m.amount} pour l'expédition du colis ${m.parcelCode}. Il quittera bientôt notre entrepôt.`,
      `Numéro de facture : ${m.invoiceNumber}`,
    ],
    invoice: "Télécharger la facture depuis vos transactions",
  },
};

/** "Payment received", with the invoice number and where to download the invoice. */
export function paymentCompleteMail(m: PaymentCompleteMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject(m.parcelCode);
  const lines = t.lines(m);
  return linkedMail(m, subject, lines, [{ label: t.invoice, url: m.invoiceUrl }]);
}
