import type { Language } from "@ipf/shared";
import { formatDays } from "@ipf/shared/format";
import type { MailMessage } from "../lib/mail.js";
import { linkedMail } from "./layout.js";

export interface StorageEndingMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  /** Whole days of free storage left: 0 on its last day. */
  daysLeft: number;
  /** The last day of free storage, YYYY-MM-DD. */
  endDay: string;
  /** The daily fee after it, as the site writes money in this language. */
  feePerDay: string;
  lockerUrl: string;
}

interface Texts {
  /** "in 7 days", "tomorrow", "today". */
  when: (days: number) => string;
  subject: (m: StorageEndingMail, when: string) => string;
  lines: (m: StorageEndingMail) => string[];
  locker: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    // "بعد" takes the genitive: the dual is "يومين" here, not "يومان".
    when: (days) =>
      days === 0 ? "اليوم" : days === 1 ? "غدًا" : days === 2 ? "بعد يومين" : `بعد ${formatDays(days, "ar")}`,
    subject: (m, when) => `ينتهي التخزين المجاني لطردك ${m.parcelCode} ${when}`,
    lines: (m) => [
      `أهلًا ${m.firstName}،`,
      `ينتهي التخزين المجاني لطردك ${m.parcelCode} في ${m.endDay}. بعد ذلك تُحتسب رسوم تخزين قدرها ${m.feePerDay} عن كل يوم حتى تدفع تكلفة الشحن.`,
      "اطلب شحنه من خزانتك قبل ذلك لتجنب الرسوم.",
    ],
    locker: "افتح خزانتي",
  },
  en: {
    when: (days) => (days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${formatDays(days, "en")}`),
    subject: (m, when) => `Free storage of your parcel ${m.parcelCode} ends ${when}`,
    lines: (m) => [
      `Hello ${m.firstName},`,
      `Free storage of your parcel ${m.parcelCode} ends on ${m.endDay}. After that, storage costs ${m.feePerDay} a day until you pay for its shipping.`,
      "Ask for shipping from your locker before then to avoid the fee.",
    ],
    locker: "Open my locker",
  },
  fr: {
    when: (days) => (days === 0 ? "aujourd'hui" : days === 1 ? "demain" : `dans ${formatDays(days, "fr")}`),
    subject: (m, when) => `Le stockage gratuit de votre colis ${m.parcelCode} se termine ${when}`,
    lines: (m) => [
      `Bonjour ${m.firstName},`,
      `Le stockage gratuit de votre colis ${m.parcelCode} se termine le ${m.endDay}. Ensuite, le stockage coûte ${m.feePerDay} par jour jusqu'au paiement de son expédition.`,
      "Demandez son expédition depuis votre casier avant cette date pour éviter ces frais.",
    ],
    locker: "Ouvrir mon casier",
  },
};

/** "Free storage ends in N days", in the customer's language, with the daily fee that follows. */
export function storageEndingMail(m: StorageEndingMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject(m, t.when(m.daysLeft));
  const lines = t.lines(m);
  return linkedMail(m, subject, lines, [{ label: t.locker, url: m.lockerUrl }]);
}
