/**
 * Shipped parcels with a problem, for staff to see before the customer asks:
 * the carrier reports one (failed, held, delayed, returned), the carrier has
 * been quiet for days, or the parcel is late past the carrier's maximum
 * shipping days (shared/src/rules/shipment-problems.ts gives the rules and
 * their constants; the query below selects with the same ones). From a row,
 * staff write to the customer: a ticket (or the customer's open one), its
 * first message e-mailed and notified as every staff reply, and remembered
 * for that parcel and problem so that no second one is offered.
 */
import type { Knex } from "knex";
import {
  CARRIER_PROBLEMS,
  LATE_MARGIN_DAYS,
  QUIET_DAYS,
  TRACKING_ENDED,
  problemReasons,
  type ProblemFilter,
  type ProblemKind,
} from "@ipf/shared/rules/shipment-problems";
import { ConflictError } from "../lib/errors.js";
import { lockCustomer } from "./customers.js";
import { announce } from "./parcels/announce.js";
import { findParcel } from "./parcels/find.js";
import type { ParcelOwnerRow } from "./parcels/rows.js";
import { searchOf, whereParcelSearch } from "./parcels/search.js";
import { openTicketIn } from "./support.js";
import { replyAsStaff } from "./support-staff.js";
import { actingStaff, type Scope, type Work } from "./work.js";

const MESSAGES = {
  problemGone: "This parcel no longer has this problem.",
} as const;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/** The conditions, each with `?` for the time of the request where it needs it. */
const CARRIER = `t.status IN (${list(CARRIER_PROBLEMS)})`;
const AWAITED = `t.status NOT IN (${list(TRACKING_ENDED)})`;
const LATE = `${AWAITED} AND p.shipped_at < ?::timestamptz - make_interval(days => k.max_ship_days + ${LATE_MARGIN_DAYS})`;
const QUIET = `${AWAITED} AND coalesce(t.last_event_at, p.shipped_at) <= ?::timestamptz - make_interval(days => ${QUIET_DAYS})`;
/** The parcel's problems as kinds, for the tickets already opened about them. */
const PROBLEMS = `array_remove(ARRAY[CASE WHEN ${CARRIER} THEN t.status END,
  CASE WHEN ${LATE} THEN 'late' END, CASE WHEN ${QUIET} THEN 'quiet' END], NULL)`;

const WHERE: Record<ProblemFilter, { sql: string; nows: number }> = {
  all: { sql: `(${CARRIER} OR (${LATE}) OR (${QUIET}))`, nows: 2 },
  carrier: { sql: CARRIER, nows: 0 },
  late: { sql: LATE, nows: 1 },
  quiet: { sql: QUIET, nows: 1 },
};

/** A parcel with a problem, with its owner's columns (as beside any parcel, but the id) and its carrier's tracking. */
export interface ShipmentProblemRow extends Omit<ParcelOwnerRow, "id"> {
  id: string;
  parcel_code: string;
  customer_id: string;
  shipped_at: Date;
  tracking_number: string;
  tracking_url: string | null;
  track_link: string | null;
  status: string;
  delivered_at: Date | null;
  last_event_at: Date | null;
  carrier_name: string;
  carrier_name_ar: string;
  max_ship_days: number;
  country: string | null;
  city: string | null;
  event_at: Date | null;
  event_status: string | null;
  event_description: string | null;
  event_location: string | null;
  ticket_id: string | null;
  ticket_status: "open" | "closed" | null;
}

/** Shipped parcels not deleted, with a tracker still awaited (or returned), narrowed to a filter and a search. */
function problemsOf(scope: Scope, filter: ProblemFilter, query: string | undefined): Knex.QueryBuilder {
  const { db, now } = scope;
  const where = WHERE[filter];
  const base = db("parcel_trackers as t")
    .join("parcels as p", "p.id", "t.parcel_id")
    .join("carriers as k", "k.id", "p.ship_carrier_id")
    // The partial index parcel_trackers_undelivered holds these trackers only.
    .whereNull("t.delivered_at")
    .whereRaw("t.status NOT IN ('delivered', 'cancelled')")
    .where("p.state", "shipped")
    .whereNull("p.deleted_at")
    .whereNotNull("p.shipped_at")
    .whereRaw(where.sql, Array<Date>(where.nows).fill(now));
  return whereParcelSearch(base, searchOf(query), { alias: "p", alsoColumns: ["t.tracking_number"] });
}

