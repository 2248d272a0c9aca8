/**
 * Telling the customer of their purchase request (notification, e-mail in
 * their language) at every state but the draft, and both sides' live views
 * that it changed. Queued in the change's transaction; sent once it commits.
 */
import type { Language } from "@ipf/shared";
import { formatMoneyCents, formatUtcDateTime } from "@ipf/shared/format";
import { PURCHASE_CUSTOMER_EVENT, PURCHASES_STAFF_EVENT, purchaseReference } from "@ipf/shared/rules/purchases";
import { siteLink } from "../../lib/public-origin.js";
import { purchaseMail, purchaseNoticeTitle, type PurchaseMailKind } from "../../mails/purchase.js";
import { afterChangeOf, mailRecipient, notifyAfterCommit } from "../notifications.js";
import type { Work } from "../work.js";
import type { PurchaseRow } from "./rows.js";

export const referenceOf = (row: Pick<PurchaseRow, "number">) => purchaseReference(Number(row.number));

/** The queue and the customer's page reload after commit. */
export function afterPurchaseChange(work: Work, row: PurchaseRow): void {
  const data = { purchaseId: row.id, reference: referenceOf(row), state: row.state };
  afterChangeOf(work, { staff: PURCHASES_STAFF_EVENT, customer: PURCHASE_CUSTOMER_EVENT }, row.customer_id, data);
}

/** Notification and e-mail of a moment of the request; `amountCents` and `note` when the moment has them. */
export async function notifyPurchase(
  work: Work,
  kind: PurchaseMailKind,
  row: PurchaseRow,
  extra: { amountCents?: number | null; note?: string | null; packageId?: string | null; origin?: string | null } = {},
): Promise<void> {
  const customer = await mailRecipient(work, row.customer_id);
  if (!customer) return;
  const reference = referenceOf(row);
  const mail = (language: Language, firstName = customer.first_name) =>
    purchaseMail({
      to: customer.email,
      language,
      firstName,
      reference,
      kind,
      amount: extra.amountCents != null ? formatMoneyCents(extra.amountCents, "EUR", language) : null,
      validUntil: row.quote_valid_until ? `${formatUtcDateTime(row.quote_valid_until)} UTC` : null,
      trackNumber: row.track_number,
      packageId: extra.packageId ?? null,
      note: extra.note ?? null,
      url: siteLink(work.deps.config, extra.origin ?? customer.site_origin, `/${language}/purchases/${row.id}`),
    });
  const body = (language: Language) => mail(language, "").text.split("\n\n").slice(1, -1).join(" ");
  await notifyAfterCommit(work, {
    customerId: row.customer_id,
    title: purchaseNoticeTitle(kind, reference),
    text: { en: body("en"), ar: body("ar"), fr: body("fr") },
    warehouseId: row.warehouse_id,
    parcelId: row.parcel_id,
  });
  await work.deps.mailer.queue(mail(customer.language), work.trx);
}
