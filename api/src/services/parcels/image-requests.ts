/**
 * Photo requests: the customer asks (once at a time), staff answer by
 * uploading photos (which completes the request) or by marking it complete.
 */
import type { DateOrder } from "@ipf/shared/schemas/common";
import type { Knex } from "knex";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.js";
import { appendImages } from "./intake.js";
import { assertParcel, findParcel } from "./find.js";
import { pageOfIds } from "./page.js";
import { searchOf, whereParcelSearch } from "./search.js";
import { notifyCustomer } from "./notify.js";
import type { ImageRequestRow, ParcelRow } from "./rows.js";
import { actingStaff, type Scope, type Work } from "../work.js";
import { announce } from "./announce.js";
import { imageRequestRefusal } from "./handled.js";

const MESSAGES = {
  sent: "sent",
  off: "Photo requests are not available for your account.",
  notFound: "Request not found.",
  closed: "This request is already complete.",
} as const;

const UNIQUE_VIOLATION = "23505";

/** POST /api/packages/images/request. A pending request answers 409 REQUEST_SENT ("sent"). */
export async function requestImages(work: Work, customerId: string, ref: string): Promise<ParcelRow> {
  const { trx, now } = work;
  const parcel = await findParcel(work, ref, { customerId, lock: true });
  assertParcel(parcel, "requestImages");
  const setting = (await trx("customer_settings").where({ customer_id: customerId }).first("image_request")) as
    { image_request: boolean } | undefined;
  if (setting && !setting.image_request) throw ConflictError("IMAGE_REQUESTS_OFF", MESSAGES.off);
  // The parcel row is locked, so this check and the insert cannot interleave with another request.
  const pending = await trx("image_requests").where({ parcel_id: parcel.id, complete: false }).first("id");
  if (pending) throw ConflictError("REQUEST_SENT", MESSAGES.sent);
  try {
    await trx("image_requests").insert({ parcel_id: parcel.id, customer_id: customerId, created_at: now });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw ConflictError("REQUEST_SENT", MESSAGES.sent);
    throw error;
  }
  announce(work, parcel, ["imageRequests"]);
  return parcel;
}

/** Staff list: pending first, newest first; `complete` narrows to one kind. */
export function listImageRequests(
  scope: Scope,
  filter: { page: number; perPage: number; query?: string; complete?: boolean; order?: DateOrder },
) {
  const { db } = scope;
  let base = db("image_requests as r").join("parcels as p", "p.id", "r.parcel_id").whereNull("p.deleted_at");
  if (filter.complete !== undefined) base = base.where("r.complete", filter.complete);
  base = whereParcelSearch(base, searchOf(filter.query));
  return pageOfIds(
    scope,
    base,
    [
      { column: "r.complete", order: "asc" },
      { column: "r.created_at", order: filter.order ?? "desc" },
    ],
    filter,
    { idColumn: "r.id", narrow: Boolean(filter.query) },
  );
}

async function lockRequest(trx: Knex.Transaction, id: string): Promise<ImageRequestRow> {
  const row = (await trx("image_requests").where({ id }).forUpdate().first()) as ImageRequestRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

async function complete(work: Work, request: ImageRequestRow): Promise<void> {
  if (request.complete) {
    throw await imageRequestRefusal(work, request, ConflictError("REQUEST_CLOSED", MESSAGES.closed));
  }
  await work
    .trx("image_requests")
    .where({ id: request.id })
    .update({
      complete: true,
      completed_at: work.now,
      completed_by: actingStaff(work).id,
    });
}

/** POST /api/packages/images/update: the photos answer the request and complete it. */
export async function uploadRequestedImages(
  work: Work,
  requestId: string,
  packageRef: string | undefined,
  paths: readonly string[],
): Promise<ParcelRow> {
  const { trx } = work;
  const request = await lockRequest(trx, requestId);
  const parcel = await findParcel(work, request.parcel_id, { lock: true });
  if (packageRef && packageRef !== parcel.id && packageRef.toUpperCase() !== parcel.parcel_code) {
    throw ValidationError({ packageId: "requestParcelMismatch" });
  }
  await complete(work, request);
  assertParcel(parcel, "addImages");
  await appendImages(work, parcel.id, paths);
  await notifyCustomer(work, parcel, "photos");
  announce(work, parcel, ["imageRequests"]);
  return parcel;
}

/** POST /api/packages/images/complete. */
export async function completeImageRequest(work: Work, requestId: string): Promise<void> {
  const request = await lockRequest(work.trx, requestId);
  await complete(work, request);
  announce(work, await findParcel(work, request.parcel_id, { includeDeleted: true }), ["imageRequests"]);
}

/** POST /api/packages/images/delete. */
export async function deleteImageRequest(work: Work, requestId: string): Promise<void> {
  const request = await lockRequest(work.trx, requestId);
  await work.trx("image_requests").where({ id: request.id }).delete();
  announce(work, await findParcel(work, request.parcel_id, { includeDeleted: true }), ["imageRequests"]);
}