function selectProblems(scope: Scope, query: Knex.QueryBuilder): Knex.QueryBuilder {
  const { db, now } = scope;
  return query
    .join("customers as c", "c.id", "p.customer_id")
    .leftJoin("parcel_shipping_addresses as a", "a.parcel_id", "p.id")
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT e.occurred_at, e.status, e.description, e.location
         FROM parcel_tracking_events e WHERE e.tracker_id = t.id
         ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1) e ON true`,
    )
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT s.ticket_id, st.status
         FROM shipment_problem_tickets s JOIN support_tickets st ON st.id = s.ticket_id
         WHERE s.parcel_id = p.id AND s.problem = ANY(${PROBLEMS})
         ORDER BY s.created_at DESC LIMIT 1) pt ON true`,
      [now, now],
    )
    .select(
      "p.id",
      "p.parcel_code",
      "p.customer_id",
      "p.shipped_at",
      "p.track_link",
      "t.tracking_number",
      "t.tracking_url",
      "t.status",
      "t.delivered_at",
      "t.last_event_at",
      "c.first_name",
      "c.last_name",
      "c.email",
      "c.phone",
      "c.address_code",
      "c.suspicious",
      "c.language",
      "k.name as carrier_name",
      "k.name_ar as carrier_name_ar",
      "k.max_ship_days",
      "a.country",
      "a.city",
      "e.occurred_at as event_at",
      "e.status as event_status",
      "e.description as event_description",
      "e.location as event_location",
      "pt.ticket_id",
      db.raw("pt.status AS ticket_status"),
    );
}

/**
 * A page of the queue: the carrier's problems first, then the parcels
 * without news the longest.
 */
export async function shipmentProblemPage(
  scope: Scope,
  filter: { reason: ProblemFilter; query?: string | undefined; page: number; perPage: number },
): Promise<{ rows: ShipmentProblemRow[]; count: number }> {
  const rows = selectProblems(scope, problemsOf(scope, filter.reason, filter.query))
    .orderByRaw(`(${CARRIER}) DESC, coalesce(t.last_event_at, p.shipped_at), p.id`)
    .offset(filter.page * filter.perPage)
    .limit(filter.perPage) as Promise<ShipmentProblemRow[]>;
  const counted = problemsOf(scope, filter.reason, filter.query).count({ n: "*" }) as Promise<{ n: string }[]>;
  const [found, total] = await Promise.all([rows, counted]);
  return { rows: found, count: Number(total[0]?.n ?? 0) };
}

/** One shipped parcel's row of the queue; none when it has no problem (or is no longer shipped). */
async function problemOfParcel(scope: Scope, parcelId: string): Promise<ShipmentProblemRow | undefined> {
  return (await selectProblems(scope, problemsOf(scope, "all", undefined).where("p.id", parcelId)).first()) as
    ShipmentProblemRow | undefined;
}

/** The rules' reasons of a row, with the request's time. */
export const reasonsOf = (row: ShipmentProblemRow, now: Date) =>
  problemReasons(
    {
      status: row.status,
      deliveredAt: row.delivered_at,
      shippedAt: row.shipped_at,
      lastEventAt: row.last_event_at,
      maxShipDays: row.max_ship_days,
    },
    now,
  );

/**
 * Writes to the parcel's customer about `problem`, one of the parcel's
 * problems now. The customer's row is locked first (as every ticket of
 * theirs is opened), then the parcel's: two staff writing about one parcel
 * take turns, and the second gets the first one's ticket (`created: false`,
 * nothing sent). A customer with an open ticket gets the message on it (one
 * open ticket per customer). A parcel that no longer has the problem is a
 * 409 INVALID_STATE.
 */
export async function openProblemTicket(
  work: Work,
  input: { parcelId: string; problem: ProblemKind; about: string; message: string },
): Promise<{ ticketId: string; created: boolean; newTicket: boolean }> {
  const { trx, now } = work;
  const staff = actingStaff(work);
  const parcel = await findParcel(work, input.parcelId);
  await lockCustomer(work, parcel.customer_id, "Customer not found");
  const locked = await findParcel(work, parcel.id, { lock: true });

  const row = await problemOfParcel(work, parcel.id);
  const kinds = row ? reasonsOf(row, now).map((reason) => reason.kind) : [];
  if (!kinds.includes(input.problem)) throw ConflictError("INVALID_STATE", MESSAGES.problemGone);
  const existing = (await trx("shipment_problem_tickets")
    .where({ parcel_id: parcel.id })
    .whereIn("problem", kinds)
    .orderBy("created_at", "desc")
    .first("ticket_id")) as { ticket_id: string } | undefined;
  if (existing) return { ticketId: existing.ticket_id, created: false, newTicket: false };

  const opened = await openTicketIn(work, { customerId: parcel.customer_id, about: input.about, staffId: staff.id });
  const ticketId = opened.created ? opened.ticket.id : opened.openTicketId;
  // The first message is a staff reply: the customer gets its e-mail, bell notification and live event.
  await replyAsStaff(work, { ticketId, body: input.message, filePath: null });
  await trx("shipment_problem_tickets").insert({
    parcel_id: parcel.id,
    problem: input.problem,
    ticket_id: ticketId,
    created_by: staff.id,
    created_at: now,
  });
  if (opened.created) {
    work.after(async () => {
      await work.deps.realtime.toCustomer(parcel.customer_id, "supportTicket", { ticketId, status: "open" });
      await work.deps.realtime.toStaff("supportTicket", { ticketId, status: "open" });
    });
  }
  // The other desks' queues link the row to the ticket.
  announce(work, locked, ["shipmentProblems"]);
  return { ticketId, created: true, newTicket: opened.created };
}
