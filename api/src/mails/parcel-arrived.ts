import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { htmlFrame } from "./layout.js";

export interface ParcelArrivedMail {
  to: string;
  language: Language;
  firstName: string;
  parcelCode: string;
  trackNumber: string;
  /** Absolute link to the first photo, when there is one. */
  photoUrl: string | null;
  lockerUrl: string;
  /** A consolidated parcel is announced as ready rather than arrived. */
  consolidated: boolean;
}

interface Texts {
  subject: (code: string) => string;
  consolidatedSubject: (code: string) => string;
  lines: (m: ParcelArrivedMail) => string[];
  photo: string;
  locker: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (code) => `وصل طردك ${code}`,
    consolidatedSubject: (code) => `طردك المجمّع ${code} جاهز`,
    lines: (m) => [
      `أهلًا ${m.firstName}،`,
      m.consolidated
        ? `جمعنا طرودك في طرد واحد (${m.parcelCode}). وزنّاه وصوّرناه، وهو الآن في خزانتك.`
        : `وصل طرد برقم التتبع ${m.trackNumber} إلى مستودعنا. وزنّاه وصوّرناه، وهو الآن في خزانتك برقم ${m.parcelCode}.`,
      "يمكنك الآن طلب شحنه أو تجميعه مع طرود أخرى من خزانتك.",
    ],
    photo: "صورة الطرد",
    locker: "افتح خزانتي",
  },
  en: {
    subject: (code) => `Your parcel ${code} has arrived`,
    consolidatedSubject: (code) => `Your consolidated parcel ${code} is ready`,
    lines: (m) => [
      `Hello ${m.firstName},`,
      m.consolidated
        ? `We packed your parcels into one (${m.parcelCode}). It is weighed, photographed and waiting in your locker.`
        : `A parcel with track number ${m.trackNumber} has arrived at our warehouse. It is weighed, photographed and waiting in your locker as ${m.parcelCode}.`,
      "From your locker you can now ask for it to be shipped, or consolidate it with other parcels.",
    ],
    photo: "Photo of the parcel",
    locker: "Open my locker",
  },
  fr: {
    subject: (code) => `Votre colis ${code} est arrivé`,
    consolidatedSubject: (code) => `Votre colis regroupé ${code} est prêt`,
    lines: (m) => [
      `Bonjour ${m.firstName},`,
      m.consolidated
        ? `Nous avons regroupé vos colis en un seul (${m.parcelCode}). Il est pesé, photographié et vous attend dans votre casier.`
        : `Un colis portant le numéro de suivi ${m.trackNumber} est arrivé à notre entrepôt. Il est pesé, photographié et vous attend dans votre casier sous la référence ${m.parcelCode}.`,
      "Depuis votre casier, vous pouvez maintenant demander son expédition ou le regrouper avec d'autres colis.",
    ],
    photo: "Photo du colis",
    locker: "Ouvrir mon casier",
  },
};

/** "Your parcel has arrived", in the customer's language, with the photo link. */
export function parcelArrivedMail(m: ParcelArrivedMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = m.consolidated ? t.consolidatedSubject(m.parcelCode) : t.subject(m.parcelCode);
  const lines = t.lines(m);
  const links = [...(m.photoUrl ? [`${t.photo}: ${m.photoUrl}`] : []), `${t.locker}: ${m.lockerUrl}`];
  const html = htmlFrame(m.language, subject, lines, {
    ...(m.photoUrl ? { image: { url: m.photoUrl, alt: t.photo } } : {}),
    actions: [{ label: t.locker, url: m.lockerUrl }],
  });
  return { to: m.to, subject, text: [...lines, ...links].join("\n\n"), html };
}
