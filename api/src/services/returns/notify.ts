/**
 * Telling the customer of a return (notification, live event, e-mail in
 * their language) at the three moments they care about, and the back
 * office's returns queue that it changed. Queued in the change's
 * transaction; sent once it commits.
 */
import { formatMoneyCents } from "@ipf/shared/format";
import { siteLink } from "../../lib/public-origin.js";
import { parcelReturnMail, type ReturnMailKind } from "../../mails/parcel-return.js";
import { afterChangeOf, fillIn, mailRecipient, notifyOfParcel, type NoticeTexts } from "../notifications.js";
import type { ParcelRow } from "../parcels/rows.js";
import type { Work } from "../work.js";
import type { ReturnRow } from "./rows.js";

/** The back office's live event: its returns queue reloads. */
export const RETURNS_STAFF_EVENT = "loadReturns";
/** The customer's live event: the parcel's return changed. */
export const RETURN_CUSTOMER_EVENT = "parcelReturn";

const NOTICES: Record<ReturnMailKind, NoticeTexts> = {
  paid: {
    title: { en: "Return paid", ar: "تم دفع الإرجاع", fr: "Retour payé" },
    text: {
      en: "We received your payment to return {code} to the shop.",
      ar: "استلمنا دفعتك لإرجاع الطرد {code} إلى المتجر.",
      fr: "Nous avons reçu votre paiement pour renvoyer {code} à la boutique.",
    },
  },
  returned: {
    title: { en: "Sent back to the shop", ar: "أُعيد إلى المتجر", fr: "Renvoyé à la boutique" },
    text: {
      en: "{code} is on its way back to the shop; its tracking is on the parcel.",
      ar: "الطرد {code} في طريقه إلى المتجر؛ تجد رقم التتبع على الطرد.",
      fr: "{code} repart vers la boutique ; son suivi est sur le colis.",
    },
  },
  refused: {
    title: { en: "Return refused", ar: "رُفض الإرجاع", fr: "Retour refusé" },
    text: {
      en: "We could not return {code}; the fee is refunded and the parcel stays in your locker.",
      ar: "تعذّر إرجاع الطرد {code}؛ أعدنا إليك الرسوم والطرد باقٍ في خزانتك.",
      fr: "Nous n'avons pas pu retourner {code} ; les frais sont remboursés et le colis reste dans votre casier.",
    },
  },
};

/** The queue changed: the back office reloads it after commit. */
export function afterReturnsChange(work: Work, ret: ReturnRow, parcel: ParcelRow): void {
  const data = { returnId: ret.id, packageId: parcel.parcel_code, state: ret.state };
  afterChangeOf(work, { staff: RETURNS_STAFF_EVENT, customer: RETURN_CUSTOMER_EVENT }, parcel.customer_id, data);
}

/** Paid, sent back or refused: notification and e-mail in the customer's language. */
export async function notifyReturn(
  work: Work,
  kind: ReturnMailKind,
  ret: ReturnRow,
  parcel: ParcelRow,
  origin: string | null,
): Promise<void> {
  await notifyOfParcel(work, parcel, {
    title: NOTICES[kind].title,
    text: fillIn(NOTICES[kind].text, { code: parcel.parcel_code }),
  });
  const customer = await mailRecipient(work, parcel.customer_id);
  if (!customer) return;
  await work.deps.mailer.queue(
    parcelReturnMail({
      to: customer.email,
      language: customer.language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      kind,
      shop: ret.shop_name,
      amount: formatMoneyCents(ret.fee_cents + ret.label_cents, "USD", customer.language),
      trackNumber: ret.tracking_number,
      trackLink: ret.tracking_url,
      refuseReason: ret.refuse_reason,
      parcelUrl: siteLink(work.deps.config, origin, `/${customer.language}/returns/${parcel.parcel_code}`),
    }),
    work.trx,
  );
}
