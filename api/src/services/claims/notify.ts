/**
 * Reading claims with what their lists show, and telling the customer of
 * each step (notification, live, e-mail in their language) after it commits.
 */
import type { Language } from "@ipf/shared";
import { formatMoneyCents } from "@ipf/shared/format";
import type { Knex } from "knex";
import { siteLink } from "../../lib/public-origin.js";
import { claimUpdateMail, type ClaimStep } from "../../mails/claim-update.js";
import { fillIn, mailRecipient, notifyOfParcel, type NoticeTexts } from "../notifications.js";
import type { Scope, Work } from "../work.js";
import type { ClaimListRow, ClaimRow } from "./rows.js";

const NOTICES: Record<ClaimStep, NoticeTexts> = {
  filed: {
    title: { en: "Claim received", ar: "استلمنا مطالبتك", fr: "Réclamation reçue" },
    text: {
      en: "We received your claim on {code}; our team will review it.",
      ar: "استلمنا مطالبتك بشأن الطرد {code}؛ سيراجعها فريقنا.",
      fr: "Nous avons reçu votre réclamation pour {code} ; notre équipe va l’examiner.",
    },
  },
  refunded: {
    title: { en: "Claim approved", ar: "تمت الموافقة على المطالبة", fr: "Réclamation acceptée" },
    text: {
      en: "Your claim on {code} is approved: {amount} refunded to your card.",
      ar: "تمت الموافقة على مطالبتك بشأن الطرد {code}: أعدنا {amount} إلى بطاقتك.",
      fr: "Votre réclamation pour {code} est acceptée : {amount} remboursés sur votre carte.",
    },
  },
  credited: {
    title: { en: "Claim approved", ar: "تمت الموافقة على المطالبة", fr: "Réclamation acceptée" },
    text: {
      en: "Your claim on {code} is approved: {amount} credited to your account for your next payment.",
      ar: "تمت الموافقة على مطالبتك بشأن الطرد {code}: أضفنا {amount} رصيدًا لدفعتك القادمة.",
      fr: "Votre réclamation pour {code} est acceptée : un avoir de {amount} pour votre prochain paiement.",
    },
  },
  rejected: {
    title: { en: "Claim rejected", ar: "تم رفض المطالبة", fr: "Réclamation refusée" },
    text: {
      en: "Your claim on {code} was rejected: {reason}",
      ar: "تم رفض مطالبتك بشأن الطرد {code}: {reason}",
      fr: "Votre réclamation pour {code} est refusée : {reason}",
    },
  },
};

/** Claims with their parcel's code, owner, decider and photos; `where` narrows and orders. */
export function claimRows(
  scope: Scope,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<ClaimListRow[]> {
  const { db } = scope;
  return where(
    db("claims as cl")
      .join("parcels as p", "p.id", "cl.parcel_id")
      .join("customers as c", "c.id", "cl.customer_id")
      .leftJoin("staff as s", "s.id", "cl.decided_by")
      .select(
        "cl.*",
        "p.parcel_code",
        "c.first_name",
        "c.last_name",
        "c.address_code",
        "s.full_name as decided_by_name",
        db.raw(
          "coalesce((SELECT array_agg(cp.path ORDER BY cp.position) FROM claim_photos cp WHERE cp.claim_id = cl.id), '{}') AS photo_paths",
        ),
      ),
  ) as Promise<ClaimListRow[]>;
}

/** Tells the customer of a claim's step, once the change commits. */
export async function tellCustomer(
  work: Work,
  claim: ClaimRow,
  parcel: { id: string; parcel_code: string; warehouse_id: string | null },
  step: ClaimStep,
): Promise<void> {
  const customer = await mailRecipient(work, claim.customer_id);
  const amountIn = (language: Language) =>
    claim.approved_cents === null ? "" : formatMoneyCents(claim.approved_cents, claim.currency, language);
  const notice = NOTICES[step];
  const text = fillIn(notice.text, { code: parcel.parcel_code, amount: amountIn, reason: claim.reject_reason ?? "" });
  await notifyOfParcel(work, { ...parcel, customer_id: claim.customer_id }, { title: notice.title, text }, () =>
    work.deps.realtime.toCustomer(claim.customer_id, "claimUpdated", { claimId: claim.id, state: claim.state }),
  );
  if (!customer) return;
  await work.deps.mailer.queue(
    claimUpdateMail({
      to: customer.email,
      language: customer.language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      step,
      amount: claim.approved_cents === null ? null : amountIn(customer.language),
      reason: claim.reject_reason,
      claimsUrl: siteLink(work.deps.config, customer.site_origin, `/${customer.language}/claims`),
    }),
    work.trx,
  );
}
