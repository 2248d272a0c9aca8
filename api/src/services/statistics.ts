import type { Db } from "@ipf/db";
import type { DateRange } from "@ipf/shared/schemas/statistics";

/**
 * The dashboard's numbers. Each is one aggregate over a half-open range
 * [from, to); months are calendar months in UTC (the database session's
 * time zone). Deleted parcels are left out.
 */

/**
 * Parcels by destination, counted when the shipping request named it. The
 * few deleted parcels are taken out with an anti-join, so the count reads
 * the addresses' created_at index alone instead of joining every parcel.
 */
export async function packagesByCountry(db: Db, range: DateRange) {
  const rows = await db("parcel_shipping_addresses as a")
    .where("a.created_at", ">=", range.from)
    .andWhere("a.created_at", "<", range.to)
    .whereNotExists((q) =>
      q.select(db.raw("1")).from("parcels as d").whereRaw("d.id = a.parcel_id").whereNotNull("d.deleted_at"),
    )
    .groupByRaw("a.country")
    .orderByRaw("count(*) DESC, a.country")
    .select(db.raw("a.country::text AS country"), db.raw("count(*)::int AS count"));
  return rows as { country: string; count: number }[];
}

/**
 * Parcels by the carrier carrying them (paid for, or shipped), counted when
 * paid. Shipped parcels name their carrier; only the others look up their
 * chosen offer (COALESCE asks it lazily). Counted per carrier first, then
 * joined to the handful of carriers.
 */
export async function packagesByCarrier(db: Db, range: DateRange) {
  const counts = db("parcels as p")
    .whereNull("p.deleted_at")
    .andWhereRaw("coalesce(p.paid_at, p.shipped_at) >= ?", [range.from])
    .andWhereRaw("coalesce(p.paid_at, p.shipped_at) < ?", [range.to])
    .groupByRaw("1")
    .select(
      db.raw(
        "coalesce(p.ship_carrier_id, (SELECT o.carrier_id FROM shipping_offers o WHERE o.id = p.chosen_offer_id)) AS carrier_id",
      ),
      db.raw("count(*)::int AS count"),
    )
    .as("n");
  const rows = await db
    .from(counts)
    .join("carriers as c", "c.id", "n.carrier_id")
    .join("warehouses as w", "w.id", "c.warehouse_id")
    .orderByRaw("n.count DESC, c.name")
    .select("c.id", "c.name", db.raw("w.country::text AS country"), "n.count");
  return rows as { id: string; name: string; country: string; count: number }[];
}

export async function shippedByMonth(db: Db, range: DateRange) {
  // Grouped on the month's timestamp, formatted once per month rather than once per parcel.
  const months = db("parcels")
    .where({ state: "shipped" })
    .whereNull("deleted_at")
    .andWhere("shipped_at", ">=", range.from)
    .andWhere("shipped_at", "<", range.to)
    .groupByRaw("1")
    .select(db.raw("date_trunc('month', shipped_at) AS m"), db.raw("count(*)::int AS count"))
    .as("months");
  const rows = await db.from(months).orderBy("m").select(db.raw("to_char(m, 'YYYY-MM') AS month"), "count");
  return rows as { month: string; count: number }[];
}

async function count(db: Db, table: string, column: string, range: DateRange, where: Record<string, unknown> = {}) {
  const [row] = await db(table)
    .where(where)
    .andWhere(column, ">=", range.from)
    .andWhere(column, "<", range.to)
    .modify((q) => {
      if (table === "parcels") q.whereNull("deleted_at");
    })
    .count<{ count: number }[]>("* as count");
  return Number(row?.count ?? 0);
}

/** Successful staff sign-ins (the login history). */
export const totalLogins = (db: Db, range: DateRange) =>
  count(db, "login_logs", "created_at", range, { success: true });
/** Parcels received. */
export const totalPackages = (db: Db, range: DateRange) => count(db, "parcels", "created_at", range);
/** Sign-ups, anonymised accounts included: they were new then. */
export const newCustomers = (db: Db, range: DateRange) => count(db, "customers", "created_at", range);

/** Completed payments, by the time they completed; volume per currency in major units. */
export async function transactionTotals(db: Db, range: DateRange) {
  const rows = (await db("transactions")
    .where({ state: "complete" })
    .andWhere("completed_at", ">=", range.from)
    .andWhere("completed_at", "<", range.to)
    .groupBy("currency")
    .orderBy("currency")
    .select(
      db.raw("currency::text AS currency"),
      db.raw("count(*)::int AS count"),
      db.raw("sum(amount_cents)::bigint AS cents"),
    )) as { currency: string; count: number; cents: number }[];
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    volume: rows.map((row) => ({ currency: row.currency, sum: Math.round(row.cents) / 100 })),
  };
}
