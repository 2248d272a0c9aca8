/**
 * Shipped parcels with a problem, for staff to act on before the customer
 * asks. A parcel shipped with a tracker and not delivered has a problem when:
 * - the carrier says so: delivery failed, held (customs...), delayed, or
 *   returned to sender (`CARRIER_PROBLEMS`, our words for karrio's statuses);
 * - the carrier has said nothing for `QUIET_DAYS` days (its last event, or
 *   the shipping when it has none);
 * - it is not delivered `LATE_MARGIN_DAYS` days after the carrier's maximum
 *   shipping days (`carriers.max_ship_days`) from the shipping.
 * Days are whole days of 24 hours since the moment, so the API's query and
 * these rules count the same. The API selects with the same constants.
 */
import type { Language } from "../schemas/common.js";

export const QUIET_DAYS = 5;
export const LATE_MARGIN_DAYS = 3;

/** The tracker statuses that are a problem in themselves (see the API's status mapping of karrio's). */
export const CARRIER_PROBLEMS = ["delivery_failed", "on_hold", "delayed", "returned"] as const;
export type CarrierProblem = (typeof CARRIER_PROBLEMS)[number];

/** The tracker statuses after which nothing more is awaited: never quiet nor late. */
export const TRACKING_ENDED = ["delivered", "returned", "cancelled"] as const;

export type ProblemReason =
  { kind: CarrierProblem } | { kind: "quiet"; days: number } | { kind: "late"; daysPast: number; maxDays: number };
export type ProblemKind = ProblemReason["kind"];

/** The queue's filters: every problem, the carrier's, the late, the quiet. */
export const PROBLEM_FILTERS = ["all", "carrier", "late", "quiet"] as const;
export type ProblemFilter = (typeof PROBLEM_FILTERS)[number];

const DAY_MS = 86_400_000;

export interface TrackedShipment {
  status: string;
  deliveredAt: Date | null;
  shippedAt: Date;
  /** The newest tracking event; null before any. */
  lastEventAt: Date | null;
  maxShipDays: number;
}

export const isCarrierProblem = (status: string): status is CarrierProblem =>
  (CARRIER_PROBLEMS as readonly string[]).includes(status);

const wholeDays = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY_MS);

/** The parcel's problems, the weightiest first (the carrier's, then late, then quiet); none when delivered. */
export function problemReasons(shipment: TrackedShipment, now: Date): ProblemReason[] {
  if (shipment.deliveredAt || shipment.status === "delivered") return [];
  const reasons: ProblemReason[] = [];
  if (isCarrierProblem(shipment.status)) reasons.push({ kind: shipment.status });
  if ((TRACKING_ENDED as readonly string[]).includes(shipment.status)) return reasons;
  const sinceShipped = now.getTime() - shipment.shippedAt.getTime();
  if (sinceShipped > (shipment.maxShipDays + LATE_MARGIN_DAYS) * DAY_MS) {
    reasons.push({
      kind: "late",
      daysPast: wholeDays(shipment.shippedAt, now) - shipment.maxShipDays,
      maxDays: shipment.maxShipDays,
    });
  }
  const quietDays = wholeDays(shipment.lastEventAt ?? shipment.shippedAt, now);
  if (quietDays >= QUIET_DAYS) reasons.push({ kind: "quiet", days: quietDays });
  return reasons;
}

/** The filter a reason is listed under. */
export const filterOf = (kind: ProblemKind): Exclude<ProblemFilter, "all"> =>
  kind === "late" || kind === "quiet" ? kind : "carrier";

/** What the customer is told: the parcel and its carrier, in their language (staff may edit it before sending). */
export interface ProblemTicketFacts {
  firstName: string;
  parcelCode: string;
  trackNumber: string;
  /** The carrier's name in the customer's language. */
  carrier: string;
}

/** 1 يوم واحد, 2 يومان, 3 to 10 أيام, 11 and more يومًا. */
function arabicDays(days: number): string {
  if (days === 1) return "يوم واحد";
  if (days === 2) return "يومان";
  return days <= 10 ? `${days} أيام` : `${days} يومًا`;
}

const frenchDays = (days: number) => `${days} jour${days > 1 ? "s" : ""}`;
const englishDays = (days: number) => `${days} day${days === 1 ? "" : "s"}`;

type Draft = { about: string; message: string };
type Writer = (reason: ProblemReason, facts: ProblemTicketFacts) => Draft;

