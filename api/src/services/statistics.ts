import type { Knex } from "knex";
import type { Db } from "@ipf/db";
import { MIN_DELIVERIES_TO_JUDGE, tooFewToJudge } from "@ipf/shared/rules/delivery-times";
import type { DateRange, DeliveryTime } from "@ipf/shared/schemas/statistics";
import type { Scope } from "./work.js";

/**
 * The dashboard's numbers. Each is one aggregate over a half-open range
 * [from, to); days and months are calendar ones in UTC. Deleted parcels are
 * left out.
 *
 * The whole UTC days of a range are read from statistics_daily, the counts
 * per day that triggers keep (db/migrations/…_create_statistics_daily.ts).
 * A piece of a day left at either end is counted from the rows, or, when the
 * rest of its day holds fewer of them (a range ending now: nothing is later),
 * as the whole day's count less the rest of the day counted from the rows.
 * Every part yields (day, key, count, cents) and one query sums them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Metric = "country" | "carrier" | "shipped" | "received" | "signup" | "login" | "payment";
/** The rows of one metric within part of a day, as (day, key, count, cents), each count times `sign`. */
type Exact = (db: Db, range: DateRange, sign: 1 | -1) => Knex.QueryBuilder;

/** Part of the UTC day starting at `day`, [from, to), in milliseconds. */
interface Piece {
  day: number;
  from: number;
  to: number;
}

/** The range cut into its whole UTC days and the pieces of days left at either end. */
export function splitRange(range: DateRange): { days?: { from: string; to: string }; pieces: Piece[] } {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const first = Math.ceil(from / DAY_MS) * DAY_MS;
  const last = Math.floor(to / DAY_MS) * DAY_MS;
  if (first > last) return { pieces: [{ day: last, from, to }] };
  const pieces: Piece[] = [];
  if (from < first) pieces.push({ day: first - DAY_MS, from, to: first });
  if (last < to) pieces.push({ day: last, from: last, to });
  return { days: first < last ? { from: isoDay(first), to: isoDay(last) } : undefined, pieces };
}

const span = (from: number, to: number): DateRange => ({ from: new Date(from), to: new Date(to) });

function counted(db: Db, metric: Metric, range: DateRange, exact: Exact): Knex.QueryBuilder {
  const daily = (from: number, to: number) =>
    db("statistics_daily")
      .where({ metric })
      .andWhere("day", ">=", isoDay(from))
      .andWhere("day", "<", isoDay(to))
      .select("day", "key", "count", "cents");
  const { days, pieces } = splitRange(range);
  const parts: Knex.QueryBuilder[] = [];
  if (days) parts.push(daily(Date.parse(days.from), Date.parse(days.to)));
  // Rows are read where the clock has been: what is later than now costs nothing to count.
  const now = Date.now();
  const past = (from: number, to: number) => Math.max(0, Math.min(to, now) - from);
  for (const piece of pieces) {
    const end = piece.day + DAY_MS;
    if (past(piece.day, piece.from) + past(piece.to, end) < past(piece.from, piece.to)) {
      parts.push(daily(piece.day, end));
      if (piece.day < piece.from) parts.push(exact(db, span(piece.day, piece.from), -1));
      if (piece.to < end) parts.push(exact(db, span(piece.to, end), -1));
    } else parts.push(exact(db, span(piece.from, piece.to), 1));
  }
  const [head, ...rest] = parts;
  // Wrapped: knex writes a union before the first query's GROUP BY.
  return (rest.length ? db.from(head!.as("h")).unionAll(rest, true) : head!).as("u");
}

/** The day of a timestamp column, as statistics_daily keys it. */
const dayOf = (db: Db, column: string) => db.raw(`(${column} AT TIME ZONE 'UTC')::date AS day`);
const countOf = (db: Db, sign: 1 | -1) => db.raw(`count(*) * ${sign} AS count`);

function exactCount(table: string, column: string, where: (q: Knex.QueryBuilder) => void): Exact {
  return (db, range, sign) =>
    db(table)
      .where(column, ">=", range.from)
      .andWhere(column, "<", range.to)
      .modify(where)
      .groupByRaw("1")
      .select(dayOf(db, column), db.raw("''::text AS key"), countOf(db, sign), db.raw("0::bigint AS cents"));
}

const exactCountry: Exact = (db, range, sign) =>
  db("parcel_shipping_addresses as a")
    .where("a.created_at", ">=", range.from)
    .andWhere("a.created_at", "<", range.to)
    .whereNotExists((q) =>
      q.select(db.raw("1")).from("parcels as d").whereRaw("d.id = a.parcel_id").whereNotNull("d.deleted_at"),
    )
    .groupByRaw("1, 2")
    .select(
      dayOf(db, "a.created_at"),
      db.raw("a.country::text AS key"),
      countOf(db, sign),
      db.raw("0::bigint AS cents"),
    );

