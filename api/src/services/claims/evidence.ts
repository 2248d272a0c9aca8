/**
 * The decision screen's evidence beside a claim: the parcel's intake photos
 * and weights, its declared lines, its tracking history, the payment and
 * its cover.
 */
import { unitsOfCents } from "@ipf/shared/format";
import type { ClaimEvidence } from "@ipf/shared/schemas/claims";
import type { TransactionRow } from "../payments/rows.js";
import type { Scope } from "../work.js";
import { staffClaim } from "./decide.js";
import type { ClaimListRow } from "./rows.js";

export async function claimEvidence(
  scope: Scope,
  id: string,
  link: (path: string) => string,
): Promise<Omit<ClaimEvidence, "error" | "claim"> & { claim: ClaimListRow }> {
  const { db } = scope;
  const claim = await staffClaim(scope, id);
  const [parcel, photos, lines, tracker, transaction] = await Promise.all([
    db("parcels as p")
      .leftJoin("carriers as c", "c.id", "p.ship_carrier_id")
      .leftJoin("shipping_offers as so", "so.id", "p.chosen_offer_id")
      .leftJoin("carriers as oc", "oc.id", "so.carrier_id")
      .where("p.id", claim.parcel_id)
      .first(
        "p.id",
        "p.parcel_code",
        "p.weight_grams",
        "p.ship_weight_grams",
        "p.shipped_at",
        db.raw("coalesce(c.name, oc.name) AS carrier"),
        db.raw("coalesce(c.max_ship_days, oc.max_ship_days) AS max_ship_days"),
      ) as Promise<{
      id: string;
      parcel_code: string;
      weight_grams: number;
      ship_weight_grams: number | null;
      shipped_at: Date | null;
      carrier: string | null;
      max_ship_days: number | null;
    }>,
    db("parcel_images").where({ parcel_id: claim.parcel_id }).orderBy("position").pluck("path") as Promise<string[]>,
    db("parcel_items")
      .where({ parcel_id: claim.parcel_id })
      .orderBy("position")
      .select("description", "quantity", "price_cents") as Promise<
      { description: string; quantity: number; price_cents: number }[]
    >,
    db("parcel_trackers").where({ parcel_id: claim.parcel_id }).first("id", "status") as Promise<
      { id: string; status: string } | undefined
    >,
    db("transactions").where({ id: claim.transaction_id }).first() as Promise<TransactionRow>,
  ]);
  const events = tracker
    ? ((await db("parcel_tracking_events")
        .where({ tracker_id: tracker.id })
        .orderBy("occurred_at", "desc")
        .select("occurred_at", "status", "description", "location")) as {
        occurred_at: Date;
        status: string;
        description: string;
        location: string | null;
      }[])
    : [];
  return {
    claim,
    parcel: {
      _id: parcel.id,
      packageId: parcel.parcel_code,
      weight: parcel.weight_grams / 1000,
      shipWeight: parcel.ship_weight_grams === null ? null : parcel.ship_weight_grams / 1000,
      photos: photos.map(link),
      declared: lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        price: unitsOfCents(line.price_cents),
      })),
      declaredCurrency: "EUR",
      shippedAt: parcel.shipped_at?.toISOString() ?? null,
      carrier: parcel.carrier,
      maxShipDays: parcel.max_ship_days,
    },
    tracking: events.map((event) => ({
      at: event.occurred_at.toISOString(),
      status: event.status,
      description: event.description,
      location: event.location,
    })),
    trackingStatus: tracker?.status ?? null,
    payment: {
      _id: transaction.id,
      paymentId: transaction.payment_id,
      type: transaction.type,
      amount: unitsOfCents(transaction.amount_cents),
      premium: unitsOfCents(transaction.insurance_premium_cents),
      cover: transaction.insurance_cover_cents === null ? null : unitsOfCents(transaction.insurance_cover_cents),
      currency: transaction.currency,
    },
  };
}
