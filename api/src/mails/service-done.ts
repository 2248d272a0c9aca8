import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { linkedMail } from "./layout.js";

export interface ServiceDoneMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  /** The service's name in the customer's language. */
  service: string;
  outcome: "completed" | "refused";
  /** Completed: the fee as written for the customer ("$10.00"), charged with the shipping payment. */
  fee: string | null;
  /** Refused: staff's reason. */
  reason: string | null;
  /** Completed: how many checklist items failed (0 when none or no checklist). */
  failedItems: number;
  /** The parcel in the locker, where the result is. */
  parcelUrl: string;
}

interface Texts {
  subject: (m: ServiceDoneMail) => string;
  lines: (m: ServiceDoneMail) => string[];
  open: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (m) =>
      m.outcome === "completed"
        ? `اكتملت خدمة «${m.service}» لطردك ${m.parcelCode}`
        : `تعذّر تنفيذ «${m.service}» لطردك ${m.parcelCode}`,
    lines: (m) => [
      `أهلًا ${m.firstName}،`,
      ...(m.outcome === "completed"
        ? [
            `أنهى فريقنا خدمة «${m.service}» لطردك ${m.parcelCode}. النتيجة (التقرير والصور والمستندات) على صفحة الطرد.`,
            ...(m.failedItems > 0 ? [`تنبيه: ${m.failedItems} من البنود لم تنجح في الفحص.`] : []),
            ...(m.fee ? [`تُضاف الرسوم (${m.fee}) إلى دفعة شحن الطرد.`] : []),
          ]
        : [
            `لم يتمكن فريقنا من تنفيذ «${m.service}» لطردك ${m.parcelCode}، ولن تُحتسب أي رسوم.`,
            `السبب: ${m.reason ?? ""}`,
          ]),
    ],
    open: "عرض النتيجة",
  },
  en: {
    subject: (m) =>
      m.outcome === "completed"
        ? `${m.service} done on your parcel ${m.parcelCode}`
        : `${m.service} could not be done on your parcel ${m.parcelCode}`,
    lines: (m) => [
      `Hello ${m.firstName},`,
      ...(m.outcome === "completed"
        ? [
            `Our team has finished the ${m.service} of your parcel ${m.parcelCode}. The result (report, photos, documents) is on the parcel's page.`,
            ...(m.failedItems > 0 ? [`Note: ${m.failedItems} item(s) failed the check.`] : []),
            ...(m.fee ? [`The fee (${m.fee}) is added to the parcel's shipping payment.`] : []),
          ]
        : [
            `Our team could not do the ${m.service} of your parcel ${m.parcelCode}; nothing is charged.`,
            `Reason: ${m.reason ?? ""}`,
          ]),
    ],
    open: "See the result",
  },
  fr: {
    subject: (m) =>
      m.outcome === "completed"
        ? `${m.service} terminé pour votre colis ${m.parcelCode}`
        : `${m.service} impossible pour votre colis ${m.parcelCode}`,
    lines: (m) => [
      `Bonjour ${m.firstName},`,
      ...(m.outcome === "completed"
        ? [
            `Notre équipe a terminé le service « ${m.service} » de votre colis ${m.parcelCode}. Le résultat (rapport, photos, documents) est sur la page du colis.`,
            ...(m.failedItems > 0 ? [`À noter : ${m.failedItems} élément(s) n'ont pas réussi le contrôle.`] : []),
            ...(m.fee ? [`Les frais (${m.fee}) s'ajoutent au paiement de l'expédition du colis.`] : []),
          ]
        : [
            `Notre équipe n'a pas pu réaliser le service « ${m.service} » de votre colis ${m.parcelCode} ; rien n'est facturé.`,
            `Motif : ${m.reason ?? ""}`,
          ]),
    ],
    open: "Voir le résultat",
  },
};

/** A service on the customer's parcel is done (its result is on the parcel), or was refused (nothing charged). */
export function serviceDoneMail(m: ServiceDoneMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject(m);
  const lines = t.lines(m);
  return linkedMail(m, subject, lines, [{ label: t.open, url: m.parcelUrl }]);
}
