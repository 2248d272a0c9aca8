import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { linkedMail } from "./layout.js";

/** The three moments of a return the customer hears of: paid, sent back, refused (the fee refunded). */
export type ReturnMailKind = "paid" | "returned" | "refused";

export interface ParcelReturnMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  kind: ReturnMailKind;
  /** The shop, as the customer named it. */
  shop: string;
  /** The fee paid or refunded, written in the customer's language. */
  amount: string;
  trackNumber: string | null;
  trackLink: string | null;
  refuseReason: string | null;
  /** The parcel's page in the locker. */
  parcelUrl: string;
}

interface Texts {
  subject: Record<ReturnMailKind, (code: string) => string>;
  lines: (m: ParcelReturnMail) => string[];
  track: string;
  parcel: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: {
      paid: (code) => `استلمنا طلب إرجاع الطرد ${code}`,
      returned: (code) => `أُعيد طردك ${code} إلى المتجر`,
      refused: (code) => `تعذّر إرجاع الطرد ${code}`,
    },
    lines: (m) => [
      `أهلًا ${m.firstName}،`,
      ...{
        paid: [`دفعت ${m.amount} لإرجاع الطرد ${m.parcelCode} إلى ${m.shop}. سيجهّزه فريقنا ويرسله قريبًا.`],
        returned: [
          `أرسلنا الطرد ${m.parcelCode} إلى ${m.shop}.`,
          ...(m.trackNumber ? [`رقم التتبع: ${m.trackNumber}`] : []),
        ],
        refused: [
          `لم نتمكن من إرجاع الطرد ${m.parcelCode} إلى ${m.shop}: ${m.refuseReason ?? ""}`,
          `أعدنا إليك ${m.amount}، والطرد باقٍ في خزانتك.`,
        ],
      }[m.kind],
    ],
    track: "تتبّع الإرجاع",
    parcel: "طردي",
  },
  en: {
    subject: {
      paid: (code) => `We have your return of parcel ${code}`,
      returned: (code) => `Your parcel ${code} is on its way back to the shop`,
      refused: (code) => `We could not return parcel ${code}`,
    },
    lines: (m) => [
      `Hello ${m.firstName},`,
      ...{
        paid: [
          `You paid ${m.amount} to send parcel ${m.parcelCode} back to ${m.shop}. Our team will prepare it and send it soon.`,
        ],
        returned: [
          `We sent parcel ${m.parcelCode} back to ${m.shop}.`,
          ...(m.trackNumber ? [`Track number: ${m.trackNumber}`] : []),
        ],
        refused: [
          `We could not send parcel ${m.parcelCode} back to ${m.shop}: ${m.refuseReason ?? ""}`,
          `We refunded ${m.amount}; the parcel stays in your locker.`,
        ],
      }[m.kind],
    ],
    track: "Track the return",
    parcel: "My parcel",
  },
  fr: {
    subject: {
      paid: (code) => `Nous avons votre demande de retour du colis ${code}`,
      returned: (code) => `Votre colis ${code} repart vers la boutique`,
      refused: (code) => `Nous n'avons pas pu retourner le colis ${code}`,
    },
    lines: (m) => [
      `Bonjour ${m.firstName},`,
      ...{
        paid: [
          `Vous avez payé ${m.amount} pour renvoyer le colis ${m.parcelCode} à ${m.shop}. Notre équipe le prépare et l'envoie bientôt.`,
        ],
        returned: [
          `Nous avons renvoyé le colis ${m.parcelCode} à ${m.shop}.`,
          ...(m.trackNumber ? [`Numéro de suivi : ${m.trackNumber}`] : []),
        ],
        refused: [
          `Nous n'avons pas pu renvoyer le colis ${m.parcelCode} à ${m.shop} : ${m.refuseReason ?? ""}`,
          `Nous vous avons remboursé ${m.amount} ; le colis reste dans votre casier.`,
        ],
      }[m.kind],
    ],
    track: "Suivre le retour",
    parcel: "Mon colis",
  },
};

/** A return paid, sent back (with its tracking) or refused (with the reason and the refund). */
export function parcelReturnMail(m: ParcelReturnMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject[m.kind](m.parcelCode);
  const lines = t.lines(m);
  const actions = [
    ...(m.kind === "returned" && m.trackLink ? [{ label: t.track, url: m.trackLink }] : []),
    { label: t.parcel, url: m.parcelUrl },
  ];
  return linkedMail(m, subject, lines, actions);
}
