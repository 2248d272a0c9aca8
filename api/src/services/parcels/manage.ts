/**
 * Staff managing parcels: the paged lists (all, deleted, expired, storage
 * ending), edits and soft deletes.
 */
import type { Knex } from "knex";
import { expiryCutoff, isExpired } from "@ipf/shared/rules/parcel-state";
import { arrivalWindowForDaysLeft, STORAGE_REMINDER_DAYS } from "@ipf/shared/rules/storage";
import type { ParcelUpdateForm } from "@ipf/shared/schemas/parcels-staff";
import { ConflictError } from "../../lib/errors.js";
import { appendImages, insertItems } from "./intake.js";
import type { RidingSignIn } from "../../lib/auth.js";
import { assertParcel, findParcel, isUuid } from "./find.js";
import { pageOfParcels } from "./page.js";
import { countedTotal } from "./counts.js";
import { searchOf, whereParcelSearch } from "./search.js";
import type { ParcelRow } from "./rows.js";
import { actingStaff, type Scope, type Work } from "../work.js";
import { announce } from "./announce.js";

const MESSAGES = {
  notExpired: "This package is not expired.",
  expiredReason: "Expired: kept in the locker for more than 6 months.",
  paymentPending: "A payment for this package is waiting for confirmation.",
  changed: "Someone else changed this package meanwhile. Reload it and make your changes again.",
} as const;

export interface ParcelListFilter {
  page: number;
  perPage: number;
  query?: string;
  packageId?: string;
  deleted?: boolean;
}

/**
 * Manage packages (newest first) or the deleted ones (latest deletion
 * first). `packageId` matches a packageId or a track number exactly: the
 * user page links deleted parcels by track number.
 */
export function listParcels(scope: Scope, filter: ParcelListFilter, signIn: RidingSignIn) {
  const { db } = scope;
  let base = db("parcels as p");
  base = filter.deleted ? base.whereNotNull("p.deleted_at") : base.whereNull("p.deleted_at");
  if (filter.packageId) {
    const ref = filter.packageId.trim();
    base = base.where((q) => {
      q.where("p.parcel_code", ref.toUpperCase()).orWhere("p.track_number", ref.toUpperCase());
      if (isUuid(ref)) q.orWhere("p.id", ref);
    });
  }
  const search = searchOf(filter.query);
  if (search) {
    // Manage packages also finds a customer's parcels by the customer's name (first, last or both),
    // from three letters: the names' index of trigrams serves no shorter text, and reading every
    // customer grows with the business.
    base = base.where((q) => {
      whereParcelSearch(q, search);
      if (filter.query!.trim().length >= 3)
        q.orWhereRaw(
          "p.customer_id = ANY(ARRAY(SELECT id FROM customers WHERE first_name || ' ' || last_name ILIKE ?))",
          [search.pattern],
        );
    });
  }
  const order = filter.deleted ? "p.deleted_at" : "p.created_at";
  return pageOfParcels(scope, base, [{ column: order, order: "desc" }], filter, {
    narrow: Boolean(filter.packageId),
    search,
    signIn,
    // Every live parcel: the total the database keeps. The deleted ones are counted (a small share).
    total: filter.deleted || filter.packageId ? undefined : countedTotal(db),
  });
}

/** Parcels still in the locker 6 months after they arrived, oldest first. */
export function listExpired(
  scope: Scope,
  filter: { page: number; perPage: number; query?: string },
  signIn: RidingSignIn,
) {
  const { db, now } = scope;
  const base = whereParcelSearch(
    db("parcels as p")
      .where("p.state", "in_locker")
      .whereNull("p.deleted_at")
      .where("p.arrived_at", "<=", expiryCutoff(now)),
    searchOf(filter.query),
  );
  return pageOfParcels(scope, base, [{ column: "p.arrived_at", order: "asc" }], filter, {
    narrow: Boolean(filter.query),
    signIn,
  });
}

/** Parcels in the locker whose free storage ends within 30 days (today included), soonest first. */
export function listStorageEnding(
  scope: Scope,
  filter: { page: number; perPage: number; query?: string },
  signIn: RidingSignIn,
) {
  const { from, before } = arrivalWindowForDaysLeft(scope.now, 0, STORAGE_REMINDER_DAYS[0]);
  const base = whereParcelSearch(
    scope
      .db("parcels as p")
      .where("p.state", "in_locker")
      .whereNull("p.deleted_at")
      .where("p.arrived_at", ">=", from)
      .where("p.arrived_at", "<", before),
    searchOf(filter.query),
  );
  return pageOfParcels(scope, base, [{ column: "p.arrived_at", order: "asc" }], filter, {
    narrow: Boolean(filter.query),
    signIn,
  });
}