const WRITERS: Record<Language, Writer> = {
  en: (reason, { firstName, parcelCode: code, trackNumber: track, carrier }) => {
    const parcel = `your parcel ${code} (tracking ${track})`;
    const follow = "We have asked the carrier and will keep you informed here.";
    const [what, text] = {
      delivery_failed: [
        "delivery failed",
        `${carrier} could not deliver ${parcel}. Please check the address and that someone can receive it, and tell us here how you would like us to proceed.`,
      ],
      on_hold: [
        "held by the carrier",
        `${carrier} is holding ${parcel}, often at customs. If the carrier asks you for a document or a payment, please tell us here. ${follow}`,
      ],
      delayed: ["delivery delayed", `${carrier} reports a delay for ${parcel}. ${follow}`],
      returned: [
        "returned to sender",
        `${carrier} is returning ${parcel} to us. Please tell us here how you would like us to proceed.`,
      ],
      quiet: [
        "no tracking news",
        `${carrier} has given no news of ${parcel} for ${englishDays(reason.kind === "quiet" ? reason.days : 0)}. ${follow}`,
      ],
      late: [
        "running late",
        `${parcel[0]!.toUpperCase()}${parcel.slice(1)} is taking longer than ${carrier}'s usual ${englishDays(reason.kind === "late" ? reason.maxDays : 0)}. ${follow}`,
      ],
    }[reason.kind];
    return { about: `Your parcel ${code}: ${what}`, message: `Hello ${firstName},\n\n${text}` };
  },
  ar: (reason, { firstName, parcelCode: code, trackNumber: track, carrier }) => {
    const parcel = `طردك ${code} (رقم التتبّع ${track})`;
    const follow = "لقد استفسرنا لدى شركة الشحن وسنوافيك بالجديد هنا.";
    const [what, text] = {
      delivery_failed: [
        "تعذّر التسليم",
        `لم تتمكّن ${carrier} من تسليم ${parcel}. يُرجى التأكّد من العنوان ومن وجود من يستلمه، وإخبارنا هنا بما تفضّل أن نفعله.`,
      ],
      on_hold: [
        "محتجز لدى شركة الشحن",
        `${parcel} محتجز لدى ${carrier}، وغالبًا ما يكون ذلك في الجمارك. إن طلبت منك شركة الشحن مستندًا أو دفعة فأخبرنا هنا. ${follow}`,
      ],
      delayed: ["تأخّر التسليم", `أبلغت ${carrier} عن تأخّر ${parcel}. ${follow}`],
      returned: ["أُعيد إلى المرسل", `تُعيد ${carrier} ${parcel} إلينا. يُرجى إخبارنا هنا بما تفضّل أن نفعله.`],
      quiet: [
        "لا جديد في التتبّع",
        `لم تصل أي أخبار من ${carrier} عن ${parcel} منذ ${arabicDays(reason.kind === "quiet" ? reason.days : 0)}. ${follow}`,
      ],
      late: [
        "تأخّر في الوصول",
        `يستغرق ${parcel} وقتًا أطول من المدة المعتادة لدى ${carrier}، وهي ${arabicDays(reason.kind === "late" ? reason.maxDays : 0)}. ${follow}`,
      ],
    }[reason.kind];
    return { about: `طردك ${code}: ${what}`, message: `مرحبًا ${firstName}،\n\n${text}` };
  },
  fr: (reason, { firstName, parcelCode: code, trackNumber: track, carrier }) => {
    const parcel = `votre colis ${code} (suivi ${track})`;
    const follow = "Nous avons interrogé le transporteur et vous tiendrons informé ici.";
    const [what, text] = {
      delivery_failed: [
        "échec de livraison",
        `${carrier} n'a pas pu livrer ${parcel}. Merci de vérifier l'adresse et que quelqu'un puisse le recevoir, et de nous dire ici comment vous souhaitez que nous procédions.`,
      ],
      on_hold: [
        "retenu par le transporteur",
        `${carrier} retient ${parcel}, souvent en douane. Si le transporteur vous demande un document ou un paiement, dites-le-nous ici. ${follow}`,
      ],
      delayed: ["livraison retardée", `${carrier} signale un retard pour ${parcel}. ${follow}`],
      returned: [
        "retourné à l'expéditeur",
        `${carrier} nous retourne ${parcel}. Merci de nous dire ici comment vous souhaitez que nous procédions.`,
      ],
      quiet: [
        "pas de nouvelles du suivi",
        `${carrier} n'a donné aucune nouvelle de ${parcel} depuis ${frenchDays(reason.kind === "quiet" ? reason.days : 0)}. ${follow}`,
      ],
      late: [
        "en retard",
        `V${parcel.slice(1)} met plus longtemps que les ${frenchDays(reason.kind === "late" ? reason.maxDays : 0)} habituels de ${carrier}. ${follow}`,
      ],
    }[reason.kind];
    return { about: `Votre colis ${code} : ${what}`, message: `Bonjour ${firstName},\n\n${text}` };
  },
};

/** The subject and first message of a ticket about a parcel's problem, in the customer's language. */
export function problemTicketDraft(reason: ProblemReason, facts: ProblemTicketFacts, language: Language): Draft {
  return WRITERS[language](reason, facts);
}
