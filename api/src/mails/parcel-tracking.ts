import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import type { TrackingNoticeKind } from "../services/tracking-notices.js";
import { linkedMail } from "./layout.js";

export interface ParcelTrackingMail {
  to: string;
  language: Language;
  firstName: string;
  kind: TrackingNoticeKind;
  parcelCode: string;
  /** The carrier's name in the customer's language, when known. */
  carrier: string | null;
  /** The carrier's track number. */
  trackNumber: string;
  /** The carrier's tracking page, when known. */
  trackLink: string | null;
  /** The carrier's own words for the event, as given (often in its language). */
  carrierUpdate: string | null;
  /** The locker's list of shipped parcels (each one's timeline). */
  shippedUrl: string;
  /** The customer's support page, for the notices that may need us. */
  supportUrl: string;
}

/** What happened, then what to do next. */
type Sentences = (m: ParcelTrackingMail) => { what: string; next: string };

interface Texts {
  subject: Record<TrackingNoticeKind, (code: string) => string>;
  hello: (firstName: string) => string;
  says: Record<TrackingNoticeKind, Sentences>;
  carrierUpdate: (text: string) => string;
  trackNumber: (number: string) => string;
  track: string;
  support: string;
  shipped: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: {
      out_for_delivery: (code) => `طردك ${code} خرج للتوصيل`,
      delivered: (code) => `تم تسليم طردك ${code}`,
      delivery_failed: (code) => `تعذّر تسليم طردك ${code}`,
      on_hold: (code) => `طردك ${code} محتجز مؤقتًا`,
      returned: (code) => `طردك ${code} في طريق العودة إلى المرسِل`,
      ready_for_pickup: (code) => `طردك ${code} جاهز للاستلام`,
    },
    hello: (name) => `أهلًا ${name}،`,
    says: {
      out_for_delivery: (m) => ({
        what: m.carrier
          ? `خرج طردك ${m.parcelCode} للتوصيل اليوم مع شركة الشحن ${m.carrier}.`
          : `خرج طردك ${m.parcelCode} للتوصيل اليوم.`,
        next: "أبقِ هاتفك قريبًا منك: قد يتصل بك المندوب قبل وصوله.",
      }),
      delivered: (m) => ({
        what: m.carrier ? `سلّمت شركة الشحن ${m.carrier} طردك ${m.parcelCode}.` : `تم تسليم طردك ${m.parcelCode}.`,
        next: "لم تستلمه؟ اسأل جيرانك أو مكتب الاستقبال في مبناك، ثم راسل فريق الدعم لدينا واذكر رمز الطرد، وسنتابع الأمر مع شركة الشحن.",
      }),
      delivery_failed: (m) => ({
        what: m.carrier
          ? `لم تتمكّن شركة الشحن ${m.carrier} من تسليم طردك ${m.parcelCode}.`
          : `لم تتمكّن شركة الشحن من تسليم طردك ${m.parcelCode}.`,
        next: `عادةً ما تعيد شركة الشحن المحاولة أو تترك إشعارًا بمكان استلام الطرد. وإن لم يحدث ذلك، فاتصل بها واذكر رقم التتبّع ${m.trackNumber}، أو راسل فريق الدعم لدينا وسنساعدك.`,
      }),
      on_hold: (m) => ({
        what: m.carrier
          ? `تحتجز شركة الشحن ${m.carrier} طردك ${m.parcelCode}، وغالبًا ما يكون ذلك لدى الجمارك.`
          : `تحتجز شركة الشحن طردك ${m.parcelCode}، وغالبًا ما يكون ذلك لدى الجمارك.`,
        next: "قد تطلب منك الجمارك مستندًا (الفاتورة أو بطاقة هويتك) أو دفع رسوم. راقب هاتفك وبريدك الإلكتروني، وردّ بسرعة على شركة الشحن أو الجمارك، وإلا فقد يُعاد الطرد. لديك سؤال؟ راسل فريق الدعم لدينا.",
      }),
      returned: (m) => ({
        what: m.carrier
          ? `تعيد شركة الشحن ${m.carrier} طردك ${m.parcelCode} إلى المرسِل.`
          : `تعيد شركة الشحن طردك ${m.parcelCode} إلى المرسِل.`,
        next: "راسل فريق الدعم لدينا لنرتّب معك الخطوة التالية.",
      }),
      ready_for_pickup: (m) => ({
        what: m.carrier
          ? `طردك ${m.parcelCode} بانتظارك في إحدى نقاط الاستلام التابعة لشركة الشحن ${m.carrier}.`
          : `طردك ${m.parcelCode} بانتظارك في إحدى نقاط الاستلام.`,
        next: `استلمه ومعك بطاقة هويتك ورقم التتبّع ${m.trackNumber}؛ ستجد العنوان ومدة الاحتفاظ بالطرد في إشعار شركة الشحن أو في صفحة التتبّع.`,
      }),
    },
    carrierUpdate: (text) => `تحديث شركة الشحن: ${text}`,
    trackNumber: (number) => `رقم التتبع: ${number}`,
    track: "تتبّع طردي",
    support: "راسل فريق الدعم",
    shipped: "طرودي المشحونة",
  },
  en: {
    subject: {
      out_for_delivery: (code) => `Your parcel ${code} is out for delivery`,
      delivered: (code) => `Your parcel ${code} has been delivered`,
      delivery_failed: (code) => `Your parcel ${code} could not be delivered`,
      on_hold: (code) => `Your parcel ${code} is on hold`,
      returned: (code) => `Your parcel ${code} is being returned`,
      ready_for_pickup: (code) => `Your parcel ${code} is ready for pickup`,
    },
    hello: (name) => `Hello ${name},`,
    says: {
      out_for_delivery: (m) => ({
        what: m.carrier
          ? `${m.carrier} is delivering your parcel ${m.parcelCode} today.`
          : `Your parcel ${m.parcelCode} is out for delivery today.`,
        next: "Keep your phone at hand: the courier may call you before coming.",
      }),
      delivered: (m) => ({
        what: m.carrier
          ? `${m.carrier} has delivered your parcel ${m.parcelCode}.`
          : `Your parcel ${m.parcelCode} has been delivered.`,
        next: "Not received it? Ask your neighbours or your building's reception, then write to our support with the parcel's code: we will take it up with the carrier.",
      }),
      delivery_failed: (m) => ({
        what: m.carrier
          ? `${m.carrier} could not deliver your parcel ${m.parcelCode}.`
          : `The carrier could not deliver your parcel ${m.parcelCode}.`,
        next: `The carrier usually tries again or leaves a notice saying where to collect the parcel. If not, contact the carrier with the track number ${m.trackNumber}, or write to our support and we will help.`,
      }),
      on_hold: (m) => ({
        what: m.carrier
          ? `${m.carrier} is holding your parcel ${m.parcelCode}, most often at customs.`
          : `The carrier is holding your parcel ${m.parcelCode}, most often at customs.`,
        next: "Customs may ask you for a document (the invoice, your ID) or for duties. Watch your phone and e-mail and answer the carrier or customs quickly, or the parcel may be sent back. A question? Write to our support.",
      }),
      returned: (m) => ({
        what: m.carrier
          ? `${m.carrier} is sending your parcel ${m.parcelCode} back to the sender.`
          : `The carrier is sending your parcel ${m.parcelCode} back to the sender.`,
        next: "Write to our support so that we arrange what follows with you.",
      }),
      ready_for_pickup: (m) => ({
        what: m.carrier
          ? `Your parcel ${m.parcelCode} is waiting for you at a ${m.carrier} pickup point.`
          : `Your parcel ${m.parcelCode} is waiting for you at a pickup point.`,
        next: `Collect it with your ID and the track number ${m.trackNumber}; the carrier's notice or tracking page gives the address and how long the parcel is kept there.`,
      }),
    },
    carrierUpdate: (text) => `Carrier's update: ${text}`,
    trackNumber: (number) => `Track number: ${number}`,
    track: "Track my parcel",
    support: "Write to support",
    shipped: "My shipped parcels",
  },
  fr: {
    subject: {
      out_for_delivery: (code) => `Votre colis ${code} est en cours de livraison`,
      delivered: (code) => `Votre colis ${code} a été livré`,
      delivery_failed: (code) => `Votre colis ${code} n'a pas pu être livré`,
      on_hold: (code) => `Votre colis ${code} est retenu`,
      returned: (code) => `Votre colis ${code} est renvoyé à l'expéditeur`,
      ready_for_pickup: (code) => `Votre colis ${code} vous attend en point relais`,
    },
    hello: (name) => `Bonjour ${name},`,
    says: {
      out_for_delivery: (m) => ({
        what: m.carrier
          ? `${m.carrier} livre votre colis ${m.parcelCode} aujourd'hui.`
          : `Votre colis ${m.parcelCode} est en cours de livraison aujourd'hui.`,
        next: "Gardez votre téléphone à portée de main : le livreur peut vous appeler avant de passer.",
      }),
      delivered: (m) => ({
        what: m.carrier
          ? `${m.carrier} a livré votre colis ${m.parcelCode}.`
          : `Votre colis ${m.parcelCode} a été livré.`,
        next: "Vous ne l'avez pas reçu ? Demandez à vos voisins ou à l'accueil de votre immeuble, puis écrivez à notre support avec la référence du colis : nous verrons avec le transporteur.",
      }),
      delivery_failed: (m) => ({
        what: m.carrier
          ? `${m.carrier} n'a pas pu livrer votre colis ${m.parcelCode}.`
          : `Le transporteur n'a pas pu livrer votre colis ${m.parcelCode}.`,
        next: `Le transporteur fait en général une nouvelle tentative ou laisse un avis indiquant où retirer le colis. Sinon, contactez-le avec le numéro de suivi ${m.trackNumber}, ou écrivez à notre support : nous vous aiderons.`,
      }),
      on_hold: (m) => ({
        what: m.carrier
          ? `${m.carrier} retient votre colis ${m.parcelCode}, le plus souvent à la douane.`
          : `Le transporteur retient votre colis ${m.parcelCode}, le plus souvent à la douane.`,
        next: "La douane peut vous demander un document (la facture, une pièce d'identité) ou des droits à payer. Surveillez votre téléphone et vos e-mails et répondez vite au transporteur ou à la douane, sinon le colis peut être renvoyé. Une question ? Écrivez à notre support.",
      }),
      returned: (m) => ({
        what: m.carrier
          ? `${m.carrier} renvoie votre colis ${m.parcelCode} à l'expéditeur.`
          : `Le transporteur renvoie votre colis ${m.parcelCode} à l'expéditeur.`,
        next: "Écrivez à notre support pour que nous convenions ensemble de la suite.",
      }),
      ready_for_pickup: (m) => ({
        what: m.carrier
          ? `Votre colis ${m.parcelCode} vous attend dans un point relais ${m.carrier}.`
          : `Votre colis ${m.parcelCode} vous attend dans un point relais.`,
        next: `Retirez-le avec une pièce d'identité et le numéro de suivi ${m.trackNumber} ; l'avis du transporteur ou sa page de suivi indique l'adresse et combien de temps le colis y est gardé.`,
      }),
    },
    carrierUpdate: (text) => `Message du transporteur : ${text}`,
    trackNumber: (number) => `Numéro de suivi : ${number}`,
    track: "Suivre mon colis",
    support: "Écrire au support",
    shipped: "Mes colis expédiés",
  },
};

/** Out for delivery and delivered point to support only when something went wrong; the problems always do. */
const OFFERS_SUPPORT: Record<TrackingNoticeKind, boolean> = {
  out_for_delivery: false,
  delivered: true,
  delivery_failed: true,
  on_hold: true,
  returned: true,
  ready_for_pickup: false,
};

/** A tracking move the customer is told of: what happened, what to do next, the carrier's tracking. */
export function parcelTrackingMail(m: ParcelTrackingMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject[m.kind](m.parcelCode);
  const { what, next } = t.says[m.kind](m);
  const lines = [
    t.hello(m.firstName),
    what,
    ...(m.carrierUpdate ? [t.carrierUpdate(m.carrierUpdate)] : []),
    next,
    t.trackNumber(m.trackNumber),
  ];
  const actions = [
    ...(m.trackLink ? [{ label: t.track, url: m.trackLink }] : []),
    ...(OFFERS_SUPPORT[m.kind] ? [{ label: t.support, url: m.supportUrl }] : []),
    { label: t.shipped, url: m.shippedUrl },
  ];
  return linkedMail(m, subject, lines, actions);
}
