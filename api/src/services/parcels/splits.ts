/**
 * Disassemble requests (splits). The customer asks with a note; staff take
 * in the new parcels one by one (intake with fromDisassemble, numbered
 * ORIGINAL-1, -2, ...), then complete the request by linking them. Every
 * change locks the request row first, then parcels.
 */
import type { DateOrder } from "@ipf/shared/schemas/common";
import { canSplit, type SplitAction } from "@ipf/shared/rules/parcel-state";
import type { z } from "zod";
import type { disassembleRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.js";
import { findParcel, isUuid, lockParcels, resolveRefs } from "./find.js";
import { orWhereCustomerCode, searchOf, whereParcelSearch } from "./search.js";
import { pageOfIds } from "./page.js";
import { notifyCustomer } from "./notify.js";
import type { ParcelRow, SplitRequestRow } from "./rows.js";
import { applyTransition } from "./transitions.js";
import { actingStaff, type Scope, type Work } from "../work.js";
import { assertNoOpenService } from "./service-block.js";
import { carryServiceFees } from "../payments/service-fees.js";
import { announce } from "./announce.js";
import { splitRefusal } from "./handled.js";

const MESSAGES = {
  notFound: "Request not found.",
  closed: "This disassemble request is no longer open.",
  hasParcels: "Parcels were already taken in for this request: complete it instead.",
} as const;

/** POST /api/packages/disassemble-request/{id}. */
export async function requestSplit(
  work: Work,
  customerId: string,
  ref: string,
  input: z.output<typeof disassembleRequestSchema>,
): Promise<SplitRequestRow> {
  const { trx, now } = work;
  const parcel = await findParcel(work, ref, { customerId, lock: true });
  await assertNoOpenService(work, [parcel], "requestSplit");
  const moved = await applyTransition(work, parcel, "requestSplit");
  const [request] = (await trx("split_requests")
    .insert({
      parcel_id: parcel.id,
      customer_id: customerId,
      note: input.disassembleNote,
      remove_bills: input.removeBills,
      remove_shoe_boxes: input.removeShoeBoxes,
      requested_at: now,
      created_at: now,
    })
    .returning("*")) as SplitRequestRow[];
  announce(work, moved, ["disassembleRequests"]);
  return request!;
}

/** Locks the request and checks the action is allowed; refused, staff are told who closed it and when. */
export async function lockSplitRequest(work: Work, id: string, action: SplitAction): Promise<SplitRequestRow> {
  const request = (await work.trx("split_requests").where({ id }).forUpdate().first()) as SplitRequestRow | undefined;
  if (!request) throw NotFoundError(MESSAGES.notFound);
  if (!canSplit(request.state, action)) {
    throw await splitRefusal(work, request, ConflictError("REQUEST_CLOSED", MESSAGES.closed));
  }
  return request;
}

/** POST /api/packages/requests/disassemble/cancel: while open and before any new parcel was taken in. */
export async function cancelSplit(work: Work, id: string): Promise<void> {
  const { trx, now } = work;
  const request = await lockSplitRequest(work, id, "cancel");
  const [original] = await lockParcels(work, [request.parcel_id]);
  const child = await trx("parcels").where({ from_split_of: original!.id }).whereNull("deleted_at").first("id");
  if (child) throw ConflictError("SPLIT_HAS_PARCELS", MESSAGES.hasParcels);
  const moved = await applyTransition(work, original!, "cancelSplit");
  await trx("split_requests")
    .where({ id: request.id })
    .update({ state: "cancelled", cancelled_at: now, cancelled_by: actingStaff(work).id });
  await notifyCustomer(work, moved, "requestCancelled");
  announce(work, moved, ["disassembleRequests"]);
}

/**
 * POST /api/packages/requests/disassemble/{id}: links the parcels taken in
 * (each must come out of this very parcel, not linked before) and closes
 * the original as split.
 */
export async function completeSplit(work: Work, id: string, addedRefs: readonly string[]): Promise<ParcelRow[]> {
  const { trx, now } = work;
  const request = await lockSplitRequest(work, id, "complete");
  const addedIds = [...new Set(await resolveRefs(work, addedRefs))];
  const [original, ...added] = await lockParcels(work, [request.parcel_id, ...addedIds]);
  const foreign = added.findIndex((parcel) => parcel.from_split_of !== original!.id);
  if (foreign >= 0) throw ValidationError({ [`addedPackages.${foreign}`]: "notFromThisPackage" });
  const linked = await trx("split_request_parcels").whereIn("parcel_id", addedIds).first("parcel_id");
  if (linked) throw ValidationError({ addedPackages: "alreadyLinked" });
  const moved = await applyTransition(work, original!, "completeSplit");
  await trx("split_request_parcels").insert(
    added.map((parcel, index) => ({ split_request_id: request.id, parcel_id: parcel.id, position: index + 1 })),
  );
  await trx("split_requests")
    .where({ id: request.id })
    .update({ state: "completed", completed_at: now, completed_by: actingStaff(work).id });
  // The services done on it before are charged with the first parcel out of it.
  if (added[0]) await carryServiceFees(work, [original!.id], added[0].id);
  await notifyCustomer(work, moved, "split");
  announce(work, [moved, ...added], ["disassembleRequests"]);
  return added;
}

/** Staff tabs: awaiting (open) or done (completed), newest first. */
export function listSplits(
  scope: Scope,
  filter: { page: number; perPage: number; query?: string; complete: boolean; order?: DateOrder },
) {
  const { db } = scope;
  let base = db("split_requests as s").where("s.state", filter.complete ? "completed" : "open");
  const search = searchOf(filter.query);
  if (search) {
    const matching = whereParcelSearch(db("parcels as p").select("p.id"), search, { byCustomer: false });
    base = base.where((q) => {
      q.whereIn("s.parcel_id", matching);
      orWhereCustomerCode(q, "s.customer_id", search);
    });
  }
  return pageOfIds(scope, base, [{ column: "s.requested_at", order: filter.order ?? "desc" }], filter, {
    idColumn: "s.id",
    narrow: Boolean(filter.query),
  });
}

/** GET /api/packages/disassemble/get/{packageId}: a request by its id, or the latest of a parcel. */
export async function findSplitId(scope: Scope, ref: string): Promise<string> {
  const { db } = scope;
  if (isUuid(ref)) {
    const own = (await db("split_requests").where({ id: ref }).first("id")) as { id: string } | undefined;
    if (own) return own.id;
  }
  const parcel = await findParcel(scope, ref, { includeDeleted: true });
  const row = (await db("split_requests")
    .where((q) =>
      q
        .where("parcel_id", parcel.id)
        .orWhereIn("id", db("split_request_parcels").select("split_request_id").where("parcel_id", parcel.id)),
    )
    .orderBy("requested_at", "desc")
    .first("id")) as { id: string } | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row.id;
}
