/**
 * Assemble requests (consolidations). Every change locks the request row
 * first and its parcels second, always in that order, so concurrent
 * changes queue instead of deadlocking; the new-request path locks only
 * parcels (the request does not exist yet).
 */
import type { DateOrder } from "@ipf/shared/schemas/common";
import type { Knex } from "knex";
import {
  MIN_ASSEMBLE_PARCELS,
  MIN_GROUP_FOR_REMOVAL,
  canConsolidation,
  canRevertConsolidation,
  consolidatedTrackNumber,
  withinCancelWindow,
  type ConsolidationAction,
} from "@ipf/shared/rules/parcel-state";
import type { z } from "zod";
import type { groupRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import type { addAssembleFormSchema } from "@ipf/shared/schemas/parcels-staff";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.js";
import { insertParcel } from "./intake.js";
import { assertParcel, findParcel, findParcels, isUuid, lockParcels, resolveRefs } from "./find.js";
import { orWhereCustomerCode, searchOf, whereParcelSearch } from "./search.js";
import { pageOfIds } from "./page.js";
import { notifyCustomer } from "./notify.js";
import type { ConsolidationRow, ParcelItemRow, ParcelRow } from "./rows.js";
import { applyTransitions, applyTransition } from "./transitions.js";
import { actingStaff, type Scope, type Work } from "../work.js";
import { assertNoOpenService } from "./service-block.js";
import { carryServiceFees, returnServiceFees } from "../payments/service-fees.js";
import { announce } from "./announce.js";
import { consolidationRefusal } from "./handled.js";

type Db = Knex | Knex.Transaction;

const MESSAGES = {
  notFound: "Request not found.",
  closed: "This request can no longer be changed that way.",
  windowPassed: "An assemble request cannot be cancelled after 15 minutes.",
  alreadyAssembled: "A consolidated package cannot be assembled again.",
  tooSmall: "A package can be removed only from a group of 3 or more.",
  revert: "The assembled package is in a request or already approved: it cannot be unpacked.",
  reverted: "Consolidation reverted.",
} as const;

/**
 * The parcels a consolidation may be asked for, as the customer names them:
 * their own (another customer's is a 404), at least two different ones, none
 * consolidated already, all of one warehouse, each free in the locker.
 */
export async function consolidableParcels(
  scope: Scope,
  customerId: string,
  refs: readonly string[],
  options: { lock?: boolean } = {},
): Promise<ParcelRow[]> {
  const ids = [...new Set(await resolveRefs(scope, refs, customerId))];
  if (ids.length < MIN_ASSEMBLE_PARCELS) throw ValidationError({ packages: "assembleMinCount" });
  const parcels = await findParcels(scope, ids, { customerId, lock: options.lock });
  if (parcels.some((p) => p.is_consolidated)) throw ConflictError("ALREADY_ASSEMBLED", MESSAGES.alreadyAssembled);
  if (new Set(parcels.map((p) => p.warehouse_id)).size > 1)
    throw ValidationError({ packages: "assembleSameWarehouse" });
  for (const parcel of parcels) assertParcel(parcel, "requestAssemble");
  await assertNoOpenService(scope, parcels, "requestAssemble");
  return parcels;
}

/** POST /api/packages/group: at least two parcels of one customer and one warehouse, each free in the locker. */
export async function requestConsolidation(
  work: Work,
  customerId: string,
  input: z.output<typeof groupRequestSchema>,
): Promise<ConsolidationRow> {
  const { trx, now } = work;
  const parcels = await consolidableParcels(work, customerId, input.packages, { lock: true });
  const moved = await applyTransitions(work, parcels, "requestAssemble", { assemble_requested_at: now });
  const [group] = (await trx("consolidations")
    .insert({
      customer_id: customerId,
      warehouse_id: parcels[0]!.warehouse_id,
      remove_bills: input.removeBills,
      remove_shoe_boxes: input.removeShoeBoxes,
      note: input.assembleNote,
      requested_at: now,
      created_at: now,
    })
    .returning("*")) as ConsolidationRow[];
  await trx("consolidation_parcels").insert(
    parcels.map((p) => ({
      consolidation_id: group!.id,
      parcel_id: p.id,
      customer_id: customerId,
      warehouse_id: p.warehouse_id,
      added_at: now,
    })),
  );
  announce(work, moved, ["assembleRequests"]);
  return group!;
}

/**
 * Locks the request (404 when missing, deleted, or another customer's) and
 * checks the action is allowed; staff refused are told who accepted or
 * cancelled it, and when.
 */
async function lockGroup(
  work: Work,
  id: string,
  action: ConsolidationAction,
  customerId?: string,
): Promise<ConsolidationRow> {
  let query = work.trx("consolidations").where({ id }).whereNull("deleted_at").forUpdate();
  if (customerId) query = query.where({ customer_id: customerId });
  const group = (await query.first()) as ConsolidationRow | undefined;
  if (!group) throw NotFoundError(MESSAGES.notFound);
  if (!canConsolidation(group.state, action)) {
    throw await consolidationRefusal(work, group, ConflictError("REQUEST_CLOSED", MESSAGES.closed));
  }
  return group;
}

/** The members in arrival order (the consolidated parcel's lines follow it). */
async function memberIds(trx: Db, groupId: string): Promise<string[]> {
  const rows = (await trx("consolidation_parcels as cp")
    .join("parcels as p", "p.id", "cp.parcel_id")
    .where({ "cp.consolidation_id": groupId })
    .orderBy([{ column: "p.created_at" }, { column: "p.id" }])
    .select("cp.parcel_id")) as { parcel_id: string }[];
  return rows.map((row) => row.parcel_id);
}

/** Members go back to the locker and the request is cancelled, by the staff member acting or else the customer. */
async function release(work: Work, group: ConsolidationRow): Promise<ParcelRow[]> {
  const { trx, now } = work;
  const members = await lockParcels(work, await memberIds(trx, group.id));
  const moved = await applyTransitions(work, members, "cancelAssemble", { assemble_requested_at: null });
  await trx("consolidations")
    .where({ id: group.id })
    .update({
      state: "cancelled",
      cancelled_at: now,
      cancelled_by: work.staff?.id ?? null,
      cancelled_by_customer: !work.staff,
    });
  announce(work, moved, ["assembleRequests"]);
  return moved;
}

/** The open request of the customer that holds this parcel. */
async function openGroupOf(work: Work, customerId: string, ref: string): Promise<string> {
  const parcel = await findParcel(work, ref, { customerId });
  const row = (await work
    .trx("consolidation_parcels as cp")
    .join("consolidations as c", "c.id", "cp.consolidation_id")
    .where({ "cp.parcel_id": parcel.id, "c.state": "open" })
    .whereNull("c.deleted_at")
    .first("c.id")) as { id: string } | undefined;
  if (!row) throw ConflictError("REQUEST_CLOSED", MESSAGES.closed);
  return row.id;
}

/** POST /api/packages/group/user-cancel: the customer, within 15 minutes of asking. */
export async function cancelConsolidationByCustomer(
  work: Work,
  customerId: string,
  input: { packageId?: string; requestId?: string },
): Promise<void> {
  const id = input.requestId ?? (await openGroupOf(work, customerId, input.packageId!));
  const group = await lockGroup(work, id, "cancel", customerId);
  if (!withinCancelWindow(group.requested_at, work.now)) {
    throw ConflictError("CANCEL_WINDOW_PASSED", MESSAGES.windowPassed);
  }
  await release(work, group);
}

/** POST /api/packages/group/cancel: staff, while unaccepted. */
export async function cancelConsolidation(work: Work, id: string): Promise<void> {
  const group = await lockGroup(work, id, "cancel");
  const [first] = await release(work, group);
  if (first) await notifyCustomer(work, first, "requestCancelled");
}

/** POST /api/packages/groups/remove-package/{groupId}: only from a group of three or more. */
export async function removeFromConsolidation(work: Work, groupId: string, ref: string): Promise<void> {
  const { trx } = work;
  const group = await lockGroup(work, groupId, "removeParcel");
  const members = await memberIds(trx, group.id);
  const parcel = await findParcel(work, ref, { customerId: group.customer_id });
  if (!members.includes(parcel.id)) throw NotFoundError(MESSAGES.notFound);
  if (members.length < MIN_GROUP_FOR_REMOVAL) throw ConflictError("GROUP_TOO_SMALL", MESSAGES.tooSmall);
  const [locked] = await lockParcels(work, [parcel.id]);
  const moved = await applyTransition(work, locked!, "cancelAssemble", { assemble_requested_at: null });
  await trx("consolidation_parcels").where({ consolidation_id: group.id, parcel_id: parcel.id }).delete();
  announce(work, moved, ["assembleRequests"]);
}

/**
 * POST /api/packages/add-assemble: staff packed the parcels; the new parcel
 * takes the measures, fees and photos given, the members' lines unless new
 * ones are given, and their dangerous and lithium flags combined. It arrived
 * with the earliest of them: packing does not restart free storage.
 */
export async function acceptConsolidation(
  work: Work,
  form: z.output<typeof addAssembleFormSchema>,
  imagePaths: readonly string[],
): Promise<ParcelRow> {
  const { trx, now } = work;
  const group = await lockGroup(work, form.requestId, "accept");
  const members = await lockParcels(work, await memberIds(trx, group.id));
  const merged = await applyTransitions(work, members, "acceptAssemble");
  const items = (await trx("parcel_items")
    .whereIn(
      "parcel_id",
      members.map((m) => m.id),
    )
    .orderBy(["parcel_id", "position"])) as ParcelItemRow[];
  const order = new Map(members.map((m, index) => [m.id, index]));
  items.sort((a, b) => order.get(a.parcel_id)! - order.get(b.parcel_id)! || a.position - b.position);
  const parcel = await insertParcel(work, {
    trackNumber: form.trackNumber ?? consolidatedTrackNumber(members[0]!.track_number),
    customerId: group.customer_id,
    warehouseId: group.warehouse_id,
    weightGrams: form.weight,
    lengthCm: form.length,
    widthCm: form.width,
    heightCm: form.height,
    feesCents: form.fees,
    hasDangerous: form.shippingOptions?.hasDangerous ?? members.some((m) => m.has_dangerous),
    hasLithium: form.shippingOptions?.hasLithium ?? members.some((m) => m.has_lithium),
    removeBills: group.remove_bills,
    removeShoeBoxes: group.remove_shoe_boxes,
    isConsolidated: true,
    madeFrom: members,
    details:
      form.details ??
      items.map((item) => ({
        description: item.description,
        quantity: item.quantity,
        priceCents: item.price_cents,
        madeIn: item.made_in,
        type: item.type,
        hsCode: item.hs_code,
      })),
    imagePaths,
  });
  await trx("consolidations")
    .where({ id: group.id })
    .update({
      state: "accepted",
      result_parcel_id: parcel.id,
      accepted_at: now,
      accepted_by: actingStaff(work).id,
    });
  await carryServiceFees(
    work,
    members.map((member) => member.id),
    parcel.id,
  );
  await notifyCustomer(work, parcel, "assembled");
  announce(work, [...merged, parcel], ["assembleRequests"]);
  return parcel;
}

/**
 * POST /api/packages/group/revert: back to unaccepted. The consolidated
 * parcel must still be free in the locker; it is deleted (soft, reason
 * recorded) and the members wait to be packed again.
 */
export async function revertConsolidation(work: Work, id: string): Promise<void> {
  const { trx, now } = work;
  const group = await lockGroup(work, id, "revert");
  // One lock call for the new parcel and the members: id order across all of them.
  const [result, ...members] = await lockParcels(work, [group.result_parcel_id!, ...(await memberIds(trx, group.id))]);
  if (!canRevertConsolidation(result!.state)) throw ConflictError("REVERT_NOT_ALLOWED", MESSAGES.revert);
  const waiting = await applyTransitions(work, members, "revertAssemble");
  await returnServiceFees(work, result!.id);
  const [gone] = (await trx("parcels")
    .where({ id: result!.id })
    .update({ deleted_at: now, deleted_by: actingStaff(work).id, delete_reason: MESSAGES.reverted })
    .returning("*")) as ParcelRow[];
  await trx("consolidations")
    .where({ id: group.id })
    .update({ state: "open", result_parcel_id: null, accepted_at: null, accepted_by: null });
  announce(work, [...waiting, gone!], ["assembleRequests"]);
}

/** POST /api/packages/group/delete: an accepted request leaves the lists; its parcel stays. */
export async function deleteConsolidation(work: Work, id: string): Promise<void> {
  const group = await lockGroup(work, id, "delete");
  await work.trx("consolidations").where({ id: group.id }).update({ deleted_at: work.now });
  announce(work, await findParcel(work, group.result_parcel_id!, { includeDeleted: true }), ["assembleRequests"]);
}

/** Staff lists: open requests (groups) or accepted ones (groups/complete), newest first. */
export function listConsolidations(
  scope: Scope,
  filter: { page: number; perPage: number; query?: string; accepted: boolean; order?: DateOrder },
) {
  const { db } = scope;
  let base = db("consolidations as c")
    .where("c.state", filter.accepted ? "accepted" : "open")
    .whereNull("c.deleted_at");
  const search = searchOf(filter.query);
  if (search) {
    const matching = whereParcelSearch(db("parcels as p").select("p.id"), search, { byCustomer: false });
    base = base.where((q) => {
      q.whereIn("c.id", db("consolidation_parcels").select("consolidation_id").whereIn("parcel_id", matching));
      q.orWhereIn("c.result_parcel_id", matching.clone());
      orWhereCustomerCode(q, "c.customer_id", search);
    });
  }
  return pageOfIds(scope, base, [{ column: "c.requested_at", order: filter.order ?? "desc" }], filter, {
    idColumn: "c.id",
    narrow: Boolean(filter.query),
  });
}

/** The customer's open requests (group/user), newest first. */
export function listCustomerConsolidations(
  scope: Scope,
  customerId: string,
  paging: { page: number; perPage: number },
) {
  const { db } = scope;
  const base = db("consolidations as c")
    .where({ "c.customer_id": customerId, "c.state": "open" })
    .whereNull("c.deleted_at");
  return pageOfIds(scope, base, [{ column: "c.requested_at", order: "desc" }], paging, { idColumn: "c.id" });
}

/** GET /api/packages/assemble/{packageId}: a request by its id, or the latest one a parcel is in or came out of. */
export async function findConsolidationId(scope: Scope, ref: string): Promise<string> {
  const { db } = scope;
  if (isUuid(ref)) {
    const own = await db("consolidations").where({ id: ref }).whereNull("deleted_at").first("id");
    if (own) return (own as { id: string }).id;
  }
  const parcel = await findParcel(scope, ref, { includeDeleted: true });
  const row = (await db("consolidations as c")
    .whereNull("c.deleted_at")
    .where((q) =>
      q
        .where("c.result_parcel_id", parcel.id)
        .orWhereIn("c.id", db("consolidation_parcels").select("consolidation_id").where("parcel_id", parcel.id)),
    )
    .orderBy("c.requested_at", "desc")
    .first("c.id")) as { id: string } | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row.id;
}