/** Shipped parcels name their carrier; the others, their chosen offer's. */
const exactCarrier: Exact = (db, range, sign) =>
  db("parcels as p")
    .whereNull("p.deleted_at")
    .andWhereRaw("coalesce(p.paid_at, p.shipped_at) >= ?", [range.from])
    .andWhereRaw("coalesce(p.paid_at, p.shipped_at) < ?", [range.to])
    .groupByRaw("1, 2")
    .select(
      dayOf(db, "coalesce(p.paid_at, p.shipped_at)"),
      db.raw(
        "coalesce(p.ship_carrier_id, (SELECT o.carrier_id FROM shipping_offers o WHERE o.id = p.chosen_offer_id))::text AS key",
      ),
      countOf(db, sign),
      db.raw("0::bigint AS cents"),
    );

const exactPayments: Exact = (db, range, sign) =>
  db("transactions")
    .where({ state: "complete" })
    .andWhere("completed_at", ">=", range.from)
    .andWhere("completed_at", "<", range.to)
    .groupByRaw("1, 2")
    .select(
      dayOf(db, "completed_at"),
      db.raw("currency::text AS key"),
      countOf(db, sign),
      db.raw(`sum(amount_cents)::bigint * ${sign} AS cents`),
    );

const liveParcels = (q: Knex.QueryBuilder) => q.whereNull("deleted_at");

/** The statement of `packagesByCountry`; built on a bare query builder, so its text can be read without a database. */
export function byCountryStatement(db: Db, range: DateRange): Knex.QueryBuilder {
  return db
    .from(counted(db, "country", range, exactCountry))
    .groupBy("key")
    .havingRaw("sum(count) > 0")
    .orderByRaw("sum(count) DESC, key")
    .select("key as country", db.raw("sum(count)::int AS count"));
}

/** Parcels by destination, counted when the shipping request named it. */
export async function packagesByCountry(scope: Scope, range: DateRange) {
  return (await byCountryStatement(scope.db, range)) as { country: string; count: number }[];
}

/** Parcels by the carrier carrying them (paid for, or shipped), counted when paid. */
export async function packagesByCarrier(scope: Scope, range: DateRange) {
  const { db } = scope;
  const counts = db
    .from(counted(db, "carrier", range, exactCarrier))
    .whereNotNull("key")
    .groupBy("key")
    .havingRaw("sum(count) > 0")
    .select(db.raw("key::uuid AS carrier_id"), db.raw("sum(count)::int AS count"))
    .as("n");
  const rows = await db
    .from(counts)
    .join("carriers as c", "c.id", "n.carrier_id")
    .join("warehouses as w", "w.id", "c.warehouse_id")
    .orderByRaw("n.count DESC, c.name")
    .select("c.id", "c.name", db.raw("w.country::text AS country"), "n.count");
  return rows as { id: string; name: string; country: string; count: number }[];
}

const exactShipped = exactCount("parcels", "shipped_at", (q) => liveParcels(q).where({ state: "shipped" }));

export async function shippedByMonth(scope: Scope, range: DateRange) {
  const { db } = scope;
  const rows = await db
    .from(counted(db, "shipped", range, exactShipped))
    .groupByRaw("1")
    .havingRaw("sum(count) > 0")
    .orderByRaw("1")
    .select(db.raw("to_char(date_trunc('month', day), 'YYYY-MM') AS month"), db.raw("sum(count)::int AS count"));
  return rows as { month: string; count: number }[];
}

async function total(db: Db, metric: Metric, range: DateRange, exact: Exact) {
  const [row] = await db.from(counted(db, metric, range, exact)).select(db.raw("coalesce(sum(count), 0)::int AS n"));
  return Number((row as { n: number } | undefined)?.n ?? 0);
}

const exactLogins = exactCount("login_logs", "created_at", (q) => q.where({ success: true }));
const exactReceived = exactCount("parcels", "created_at", liveParcels);
const exactSignups = exactCount("customers", "created_at", () => {});

/** Successful staff sign-ins (the login history). */
export const totalLogins = (scope: Scope, range: DateRange) => total(scope.db, "login", range, exactLogins);
/** Parcels received. */
export const totalPackages = (scope: Scope, range: DateRange) => total(scope.db, "received", range, exactReceived);
/** Sign-ups, anonymised accounts included: they were new then. */
export const newCustomers = (scope: Scope, range: DateRange) => total(scope.db, "signup", range, exactSignups);

