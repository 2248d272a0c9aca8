/**
 * Pre-alerts: the parcels customers tell us to expect. The customer lists,
 * adds, rewrites and cancels theirs while expected; the intake desk looks a
 * scanned number up among the expected ones; receiving the parcel marks the
 * pre-alert arrived (see intake.ts), and "ship on arrival" sends the new
 * parcel on as the customer's shipping request.
 */
import type { Db } from "@ipf/db";
import { matchingNumbers, overdueBefore, type PreAlertState } from "@ipf/shared/rules/pre-alerts";
import type { PreAlertForm, PreAlertLine } from "@ipf/shared/schemas/pre-alerts";
import type { Knex } from "knex";
import { ConflictError, NotFoundError, ValidationError } from "../lib/errors.js";
import { requestApproval } from "./parcels/approvals.js";
import { purchaseArrived } from "./purchases/lifecycle.js";
import { containsPattern } from "./parcels/search.js";
import type { ParcelRow } from "./parcels/rows.js";
import type { Scope, Work } from "./work.js";

const MESSAGES = {
  notFound: "Pre-alert not found.",
  notExpected: "This pre-alert is no longer expected.",
  taken: "This pre-alert has already been received.",
  otherCustomer: "This pre-alert is another customer's.",
  shippingNote: (carrier: string) => `Shipped on arrival, as announced. Carrier chosen: ${carrier}.`,
} as const;

/** How many close numbers the desk is offered when nothing matches. */
const SUGGESTIONS = 5;

export interface PreAlertRow {
  id: string;
  customer_id: string;
  warehouse_id: string;
  store: string;
  track_number: string;
  lines: PreAlertLine[];
  ship_address_id: string | null;
  ship_carrier_id: string | null;
  state: PreAlertState;
  parcel_id: string | null;
  arrived_at: Date | null;
  created_at: Date;
  /** The code of the parcel it became (joined). */
  parcel_code: string | null;
}

/** A pre-alert with what the back office shows beside it (joined). */
export interface StaffPreAlertRow extends PreAlertRow {
  first_name: string;
  last_name: string;
  email: string;
  address_code: string;
  carrier_name: string | null;
}

const withParcelCode = (db: Db) =>
  db("pre_alerts as a").leftJoin("parcels as p", "p.id", "a.parcel_id").select("a.*", "p.parcel_code");

const forStaff = (db: Db) =>
  withParcelCode(db)
    .join("customers as c", "c.id", "a.customer_id")
    .leftJoin("carriers as k", "k.id", "a.ship_carrier_id")
    .select("c.first_name", "c.last_name", "c.email", "c.address_code", "k.name as carrier_name")
    .where("a.state", "expected")
    .whereNull("c.deleted_at");

/** One page of `query`'s pre-alerts by their creation, newest or oldest first, and how many there are in all. */
async function pageOf<T>(
  query: () => Knex.QueryBuilder,
  order: "asc" | "desc",
  { page, perPage }: { page: number; perPage: number },
): Promise<{ rows: T[]; count: number }> {
  const [rows, total] = await Promise.all([
    query()
      .orderBy([
        { column: "a.created_at", order },
        { column: "a.id", order },
      ])
      .offset(page * perPage)
      .limit(perPage) as Promise<T[]>,
    query().clearSelect().count<{ n: string }[]>({ n: "*" }),
  ]);
  return { rows, count: Number(total[0]?.n ?? 0) };
}

/** The customer's list, newest first. */
export function listPreAlerts(scope: Scope, customerId: string, paging: { page: number; perPage: number }) {
  return pageOf<PreAlertRow>(() => withParcelCode(scope.db).where("a.customer_id", customerId), "desc", paging);
}

/** The carriers a customer may ask to ship on arrival with: active ones of open warehouses. */
export function listShippingCarriers(scope: Scope): Promise<{ id: string; name: string; warehouse_id: string }[]> {
  return scope
    .db("carriers as k")
    .join("warehouses as w", "w.id", "k.warehouse_id")
    .where({ "k.is_active": true, "w.is_active": true })
    .whereNull("k.deleted_at")
    .orderBy(["k.warehouse_id", "k.name"])
    .select("k.id", "k.name", "k.warehouse_id");
}

/**
 * Refuses, by field, a warehouse that is not open, and a shipping address or
 * carrier that is not the customer's own live address or an active carrier
 * of that warehouse.
 */
async function checkReferences(trx: Knex.Transaction, customerId: string, form: PreAlertForm): Promise<void> {
  const fields: Record<string, string> = {};
  const warehouse = await trx("warehouses").where({ id: form.warehouse, is_active: true }).first("id");
  if (!warehouse) fields.warehouse = "invalidWarehouse";
  if (form.shipping) {
    const address = await trx("address_book")
      .where({ id: form.shipping.addressId, customer_id: customerId })
      .whereNull("deleted_at")
      .first("id");
    if (!address) fields.addressId = "addressRequired";
    const carrier = await trx("carriers")
      .where({ id: form.shipping.carrierId, warehouse_id: form.warehouse, is_active: true })
      .whereNull("deleted_at")
      .first("id");
    if (!carrier) fields.carrierId = "carrierRequired";
  }
  if (Object.keys(fields).length) throw ValidationError(fields);
}

const columns = (form: PreAlertForm) => ({
  warehouse_id: form.warehouse,
  store: form.store,
  track_number: form.trackNumber,
  lines: JSON.stringify(form.lines),
  ship_address_id: form.shipping?.addressId ?? null,
  ship_carrier_id: form.shipping?.carrierId ?? null,
});

