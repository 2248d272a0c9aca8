import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { linkedMail } from "./layout.js";

/** One priced offer, as the pay dialog lists it. */
export interface OfferLine {
  /** The carrier's name in the customer's language. */
  carrier: string;
  minDays: number;
  maxDays: number;
  /** "$25.90", as the site writes money in this language. */
  price: string;
}

export interface OffersReadyMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  /** Cheapest first. */
  offers: readonly OfferLine[];
  /** The locker, where the parcel's pay button is. */
  lockerUrl: string;
}

interface Texts {
  subject: (code: string) => string;
  lines: (m: OffersReadyMail) => string[];
  offer: (line: OfferLine) => string;
  pay: string;
}

/** "من 2 إلى 4 أيام": after إلى the number governs the noun (3 to 10 take the plural, 11 and up the singular). */
const arabicDays = (max: number) =>
  max === 1 ? "يوم" : max === 2 ? "يومين" : max <= 10 ? `${max} أيام` : `${max} يومًا`;

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (code) => `عروض شحن الطرد ${code} جاهزة`,
    lines: (m) => [
      `أهلًا ${m.firstName}،`,
      `راجع فريقنا طلب شحن الطرد ${m.parcelCode} وسعّره. اختر أحد العروض التالية وادفع من خزانتك ليُشحن:`,
    ],
    offer: (o) => `${o.carrier}: ${o.price}، من ${o.minDays} إلى ${arabicDays(o.maxDays)}`,
    pay: "اختر عرضًا وادفع",
  },
  en: {
    subject: (code) => `Shipping offers for parcel ${code} are ready`,
    lines: (m) => [
      `Hello ${m.firstName},`,
      `Our team reviewed and priced the shipping of parcel ${m.parcelCode}. Choose one of these offers and pay from your locker to have it shipped:`,
    ],
    offer: (o) => `${o.carrier}: ${o.price}, ${o.minDays} to ${o.maxDays} days`,
    pay: "Choose an offer and pay",
  },
  fr: {
    subject: (code) => `Les offres d'expédition du colis ${code} sont prêtes`,
    lines: (m) => [
      `Bonjour ${m.firstName},`,
      `Notre équipe a étudié et chiffré l'expédition du colis ${m.parcelCode}. Choisissez l'une de ces offres et payez depuis votre casier pour qu'il soit expédié :`,
    ],
    offer: (o) => `${o.carrier} : ${o.price}, ${o.minDays} à ${o.maxDays} jours`,
    pay: "Choisir une offre et payer",
  },
};

/** "Your shipping offers are ready": staff approved the shipping request with priced offers. */
export function offersReadyMail(m: OffersReadyMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject(m.parcelCode);
  const lines = [...t.lines(m), ...m.offers.map(t.offer)];
  return linkedMail(m, subject, lines, [{ label: t.pay, url: m.lockerUrl }]);
}
