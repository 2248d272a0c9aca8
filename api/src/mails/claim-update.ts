import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { linkedMail } from "./layout.js";

/** Each step of a claim the customer is told of. */
export type ClaimStep = "filed" | "refunded" | "credited" | "rejected";

export interface ClaimUpdateMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  step: ClaimStep;
  /** The amount approved, written in the customer's language ("$25.50"); refunded and credited. */
  amount: string | null;
  /** Why staff rejected it. */
  reason: string | null;
  /** The customer's claims page. */
  claimsUrl: string;
}

interface Texts {
  subject: Record<ClaimStep, (code: string) => string>;
  body: Record<ClaimStep, (m: ClaimUpdateMail) => string>;
  hello: (name: string) => string;
  open: string;
}

export const CLAIM_MAIL_TEXTS: Record<Language, Texts> = {
  ar: {
    subject: {
      filed: (code) => `استلمنا مطالبتك بشأن الطرد ${code}`,
      refunded: (code) => `تمت الموافقة على مطالبتك بشأن الطرد ${code}`,
      credited: (code) => `تمت الموافقة على مطالبتك بشأن الطرد ${code}`,
      rejected: (code) => `تم رفض مطالبتك بشأن الطرد ${code}`,
    },
    body: {
      filed: (m) => `استلمنا مطالبتك بشأن الطرد ${m.parcelCode}. سيراجعها فريقنا ويخبرك بقراره.`,
      refunded: (m) => `وافقنا على مطالبتك بشأن الطرد ${m.parcelCode}. أعدنا ${m.amount} إلى بطاقتك.`,
      credited: (m) =>
        `وافقنا على مطالبتك بشأن الطرد ${m.parcelCode}. أضفنا ${m.amount} رصيدًا إلى حسابك، يُخصم من دفعتك القادمة.`,
      rejected: (m) => `رفضنا مطالبتك بشأن الطرد ${m.parcelCode}. السبب: ${m.reason ?? ""}`,
    },
    hello: (name) => `أهلًا ${name}،`,
    open: "مطالباتي",
  },
  en: {
    subject: {
      filed: (code) => `We received your claim on parcel ${code}`,
      refunded: (code) => `Your claim on parcel ${code} is approved`,
      credited: (code) => `Your claim on parcel ${code} is approved`,
      rejected: (code) => `Your claim on parcel ${code} was rejected`,
    },
    body: {
      filed: (m) =>
        `We received your claim on parcel ${m.parcelCode}. Our team will review it and tell you their decision.`,
      refunded: (m) => `We approved your claim on parcel ${m.parcelCode} and refunded ${m.amount} to your card.`,
      credited: (m) =>
        `We approved your claim on parcel ${m.parcelCode} and added ${m.amount} of credit to your account, taken off your next payment.`,
      rejected: (m) => `We rejected your claim on parcel ${m.parcelCode}. The reason: ${m.reason ?? ""}`,
    },
    hello: (name) => `Hello ${name},`,
    open: "My claims",
  },
  fr: {
    subject: {
      filed: (code) => `Nous avons reçu votre réclamation pour le colis ${code}`,
      refunded: (code) => `Votre réclamation pour le colis ${code} est acceptée`,
      credited: (code) => `Votre réclamation pour le colis ${code} est acceptée`,
      rejected: (code) => `Votre réclamation pour le colis ${code} est refusée`,
    },
    body: {
      filed: (m) =>
        `Nous avons reçu votre réclamation pour le colis ${m.parcelCode}. Notre équipe va l’examiner et vous dira sa décision.`,
      refunded: (m) =>
        `Nous avons accepté votre réclamation pour le colis ${m.parcelCode} et remboursé ${m.amount} sur votre carte.`,
      credited: (m) =>
        `Nous avons accepté votre réclamation pour le colis ${m.parcelCode} et ajouté un avoir de ${m.amount} à votre compte, déduit de votre prochain paiement.`,
      rejected: (m) => `Nous avons refusé votre réclamation pour le colis ${m.parcelCode}. Motif : ${m.reason ?? ""}`,
    },
    hello: (name) => `Bonjour ${name},`,
    open: "Mes réclamations",
  },
};

/** A claim filed, approved (refunded or credited) or rejected. */
export function claimUpdateMail(m: ClaimUpdateMail): MailMessage {
  const t = CLAIM_MAIL_TEXTS[m.language];
  const subject = t.subject[m.step](m.parcelCode);
  const lines = [t.hello(m.firstName), t.body[m.step](m)];
  return linkedMail(m, subject, lines, [{ label: t.open, url: m.claimsUrl }]);
}