async function reread(trx: Knex.Transaction, id: string): Promise<PreAlertRow> {
  return (await withParcelCode(trx).where("a.id", id).first()) as PreAlertRow;
}

export async function addPreAlert(work: Work, customerId: string, form: PreAlertForm): Promise<PreAlertRow> {
  await checkReferences(work.trx, customerId, form);
  const [row] = (await work
    .trx("pre_alerts")
    .insert({ customer_id: customerId, ...columns(form), created_at: work.now, updated_at: work.now })
    .returning("id")) as { id: string }[];
  return reread(work.trx, row!.id);
}

/** The customer's own pre-alert, locked, while it is still expected; another customer's is not found. */
async function lockExpected(work: Work, customerId: string, id: string): Promise<PreAlertRow> {
  const row = (await work.trx("pre_alerts").where({ id, customer_id: customerId }).forUpdate().first()) as
    PreAlertRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  if (row.state !== "expected") throw ConflictError("INVALID_STATE", MESSAGES.notExpected);
  return row;
}

export async function updatePreAlert(
  work: Work,
  customerId: string,
  id: string,
  form: PreAlertForm,
): Promise<PreAlertRow> {
  await lockExpected(work, customerId, id);
  await checkReferences(work.trx, customerId, form);
  await work.trx("pre_alerts").where({ id }).update(columns(form));
  return reread(work.trx, id);
}

export async function cancelPreAlert(work: Work, customerId: string, id: string): Promise<PreAlertRow> {
  await lockExpected(work, customerId, id);
  await work.trx("pre_alerts").where({ id }).update({ state: "cancelled", cancelled_at: work.now });
  return reread(work.trx, id);
}

/**
 * The expected pre-alerts a scanned number matches: its own number, or one
 * of its ends of four characters or more (one index look-up each). With none,
 * the suggestions: expected numbers close to it by trigram similarity, never
 * filled in by themselves.
 */
export async function matchPreAlerts(
  scope: Scope,
  trackNumber: string,
): Promise<{ matches: StaffPreAlertRow[]; suggestions: StaffPreAlertRow[] }> {
  const numbers = matchingNumbers(trackNumber);
  const matches = numbers.length
    ? ((await forStaff(scope.db).whereIn("a.track_number", numbers).orderBy("a.created_at")) as StaffPreAlertRow[])
    : [];
  if (matches.length) return { matches, suggestions: [] };
  const suggestions = (await forStaff(scope.db)
    .whereRaw("a.track_number % ?", [trackNumber])
    .orderByRaw("similarity(a.track_number, ?) DESC, a.created_at", [trackNumber])
    .limit(SUGGESTIONS)) as StaffPreAlertRow[];
  return { matches: [], suggestions };
}

/** The back office's list: expected pre-alerts, oldest first, by customer code or part of the number. */
export function listExpectedPreAlerts(
  scope: Scope,
  filter: { query?: string | undefined; overdue?: boolean | undefined; page: number; perPage: number },
) {
  const filtered = () => {
    const query = forStaff(scope.db);
    if (filter.overdue) query.where("a.created_at", "<", overdueBefore(scope.now));
    const text = filter.query?.toUpperCase();
    if (text) {
      query.where((w) => w.where("c.address_code", text).orWhere("a.track_number", "like", containsPattern(text)));
    }
    return query;
  };
  return pageOf<StaffPreAlertRow>(filtered, "asc", filter);
}

/**
 * Intake, before the parcel is written: the pre-alert it fulfils, locked so
 * that of two desks receiving it at once one wins and the other is refused.
 */
export async function claimPreAlert(work: Work, id: string, customerId: string): Promise<PreAlertRow> {
  const row = (await work.trx("pre_alerts").where({ id }).forUpdate().first()) as PreAlertRow | undefined;
  if (!row) throw ValidationError({ preAlertId: "notFound" }, MESSAGES.notFound);
  if (row.state !== "expected") throw ConflictError("REQUEST_CLOSED", MESSAGES.taken);
  if (row.customer_id !== customerId)
    throw ValidationError({ preAlertId: "requestParcelMismatch" }, MESSAGES.otherCustomer);
  return row;
}

/**
 * Intake, once the parcel is written: the claimed pre-alert is arrived with
 * it. With "ship on arrival" (its address still in the book), the parcel goes
 * on as the customer's shipping request, the carrier chosen in its note for
 * staff to see when they approve. Answers the parcel as it now stands.
 */
export async function fulfilPreAlert(work: Work, preAlert: PreAlertRow, parcel: ParcelRow): Promise<ParcelRow> {
  await work
    .trx("pre_alerts")
    .where({ id: preAlert.id })
    .update({ state: "arrived", parcel_id: parcel.id, arrived_at: work.now });
  // A pre-alert of a purchase request: the request has arrived with the parcel.
  await purchaseArrived(work, preAlert.id, parcel);
  if (!preAlert.ship_address_id) return parcel;
  const address = await work
    .trx("address_book")
    .where({ id: preAlert.ship_address_id })
    .whereNull("deleted_at")
    .first("id");
  if (!address) return parcel;
  const carrier = (await work.trx("carriers").where({ id: preAlert.ship_carrier_id }).first("name")) as
    { name: string } | undefined;
  return requestApproval(work, parcel.customer_id, {
    packageId: parcel.id,
    addressId: preAlert.ship_address_id,
    removeBills: false,
    removeShoeBoxes: false,
    additionalNote: carrier ? MESSAGES.shippingNote(carrier.name) : null,
  });
}
