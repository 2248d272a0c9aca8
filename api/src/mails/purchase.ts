import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { htmlFrame } from "./layout.js";

/** The moments of a purchase request the customer hears of: every state but the draft. */
export type PurchaseMailKind =
  | "sent"
  | "quoted"
  | "expired"
  | "declined"
  | "paid"
  | "awaiting_customer"
  | "ordered"
  | "shipped"
  | "arrived"
  | "closed"
  | "cancelled"
  | "refunded";

export interface PurchaseMail {
  to: string;
  language: Language;
  firstName: string;
  reference: string;
  kind: PurchaseMailKind;
  /** The amount the moment is about (the quote's total, a refund), written in the customer's language. */
  amount: string | null;
  /** Until when a quote may be paid, written in the customer's language. */
  validUntil: string | null;
  trackNumber: string | null;
  packageId: string | null;
  /** Staff's words: the quote's note, a price rise's, the reason of a closing. */
  note: string | null;
  /** The request's page on the site. */
  url: string;
}

type Lines = Record<PurchaseMailKind, (m: PurchaseMail) => string[]>;

interface Texts {
  subject: Record<PurchaseMailKind, (reference: string) => string>;
  hello: (name: string) => string;
  lines: Lines;
  open: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: {
      sent: (r) => `We have your purchase request ${r}`,
      quoted: (r) => `Your quote for ${r} is ready`,
      expired: (r) => `Your quote for ${r} has expired`,
      declined: (r) => `You declined the quote for ${r}`,
      paid: (r) => `Payment received for ${r}`,
      awaiting_customer: (r) => `A price has risen in ${r}: your choice`,
      ordered: (r) => `We bought your order ${r}`,
      shipped: (r) => `The shop has shipped ${r}`,
      arrived: (r) => `${r} has arrived at the warehouse`,
      closed: (r) => `${r} is closed`,
      cancelled: (r) => `${r} is cancelled`,
      refunded: (r) => `Refund for ${r}`,
    },
    hello: (name) => `Hello ${name},`,
    lines: {
      sent: (m) => [`We received your request ${m.reference}. Our team will check the prices and send you a quote.`],
      quoted: (m) => [
        `Your quote for ${m.reference} is ready: ${m.amount ?? ""} in all.`,
        `Pay it before ${m.validUntil ?? ""} and we buy at once.`,
      ],
      expired: (m) => [`The quote for ${m.reference} was not paid in time. Send the request again for a new quote.`],
      declined: (m) => [`You declined the quote for ${m.reference}. Nothing was charged.`],
      paid: (m) => [`We received ${m.amount ?? ""} for ${m.reference}. We are buying your items now.`],
      awaiting_customer: (m) => [
        `A price in ${m.reference} has risen since the quote. Accept the new price or drop the item on the request's page.`,
      ],
      ordered: (m) => [`We placed the order of ${m.reference} with the shop.`],
      shipped: (m) => [
        `The shop shipped ${m.reference}.`,
        ...(m.trackNumber ? [`Track number: ${m.trackNumber}`] : []),
      ],
      arrived: (m) => [`${m.reference} arrived at our warehouse as parcel ${m.packageId ?? ""}: it is in your locker.`],
      closed: (m) => [`${m.reference} is closed.`],
      cancelled: (m) => [`${m.reference} is cancelled. Nothing was charged.`],
      refunded: (m) => [`We refunded ${m.amount ?? ""} for ${m.reference}.`],
    },
    open: "See the request",
  },
  ar: {
    subject: {
      sent: (r) => `استلمنا طلب الشراء ${r}`,
      quoted: (r) => `عرض السعر لطلبك ${r} جاهز`,
      expired: (r) => `انتهت صلاحية عرض السعر لطلبك ${r}`,
      declined: (r) => `رفضت عرض السعر لطلبك ${r}`,
      paid: (r) => `استلمنا دفعتك لطلب الشراء ${r}`,
      awaiting_customer: (r) => `ارتفع سعر منتج في طلبك ${r}: القرار لك`,
      ordered: (r) => `اشترينا طلبك ${r}`,
      shipped: (r) => `شحن المتجر طلبك ${r}`,
      arrived: (r) => `وصل طلبك ${r} إلى المستودع`,
      closed: (r) => `أُغلق طلبك ${r}`,
      cancelled: (r) => `أُلغي طلبك ${r}`,
      refunded: (r) => `استرداد مبلغ لطلبك ${r}`,
    },
    hello: (name) => `أهلًا ${name}،`,
    lines: {
      sent: (m) => [`استلمنا طلبك ${m.reference}. سيتحقق فريقنا من الأسعار ويرسل إليك عرض سعر.`],
      quoted: (m) => [
        `عرض السعر لطلبك ${m.reference} جاهز: ${m.amount ?? ""} إجمالًا.`,
        `ادفع قبل ${m.validUntil ?? ""} ونشتري لك فورًا.`,
      ],
      expired: (m) => [
        `لم يُدفع عرض السعر لطلبك ${m.reference} في الوقت المحدد. أرسل الطلب من جديد لتحصل على عرض جديد.`,
      ],
      declined: (m) => [`رفضت عرض السعر لطلبك ${m.reference}. لم نخصم أي مبلغ.`],
      paid: (m) => [`استلمنا ${m.amount ?? ""} لطلبك ${m.reference}. نشتري منتجاتك الآن.`],
      awaiting_customer: (m) => [
        `ارتفع سعر منتج في طلبك ${m.reference} منذ عرض السعر. اقبل السعر الجديد أو احذف المنتج من صفحة الطلب.`,
      ],
      ordered: (m) => [`طلبنا منتجات طلبك ${m.reference} من المتجر.`],
      shipped: (m) => [`شحن المتجر طلبك ${m.reference}.`, ...(m.trackNumber ? [`رقم التتبع: ${m.trackNumber}`] : [])],
      arrived: (m) => [`وصل طلبك ${m.reference} إلى مستودعنا بالطرد ${m.packageId ?? ""}: تجده في خزانتك.`],
      closed: (m) => [`أُغلق طلبك ${m.reference}.`],
      cancelled: (m) => [`أُلغي طلبك ${m.reference}. لم نخصم أي مبلغ.`],
      refunded: (m) => [`أعدنا إليك ${m.amount ?? ""} من طلبك ${m.reference}.`],
    },
    open: "عرض الطلب",
  },
  fr: {
    subject: {
      sent: (r) => `Nous avons votre demande d'achat ${r}`,
      quoted: (r) => `Votre devis pour ${r} est prêt`,
      expired: (r) => `Votre devis pour ${r} a expiré`,
      declined: (r) => `Vous avez refusé le devis de ${r}`,
      paid: (r) => `Paiement reçu pour ${r}`,
      awaiting_customer: (r) => `Un prix a augmenté dans ${r} : à vous de choisir`,
      ordered: (r) => `Nous avons acheté votre commande ${r}`,
      shipped: (r) => `La boutique a expédié ${r}`,
      arrived: (r) => `${r} est arrivée à l'entrepôt`,
      closed: (r) => `${r} est clôturée`,
      cancelled: (r) => `${r} est annulée`,
      refunded: (r) => `Remboursement pour ${r}`,
    },
    hello: (name) => `Bonjour ${name},`,
    lines: {
      sent: (m) => [
        `Nous avons reçu votre demande ${m.reference}. Notre équipe vérifie les prix et vous envoie un devis.`,
      ],
      quoted: (m) => [
        `Votre devis pour ${m.reference} est prêt : ${m.amount ?? ""} au total.`,
        `Payez-le avant le ${m.validUntil ?? ""} et nous achetons aussitôt.`,
      ],
      expired: (m) => [
        `Le devis de ${m.reference} n'a pas été payé à temps. Envoyez de nouveau la demande pour un nouveau devis.`,
      ],
      declined: (m) => [`Vous avez refusé le devis de ${m.reference}. Rien n'a été débité.`],
      paid: (m) => [`Nous avons reçu ${m.amount ?? ""} pour ${m.reference}. Nous achetons vos articles.`],
      awaiting_customer: (m) => [
        `Un prix de ${m.reference} a augmenté depuis le devis. Acceptez le nouveau prix ou retirez l'article sur la page de la demande.`,
      ],
      ordered: (m) => [`Nous avons passé la commande de ${m.reference} auprès de la boutique.`],
      shipped: (m) => [
        `La boutique a expédié ${m.reference}.`,
        ...(m.trackNumber ? [`Numéro de suivi : ${m.trackNumber}`] : []),
      ],
      arrived: (m) => [
        `${m.reference} est arrivée à notre entrepôt, colis ${m.packageId ?? ""} : il est dans votre casier.`,
      ],
      closed: (m) => [`${m.reference} est clôturée.`],
      cancelled: (m) => [`${m.reference} est annulée. Rien n'a été débité.`],
      refunded: (m) => [`Nous vous avons remboursé ${m.amount ?? ""} pour ${m.reference}.`],
    },
    open: "Voir la demande",
  },
};

/** A moment of a purchase request, in the customer's language, with a link to the request. */
export function purchaseMail(m: PurchaseMail): MailMessage {
  const t = TEXTS[m.language];
  const subject = t.subject[m.kind](m.reference);
  const lines = [t.hello(m.firstName), ...t.lines[m.kind](m), ...(m.note ? [m.note] : [])];
  const actions = [{ label: t.open, url: m.url }];
  return {
    to: m.to,
    subject,
    text: [...lines, ...actions.map((a) => `${a.label}: ${a.url}`)].join("\n\n"),
    html: htmlFrame(m.language, subject, lines, { actions }),
  };
}

/** The notification's title: the mail's subject. */
export function purchaseNoticeTitle(kind: PurchaseMailKind, reference: string): Record<Language, string> {
  return {
    en: TEXTS.en.subject[kind](reference),
    ar: TEXTS.ar.subject[kind](reference),
    fr: TEXTS.fr.subject[kind](reference),
  };
}
