/**
 * Claims on shipped parcels, the customer's side: whether a parcel can be
 * claimed now (rules/insurance.ts), filing a claim (one per parcel, its
 * cover fixed then), and the customer's list. Every step is told to the
 * customer (notification and e-mail in their language) and to the staff
 * queue (live).
 */
import { claimCover, claimWindow, type ClaimKind, type ClaimWindow } from "@ipf/shared/rules/insurance";
import { ConflictError, ValidationError } from "../../lib/errors.js";
import { findParcel } from "../parcels/find.js";
import type { ParcelRow } from "../parcels/rows.js";
import type { TransactionRow } from "../payments/rows.js";
import { insuranceSettings } from "../insurance.js";
import type { Scope, Work } from "../work.js";
import { claimRows, tellCustomer } from "./notify.js";
import type { ClaimListRow, ClaimRow } from "./rows.js";

const MESSAGES = {
  notPaid: "This parcel has no completed payment to claim against.",
  claimed: "This parcel has already been claimed.",
  notOpen: "This parcel cannot be claimed this way now.",
} as const;

/** The staff queue's live event: a claim was filed or decided. */
export const CLAIMS_STAFF_EVENT = "loadClaims";

/** What a claim on a parcel stands on: its payment, its carrier's days, its tracking. */
export interface ClaimBasis {
  parcel: ParcelRow;
  transaction: TransactionRow | undefined;
  maxShipDays: number;
  trackingStatus: string | null;
  deliveredAt: Date | null;
  lostMarginDays: number;
  claim: ClaimListRow | undefined;
}

/** The shipping fee of a payment: its total before credit, less the storage fee and the premium. */
export const shippingCentsOf = (t: TransactionRow) =>
  t.amount_cents + t.credit_cents - t.storage_fee_cents - t.insurance_premium_cents;

async function basisOf(scope: Scope, parcel: ParcelRow): Promise<ClaimBasis> {
  const { db } = scope;
  const [transaction, carrier, tracker, settings, claims] = await Promise.all([
    db("transactions")
      .where({ parcel_id: parcel.id, state: "complete" })
      .orderBy("completed_at", "desc")
      .first() as Promise<TransactionRow | undefined>,
    // The carrier it left with, else the one the customer paid for.
    db("carriers as c")
      .whereRaw("c.id = coalesce(?::uuid, (SELECT so.carrier_id FROM shipping_offers so WHERE so.id = ?::uuid))", [
        parcel.ship_carrier_id,
        parcel.chosen_offer_id,
      ])
      .first("c.max_ship_days") as Promise<{ max_ship_days: number } | undefined>,
    db("parcel_trackers").where({ parcel_id: parcel.id }).first("status", "delivered_at") as Promise<
      { status: string; delivered_at: Date | null } | undefined
    >,
    insuranceSettings(scope),
    claimRows(scope, (q) => q.where("cl.parcel_id", parcel.id)),
  ]);
  return {
    parcel,
    transaction,
    maxShipDays: carrier?.max_ship_days ?? 0,
    trackingStatus: tracker?.status ?? null,
    deliveredAt: tracker?.delivered_at ?? null,
    lostMarginDays: settings.lostMarginDays,
    claim: claims[0],
  };
}

export function windowOf(basis: ClaimBasis, kind: ClaimKind, now: Date): ClaimWindow {
  const { parcel } = basis;
  return claimWindow(
    kind,
    {
      state: basis.transaction ? parcel.state : "unpaid",
      shippedAt: parcel.shipped_at,
      deliveredAt: basis.deliveredAt,
      trackingStatus: basis.trackingStatus,
      maxShipDays: basis.maxShipDays,
    },
    basis.lostMarginDays,
    now,
  );
}

export function coverOf(basis: ClaimBasis) {
  const t = basis.transaction;
  if (!t) return { insured: false, coveredCents: 0, currency: "USD" as const };
  return {
    ...claimCover({ coverCents: t.insurance_cover_cents, shippingCents: shippingCentsOf(t) }),
    currency: t.currency,
  };
}

/** GET /api/claims/parcels/:id: another customer's parcel is a 404. */
export async function claimBasis(scope: Scope, customerId: string, parcelRef: string): Promise<ClaimBasis> {
  return basisOf(scope, await findParcel(scope, parcelRef, { customerId }));
}

/**
 * POST /api/claims/parcels/:id. The parcel is locked, so two claims sent at
 * once find each other (and the unique parcel of `claims` holds the rule
 * besides). `photos`: stored and checked images; a damage claim needs one.
 */
export async function fileClaim(
  work: Work,
  customerId: string,
  parcelRef: string,
  input: { kind: ClaimKind; description: string },
  photos: string[],
): Promise<ClaimRow> {
  const parcel = await findParcel(work, parcelRef, { customerId, lock: true });
  const basis = await basisOf(work, parcel);
  if (basis.claim) throw ConflictError("ALREADY_CLAIMED", MESSAGES.claimed);
  const window = windowOf(basis, input.kind, work.now);
  if (!window.open) throw ConflictError("CLAIM_NOT_OPEN", MESSAGES.notOpen);
  if (!basis.transaction) throw ConflictError("CLAIM_NOT_OPEN", MESSAGES.notPaid);
  if (input.kind === "damaged" && photos.length === 0) throw ValidationError({ photos: "photosRequired" });
  const cover = coverOf(basis);
  const [claim] = (await work
    .trx("claims")
    .insert({
      customer_id: customerId,
      parcel_id: parcel.id,
      transaction_id: basis.transaction.id,
      kind: input.kind,
      description: input.description,
      insured: cover.insured,
      covered_cents: cover.coveredCents,
      currency: cover.currency,
      created_at: work.now,
      updated_at: work.now,
    })
    .returning("*")) as ClaimRow[];
  if (photos.length) {
    await work.trx("claim_photos").insert(photos.map((path, position) => ({ claim_id: claim!.id, path, position })));
  }
  await tellCustomer(work, claim!, parcel, "filed");
  work.after(() => work.deps.realtime.toStaff(CLAIMS_STAFF_EVENT, { claimId: claim!.id, change: "filed" }));
  return claim!;
}

/** GET /api/claims: newest first. */
export async function customerClaims(
  scope: Scope,
  customerId: string,
  page: number,
  perPage: number,
): Promise<{ rows: ClaimListRow[]; total: number; pageCount: number }> {
  const counted = (await scope.db("claims").where({ customer_id: customerId }).count({ n: "*" }).first()) as {
    n: string | number;
  };
  const total = Number(counted.n);
  const rows = await claimRows(scope, (q) =>
    q
      .where("cl.customer_id", customerId)
      .orderBy("cl.created_at", "desc")
      .offset(page * perPage)
      .limit(perPage),
  );
  return { rows, total, pageCount: Math.ceil(total / perPage) };
}
