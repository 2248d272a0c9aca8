/**
 * What became of a request before a staff member's action on it arrived:
 * its state, who moved it there and when. The 409 refusing the action carries
 * it (`handled`, shared/src/schemas/handled.ts), so the desk that lost the
 * race can say "The customer cancelled this request at 14:02" instead of
 * "someone else". Only staff are told who: a customer's refusal stays as it was.
 */
import { PARCEL_RULES, canParcel, type ParcelAction, type ParcelState } from "@ipf/shared/rules/parcel-state";
import type { Handled, HandledActor, HandledState } from "@ipf/shared/schemas/handled";
import { ApiError } from "../../lib/errors.js";
import type { Scope, Work } from "../work.js";
import { assertParcel } from "./find.js";
import type { ConsolidationRow, ImageRequestRow, ParcelRow, SplitRequestRow } from "./rows.js";

/** How a fact was recorded: when, and by which staff member (null: nobody on record, or the customer). */
interface Fact {
  state: HandledState;
  at: Date;
  staffId: string | null;
  /** The customer did it: a fact with no staff member is otherwise unknown. */
  customer?: boolean;
}

async function told(scope: Scope, fact: Fact): Promise<Handled> {
  let by: HandledActor | null = fact.customer ? { kind: "customer" } : null;
  if (fact.staffId) {
    const staff = (await scope.db("staff").where({ id: fact.staffId }).first("full_name", "group_id")) as
      { full_name: string; group_id: number } | undefined;
    if (staff) by = { kind: "staff", name: staff.full_name, groupId: staff.group_id };
  }
  return { state: fact.state, by, at: fact.at.toISOString() };
}

/**
 * `error` with what became of the request added, when a staff member acts and
 * something is known of it; as it is otherwise.
 */
async function withHandled(work: Work, error: ApiError, fact: () => Promise<Fact | null> | Fact | null) {
  if (!work.staff) return error;
  const known = await fact();
  if (!known) return error;
  return new ApiError(error.status, error.code, error.message, {
    fields: error.fields,
    headers: error.headers,
    extra: { ...error.extra, handled: await told(work, known) },
  });
}

function consolidationFact(group: ConsolidationRow): Fact | null {
  if (group.state === "accepted" && group.accepted_at) {
    return { state: "accepted", at: group.accepted_at, staffId: group.accepted_by };
  }
  if (group.state === "cancelled" && group.cancelled_at) {
    return {
      state: "cancelled",
      at: group.cancelled_at,
      staffId: group.cancelled_by,
      customer: group.cancelled_by_customer,
    };
  }
  return null;
}

/** An assemble request refused an action: accepted or cancelled meanwhile, by whom and when. */
export function consolidationRefusal(work: Work, group: ConsolidationRow, error: ApiError): Promise<ApiError> {
  return withHandled(work, error, () => consolidationFact(group));
}

/** A disassemble request refused an action: completed or cancelled (by staff: customers cannot) meanwhile. */
export function splitRefusal(work: Work, request: SplitRequestRow, error: ApiError): Promise<ApiError> {
  return withHandled(work, error, () => {
    if (request.state === "completed" && request.completed_at) {
      return { state: "completed", at: request.completed_at, staffId: request.completed_by };
    }
    if (request.state === "cancelled" && request.cancelled_at) {
      return { state: "cancelled", at: request.cancelled_at, staffId: request.cancelled_by };
    }
    return null;
  });
}

/** A photo request refused an action: completed meanwhile (photos uploaded, or marked complete). */
export function imageRequestRefusal(work: Work, request: ImageRequestRow, error: ApiError): Promise<ApiError> {
  return withHandled(work, error, () =>
    request.complete && request.completed_at
      ? { state: "completed", at: request.completed_at, staffId: request.completed_by }
      : null,
  );
}

/** What a parcel leaving a request's state became, as the request's outcome. */
const PARCEL_OUTCOMES: Partial<Record<ParcelState, HandledState>> = {
  in_locker: "cancelled",
  approved: "approved",
  shipped: "shipped",
};

interface EventRow {
  state: ParcelState;
  staff_id: string | null;
  at: Date;
}

/**
 * The parcel's last move out of the states `action` starts from (its history,
 * parcel_events, records who: no staff member there is the customer).
 */
async function parcelFact(scope: Scope, parcel: ParcelRow, action: ParcelAction): Promise<Fact | null> {
  const event = (await scope
    .db("parcel_events")
    .where({ parcel_id: parcel.id, kind: "state" })
    .whereIn("previous_state", [...PARCEL_RULES[action].from])
    .orderBy("id", "desc")
    .first("state", "staff_id", "at")) as EventRow | undefined;
  const state = event && PARCEL_OUTCOMES[event.state];
  if (!event || !state) return null;
  return { state, at: event.at, staffId: event.staff_id, customer: event.staff_id === null };
}

/**
 * assertParcel for a staff action on a request a parcel carries (approve a
 * shipping request, ship a paid parcel): the 409 says what became of it.
 */
export async function assertParcelRequest(work: Work, parcel: ParcelRow, action: ParcelAction): Promise<void> {
  if (canParcel(parcel.state, action)) return;
  try {
    assertParcel(parcel, action);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw await withHandled(work, error, () => parcelFact(work, parcel, action));
  }
}
