import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { linkedMail } from "./layout.js";

export interface ParcelShippedMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  /** The carrier's name in the customer's language, when known. */
  carrier: string | null;
  /** The carrier's track number and tracking page, when staff gave them (a parcel handed over at the desk has none). */
  trackNumber: string | null;
  trackLink: string | null;
  /** The locker's list of shipped parcels. */
  shippedUrl: string;
}

interface Texts {
  subject: (code: string) => string;
  lines: (m: ParcelShippedMail) => string[];
  track: string;
  shipped: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (code) => `تم شحن طردك ${code}`,
    lines: (m) => [
      `أهلًا ${m.firstName}،`,
      m.carrier
        ? `غادر طردك ${m.parcelCode} مستودعنا مع ${m.carrier}، وهو في الطريق إليك.`
        : `غادر طردك ${m.parcelCode} مستودعنا، وهو في الطريق إليك.`,
      ...(m.trackNumber ? [`رقم التتبع: ${m.trackNumber}`] : []),
    ],
    track: "تتبّع طردي",
    shipped: "طرودي المشحونة",
  },
  en: {
    subject: (code) => `Your parcel ${code} has shipped`,
    lines: (m) => [
      `Hello ${m.firstName},`,
      m.carrier
        ? `Your parcel ${m.parcelCode} has left our warehouse with ${m.carrier} and is on its way to you.`
        : `Your parcel ${m.parcelCode} has left our warehouse and is on its way to you.`,
      ...(m.trackNumber ? [`Track number: ${m.trackNumber}`] : []),
    ],
    track: "Track my parcel",
    shipped: "My shipped parcels",
  },
  fr: {
    subject: (code) => `Votre colis ${code} est expédié`,
    lines: (m) => [
      `Bonjour ${m.firstName},`,
      m.carrier
        ? `Votre colis ${m.parcelCode} a quitté notre entrepôt avec ${m.carrier} et il est en route vers vous.`
        : `Votre colis ${m.parcelCode} a quitté notre entrepôt et il est en route vers vous.`,
      ...(m.trackNumber ? [`Numéro de suivi : ${m.trackNumber}`] : []),
    ],
    track: "Suivre mon colis",
    shipped: "Mes colis expédiés",
  },
};

/** "Your parcel has shipped", with the carrier's tracking link when there is one. */
export function parcelShippedMail(m: ParcelShippedMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject(m.parcelCode);
  const lines = t.lines(m);
  const actions = [
    ...(m.trackLink ? [{ label: t.track, url: m.trackLink }] : []),
    { label: t.shipped, url: m.shippedUrl },
  ];
  return linkedMail(m, subject, lines, actions);
}
