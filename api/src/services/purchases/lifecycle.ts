/**
 * Where a purchase request meets the parcels: the pre-alert made once the
 * shop's tracking is known (the items bought as its lines), the parcel
 * matched to it at intake (arrived), the parcel leaving the warehouse
 * (closed); and quotes past their validity marked expired by the job queue.
 */
import { normaliseTrackNumber } from "@ipf/shared/rules/pre-alerts";
import { suggestDescriptions } from "../description-suggestions.js";
import type { ParcelRow } from "../parcels/rows.js";
import { inTransaction, type Scope, type Work } from "../work.js";
import { cancelPendingCheckouts } from "./money.js";
import { afterPurchaseChange, notifyPurchase } from "./notify.js";
import type { PurchaseItemRow, PurchaseRow } from "./rows.js";

/** What a pre-alert's store reads: the market's shop of the first item, else its link's host. */
function storeOf(items: PurchaseItemRow[]): string {
  const first = items[0];
  if (!first) return "Buy for me";
  if (first.shop_name) return first.shop_name;
  return /^https?:\/\/([^/?#:@]+)/i.exec(first.url)?.[1]?.replace(/^www\./, "") ?? "Buy for me";
}

/**
 * Makes the request's pre-alert for its tracking number (once: a new number
 * rewrites the expected one), with the items bought as its lines and an HS
 * code suggested from the description catalogue. Answers the request.
 */
export async function createPurchasePreAlert(work: Work, row: PurchaseRow): Promise<PurchaseRow> {
  if (!row.track_number) return row;
  const trackNumber = normaliseTrackNumber(row.track_number);
  const items = (await work
    .trx("purchase_items as i")
    .leftJoin("shops as s", "s.id", "i.shop_id")
    .where({ "i.purchase_request_id": row.id, "i.outcome": "bought" })
    .orderBy("i.position")
    .select("i.*", "s.name as shop_name")) as PurchaseItemRow[];
  const lines = [];
  for (const item of items) {
    const [suggestion] = await suggestDescriptions(work, item.name.slice(0, 100), "en").catch(() => []);
    lines.push({
      description: [item.name, item.options].filter(Boolean).join(", ").slice(0, 200),
      quantity: item.quantity,
      priceCents: item.paid_unit_price_cents ?? item.unit_price_cents ?? 0,
      hsCode: suggestion?.hs_code ?? null,
    });
  }
  if (lines.length === 0) return row;
  if (row.pre_alert_id) {
    await work
      .trx("pre_alerts")
      .where({ id: row.pre_alert_id, state: "expected" })
      .update({ track_number: trackNumber, lines: JSON.stringify(lines) });
    return row;
  }
  const [preAlert] = (await work
    .trx("pre_alerts")
    .insert({
      customer_id: row.customer_id,
      warehouse_id: row.warehouse_id,
      store: storeOf(items).slice(0, 100),
      track_number: trackNumber,
      lines: JSON.stringify(lines),
      created_at: work.now,
    })
    .returning("id")) as { id: string }[];
  const [linked] = (await work
    .trx("purchase_requests")
    .where({ id: row.id })
    .update({ pre_alert_id: preAlert!.id })
    .returning("*")) as PurchaseRow[];
  return linked!;
}

/** Intake matched the parcel to a pre-alert: the request it came from, if any, has arrived with it. */
export async function purchaseArrived(work: Work, preAlertId: string, parcel: ParcelRow): Promise<void> {
  const row = (await work.trx("purchase_requests").where({ pre_alert_id: preAlertId }).forUpdate().first()) as
    PurchaseRow | undefined;
  if (!row || (row.state !== "ordered" && row.state !== "shipped")) return;
  const [arrived] = (await work
    .trx("purchase_requests")
    .where({ id: row.id })
    .update({ state: "arrived", parcel_id: parcel.id, arrived_at: work.now })
    .returning("*")) as PurchaseRow[];
  await notifyPurchase(work, "arrived", arrived!, { packageId: parcel.parcel_code });
  afterPurchaseChange(work, arrived!);
}

/** The parcel left the warehouse (shipped, or back to its shop): its requests are closed. */
export async function purchasesLeft(work: Work, parcel: ParcelRow): Promise<void> {
  const rows = (await work
    .trx("purchase_requests")
    .where({ parcel_id: parcel.id, state: "arrived" })
    .forUpdate()) as PurchaseRow[];
  for (const row of rows) {
    const [closed] = (await work
      .trx("purchase_requests")
      .where({ id: row.id })
      .update({ state: "closed", closed_at: work.now })
      .returning("*")) as PurchaseRow[];
    await notifyPurchase(work, "closed", closed!, { packageId: parcel.parcel_code });
    afterPurchaseChange(work, closed!);
  }
}

/**
 * The job queue's sweep: quotes past their validity become expired, their
 * open checkouts closed, the customer told. Each in its own transaction, the
 * request locked and checked again (a payment may have just come in).
 */
export async function expireQuotes(scope: Scope): Promise<number> {
  const due = (await scope
    .db("purchase_requests")
    .where({ state: "quoted" })
    .where("quote_valid_until", "<=", scope.now)
    .limit(500)
    .pluck("id")) as string[];
  let expired = 0;
  for (const id of due) {
    const changed = await inTransaction(scope.deps, async (work) => {
      const row = (await work
        .trx("purchase_requests")
        .where({ id, state: "quoted" })
        .where("quote_valid_until", "<=", work.now)
        .forUpdate()
        .first()) as PurchaseRow | undefined;
      if (!row) return false;
      await cancelPendingCheckouts(work, row, "system");
      const [done] = (await work
        .trx("purchase_requests")
        .where({ id })
        .update({ state: "expired" })
        .returning("*")) as PurchaseRow[];
      await notifyPurchase(work, "expired", done!);
      afterPurchaseChange(work, done!);
      return true;
    });
    if (changed) expired++;
  }
  return expired;
}