/** Completed payments, by the time they completed; volume per currency in major units. */
export async function transactionTotals(scope: Scope, range: DateRange) {
  const { db } = scope;
  const rows = (await db
    .from(counted(db, "payment", range, exactPayments))
    .groupBy("key")
    .havingRaw("sum(count) > 0")
    .orderBy("key")
    .select("key as currency", db.raw("sum(count)::int AS count"), db.raw("sum(cents)::bigint AS cents"))) as {
    currency: string;
    count: number;
    cents: number | string;
  }[];
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    volume: rows.map((row) => ({ currency: row.currency, sum: Math.round(Number(row.cents)) / 100 })),
  };
}

/**
 * Days from shipped (parcels.shipped_at) to delivered (the tracker's
 * delivered_at) per carrier and destination, over the parcels delivered in
 * the range: how many, the median and the 90th percentile (percentile_cont,
 * one decimal), in one query. A delivery dated before its shipment is a
 * clock or typing error and is left out, as are deleted parcels. Sorted by
 * destination name, then the rows with enough parcels to judge before the
 * others, then by median.
 */
export async function deliveryTimes(scope: Scope, range: DateRange): Promise<DeliveryTime[]> {
  const { db } = scope;
  const days = "extract(epoch FROM t.delivered_at - p.shipped_at) / 86400";
  const percentile = (fraction: number, name: string) =>
    db.raw(`round((percentile_cont(${fraction}) WITHIN GROUP (ORDER BY ${days}))::numeric, 1)::float8 AS ${name}`);
  const measured = db("parcel_trackers as t")
    .join("parcels as p", "p.id", "t.parcel_id")
    .join("parcel_shipping_addresses as a", "a.parcel_id", "p.id")
    .where("t.delivered_at", ">=", range.from)
    .andWhere("t.delivered_at", "<", range.to)
    .whereNull("p.deleted_at")
    .whereNotNull("p.ship_carrier_id")
    .whereRaw("t.delivered_at >= p.shipped_at")
    .groupBy("p.ship_carrier_id", "a.country")
    .select(
      "p.ship_carrier_id as carrier_id",
      "a.country",
      db.raw("count(*)::int AS delivered"),
      percentile(0.5, "median_days"),
      percentile(0.9, "p90_days"),
    )
    .as("d");
  const rows = (await db
    .from(measured)
    .join("carriers as c", "c.id", "d.carrier_id")
    .join("warehouses as w", "w.id", "c.warehouse_id")
    .leftJoin("countries as n", "n.iso2", "d.country")
    .orderByRaw('"countryName", d.country, d.delivered < ?, d.median_days, d.p90_days, c.name', [
      MIN_DELIVERIES_TO_JUDGE,
    ])
    .select(
      "c.id as carrierId",
      "c.name as carrier",
      db.raw('coalesce(n.name_en, d.country::text) AS "countryName"'),
      db.raw('w.country::text AS "warehouseCountry"'),
      db.raw('d.country::text AS "country"'),
      "d.delivered",
      "d.median_days as medianDays",
      "d.p90_days as p90Days",
    )) as Omit<DeliveryTime, "tooFew">[];
  return rows.map((row) => ({ ...row, tooFew: tooFewToJudge(row.delivered) }));
}

/**
 * Claims filed in the range, and approved in it with what they paid back
 * (refunded or credited), per currency. Read from the claims themselves:
 * they are few beside the parcels the daily counts are kept for.
 */
export async function claimTotals(scope: Scope, range: DateRange) {
  const { db } = scope;
  const [filed, approved] = await Promise.all([
    db("claims")
      .where("created_at", ">=", range.from)
      .andWhere("created_at", "<=", range.to)
      .count({ n: "*" })
      .first() as Promise<{
      n: string | number;
    }>,
    db("claims")
      .where({ state: "approved" })
      .andWhere("decided_at", ">=", range.from)
      .andWhere("decided_at", "<=", range.to)
      .groupBy("currency")
      .orderBy("currency")
      .select("currency", db.raw("count(*)::int AS n"), db.raw("sum(approved_cents)::bigint AS cents")) as Promise<
      { currency: string; n: number; cents: string | number }[]
    >,
  ]);
  return {
    filed: Number(filed.n),
    approved: approved.reduce((sum, row) => sum + row.n, 0),
    paid: approved.map((row) => ({ currency: row.currency, sum: Number(row.cents) / 100 })),
  };
}