/** The stored path of an image as a client names it ("/uploads/x?expires=...", "uploads/x" or "x"). */
const storedPath = (name: string) => name.replace(/^\/?uploads\//, "").replace(/[?#].*$/, "");

/** POST /api/packages/update/{packageId}: measures, lines, options; photos added or removed. */
export async function updateParcel(
  work: Work,
  ref: string,
  form: ParcelUpdateForm,
  newImages: readonly string[],
): Promise<ParcelRow> {
  const { trx, deps } = work;
  const parcel = await findParcel(work, ref, { lock: true });
  assertParcel(parcel, "edit");
  // Two staff editing one parcel: the second save, made on what the first changed, is refused.
  // findParcel reads every column: the revision too, which ParcelRow leaves to the records.
  const { revision } = parcel as ParcelRow & { revision: string };
  if (form.revision !== undefined && form.revision !== Number(revision)) {
    throw ConflictError("PARCEL_CHANGED", MESSAGES.changed);
  }
  const [updated] = (await trx("parcels")
    .where({ id: parcel.id })
    .update({
      track_number: form.trackNumber,
      weight_grams: form.weight,
      length_cm: form.length,
      width_cm: form.width,
      height_cm: form.height,
      ...(form.fees !== undefined ? { fees_cents: form.fees } : {}),
      ...(form.shippingOptions
        ? { has_dangerous: form.shippingOptions.hasDangerous, has_lithium: form.shippingOptions.hasLithium }
        : {}),
    })
    .returning("*")) as ParcelRow[];
  if (form.details) {
    await trx("parcel_items").where({ parcel_id: parcel.id }).delete();
    await insertItems(work, parcel.id, form.details);
  }
  if (form.removeImages?.length) {
    const paths = form.removeImages.map(storedPath);
    const removed = (await trx("parcel_images")
      .where({ parcel_id: parcel.id })
      .whereIn("path", paths)
      .delete()
      .returning("path")) as { path: string }[];
    await renumberImages(trx, parcel.id);
    // Files go only once the rows are gone for good.
    work.after(() => Promise.all(removed.map(({ path }) => deps.storage.remove(path))));
  }
  await appendImages(work, parcel.id, newImages);
  announce(work, updated!);
  return updated!;
}

async function renumberImages(trx: Knex.Transaction, parcelId: string): Promise<void> {
  // The (parcel_id, position) key is deferred: positions may cross while they are rewritten.
  await trx.raw(
    `UPDATE parcel_images i SET position = n.position
       FROM (SELECT id, row_number() OVER (ORDER BY position) - 1 AS position FROM parcel_images WHERE parcel_id = ?) n
      WHERE i.id = n.id`,
    [parcelId],
  );
}

async function softDelete(work: Work, parcel: ParcelRow, reason: string): Promise<ParcelRow> {
  const { trx, now } = work;
  assertParcel(parcel, "delete");
  if (parcel.state === "approved") {
    const pending = await trx("transactions").where({ parcel_id: parcel.id, state: "pending" }).first("id");
    if (pending) throw ConflictError("PAYMENT_PENDING", MESSAGES.paymentPending);
  }
  const [deleted] = (await trx("parcels")
    .where({ id: parcel.id })
    .update({ deleted_at: now, deleted_by: actingStaff(work).id, delete_reason: reason })
    .returning("*")) as ParcelRow[];
  // Nothing is left to photograph.
  await trx("image_requests").where({ parcel_id: parcel.id, complete: false }).delete();
  announce(work, deleted!, ["approvalRequests", "imageRequests"]);
  return deleted!;
}

/** POST /api/packages/delete/{packageId}: soft delete, with who, when and why. */
export async function deleteParcel(work: Work, ref: string, reason: string): Promise<ParcelRow> {
  return softDelete(work, await findParcel(work, ref, { lock: true }), reason);
}

/** DELETE /api/packages/{id}: the expired list's delete; only for an expired parcel. */
export async function deleteExpiredParcel(work: Work, ref: string): Promise<ParcelRow> {
  const parcel = await findParcel(work, ref, { lock: true });
  if (!isExpired(parcel.state, parcel.arrived_at, work.now)) throw ConflictError("NOT_EXPIRED", MESSAGES.notExpired);
  return softDelete(work, parcel, MESSAGES.expiredReason);
}
