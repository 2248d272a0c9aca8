/**
 * Shipping requests: the customer picks an address of their own book (copied
 * onto the parcel) and asks to ship; staff approve with priced offers, or
 * cancel. The customer may cancel within 15 minutes.
 */
import type { DateOrder } from "@ipf/shared/schemas/common";
import { withinCancelWindow } from "@ipf/shared/rules/parcel-state";
import type { z } from "zod";
import type { packageApproveRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import type { approvalAcceptRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.js";
import type { RidingSignIn } from "../../lib/auth.js";
import { assertParcel, findParcel } from "./find.js";
import { pageOfParcels, pageOfTableRows, workQueue } from "./page.js";
import { searchOf, whereParcelSearch } from "./search.js";
import { notifyCustomer } from "./notify.js";
import type { CarrierRow, ParcelRow } from "./rows.js";
import { applyTransition } from "./transitions.js";
import { actingStaff, type Scope, type Work } from "../work.js";
import { assertNoOpenService } from "./service-block.js";
import { announce } from "./announce.js";
import { assertParcelRequest } from "./handled.js";
import type { AddressRow } from "../addresses.js";

const MESSAGES = {
  addressNotFound: "Address not found.",
  addNationalID: "Please add the national ID to this address before shipping to Algeria.",
  windowPassed: "A shipping request cannot be cancelled after 15 minutes.",
} as const;

/** Algeria requires a national ID longer than 8 characters. */
const needsNationalId = (address: { country: string; national_id: string | null }) =>
  address.country === "DZ" && (address.national_id ?? "").trim().length <= 8;

/** POST /api/packages/request/package-approve. */
export async function requestApproval(
  work: Work,
  customerId: string,
  input: z.output<typeof packageApproveRequestSchema>,
): Promise<ParcelRow> {
  const { trx, now } = work;
  const parcel = await findParcel(work, input.packageId, { customerId, lock: true });
  assertParcel(parcel, "requestApproval");
  await assertNoOpenService(work, [parcel], "requestApproval");
  const address = (await trx("address_book")
    .where({ id: input.addressId, customer_id: customerId })
    .whereNull("deleted_at")
    .first()) as AddressRow | undefined;
  if (!address) throw NotFoundError(MESSAGES.addressNotFound);
  if (needsNationalId(address)) throw ValidationError({ addressId: "addNationalID" }, MESSAGES.addNationalID);
  // A copy: editing the address book later does not move a parcel already asked for.
  await trx("parcel_shipping_addresses").where({ parcel_id: parcel.id }).delete();
  await trx("parcel_shipping_addresses").insert({
    parcel_id: parcel.id,
    address_book_id: address.id,
    name: address.name,
    national_id: address.national_id,
    country: address.country,
    city: address.city,
    zip: address.zip,
    address_line_one: address.address_line_one,
    address_line_two: address.address_line_two,
    phone: address.phone,
    created_at: now,
  });
  const moved = await applyTransition(work, parcel, "requestApproval", {
    approval_requested_at: now,
    remove_bills: input.removeBills,
    remove_shoe_boxes: input.removeShoeBoxes,
    additional_note: input.additionalNote,
  });
  announce(work, moved, ["approvalRequests"]);
  return moved;
}

async function backToLocker(work: Work, parcel: ParcelRow): Promise<ParcelRow> {
  const moved = await applyTransition(work, parcel, "cancelApproval", { approval_requested_at: null });
  await work.trx("parcel_shipping_addresses").where({ parcel_id: parcel.id }).delete();
  announce(work, moved, ["approvalRequests"]);
  return moved;
}

/** POST /api/packages/request/approval/cancel: the customer, within 15 minutes of asking. */
export async function cancelApprovalByCustomer(work: Work, customerId: string, ref: string): Promise<void> {
  const parcel = await findParcel(work, ref, { customerId, lock: true });
  assertParcel(parcel, "cancelApproval");
  if (!withinCancelWindow(parcel.approval_requested_at!, work.now)) {
    throw ConflictError("CANCEL_WINDOW_PASSED", MESSAGES.windowPassed);
  }
  await backToLocker(work, parcel);
}

/** POST /api/packages/approval/cancel: staff, on a request awaiting approval. */
export async function cancelApproval(work: Work, ref: string): Promise<void> {
  const parcel = await findParcel(work, ref, { lock: true });
  await assertParcelRequest(work, parcel, "cancelApproval");
  const moved = await backToLocker(work, parcel);
  await notifyCustomer(work, moved, "requestCancelled");
}

/**
 * POST /api/packages/approval/accept: one offer per method, each a carrier
 * of the parcel's warehouse (active, not removed) and a price of at least 0.
 */
export async function approveShipping(
  work: Work,
  input: z.output<typeof approvalAcceptRequestSchema>,
): Promise<ParcelRow> {
  const { trx, now } = work;
  const parcel = await findParcel(work, input.packageId, { lock: true });
  await assertParcelRequest(work, parcel, "approve");
  const carriers = (await trx("carriers")
    .whereIn(
      "id",
      input.methods.map((m) => m.company),
    )
    .where({ warehouse_id: parcel.warehouse_id, is_active: true })
    .whereNull("deleted_at")) as CarrierRow[];
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  input.methods.forEach((method, index) => {
    if (!carriers.some((c) => c.id === method.company)) fields[`methods.${index}.company`] = "invalidCompany";
    else if (seen.has(method.company)) fields[`methods.${index}.company`] = "duplicateCompany";
    seen.add(method.company);
  });
  if (Object.keys(fields).length) throw ValidationError(fields);
  await trx("shipping_offers").where({ parcel_id: parcel.id }).delete();
  await trx("shipping_offers").insert(
    input.methods.map((method) => ({
      parcel_id: parcel.id,
      carrier_id: method.company,
      price_cents: method.price,
      created_by: actingStaff(work).id,
      created_at: now,
    })),
  );
  const moved = await applyTransition(work, parcel, "approve", { approved_at: now });
  await notifyCustomer(work, moved, "approved");
  announce(work, moved, ["approvalRequests"]);
  return moved;
}

/**
 * Staff tabs: awaiting approval (oldest request first) or approved and
 * awaiting payment (oldest approval first); suspicious customers apart.
 */
export function listApprovals(
  scope: Scope,
  filter: {
    page: number;
    perPage: number;
    awaitingApprove: boolean;
    suspicious: boolean;
    query?: string;
    order?: DateOrder;
    /** rows: the table's rows rather than the whole parcels. */
    view?: "rows";
  },
  signIn: RidingSignIn,
) {
  const { db } = scope;
  const state = filter.awaitingApprove ? "awaiting_approval" : "approved";
  // The owner's flag, carried by the parcel: the queue's index leads with it.
  const queue = workQueue(db, state, filter.suspicious);
  const search = searchOf(filter.query);
  const base = whereParcelSearch(queue.base, search);
  const column = filter.awaitingApprove ? "p.approval_requested_at" : "p.approved_at";
  const order = filter.order ?? "asc";
  const read = filter.view === "rows" ? pageOfTableRows : pageOfParcels;
  return read(scope, base, [{ column, order }], filter, { search, signIn, generic: true, total: queue.total });
}
