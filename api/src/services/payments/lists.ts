/** Transactions as the customer and staff list them, paged in SQL, newest first. */
import type { Knex } from "knex";
import type { PaymentType, TransactionState } from "@ipf/shared/schemas/payments";
import { containsPattern } from "../parcels/search.js";
import type { Scope } from "../work.js";
import type { TransactionListRow } from "./rows.js";

type Db = Knex | Knex.Transaction;

export interface Page<T> {
  rows: T[];
  total: number;
  pageCount: number;
}

function withDetails(db: Db): Knex.QueryBuilder {
  return (
    db("transactions as t")
      // A purchase request's payment has no parcel: its reference stands for the parcel code.
      .leftJoin("parcels as p", "p.id", "t.parcel_id")
      .leftJoin("purchase_requests as pr", "pr.id", "t.purchase_request_id")
      .join("customers as c", "c.id", "t.customer_id")
      .leftJoin("shipping_offers as so", "so.id", "t.offer_id")
      .leftJoin("carriers as ca", "ca.id", "so.carrier_id")
      // The approved claim on this payment, if any: its refund (or credit) shows with the payment.
      .leftJoin("claims as cl", function () {
        this.on("cl.transaction_id", "t.id").andOnVal("cl.state", "=", "approved");
      })
      // A purchase request's refunds from this payment (bought for less, out of stock...): shown as its money back.
      .leftJoin(
        db("purchase_refunds")
          .groupBy("transaction_id")
          .select("transaction_id", db.raw("sum(amount_cents)::int AS cents"), db.raw("max(created_at) AS at"))
          .as("prf"),
        "prf.transaction_id",
        "t.id",
      )
  );
}

const detailColumns = (db: Db) => [
  "t.*",
  db.raw("coalesce(p.parcel_code, 'BFM-' || lpad(pr.number::text, 6, '0')) AS parcel_code"),
  db.raw("coalesce(p.track_number, '') AS track_number"),
  "c.first_name",
  "c.last_name",
  "c.email",
  "c.address_code",
  "ca.name as carrier_name",
  "so.price_cents as offer_price_cents",
  db.raw("coalesce(cl.approved_cents, prf.cents) AS refund_cents"),
  db.raw("coalesce(cl.refund_state, CASE WHEN prf.cents IS NOT NULL THEN 'refunded' END) AS refund_state"),
  db.raw("coalesce(cl.refunded_at, prf.at) AS refunded_at"),
];

async function pageOf(
  db: Db,
  base: Knex.QueryBuilder,
  page: number,
  perPage: number,
  order: "t.created_at" | "t.completed_at" = "t.created_at",
): Promise<Page<TransactionListRow>> {
  const [counted, rows] = await Promise.all([
    base.clone().clearSelect().count({ n: "*" }).first() as Promise<{ n: string | number } | undefined>,
    base
      .clone()
      .select(detailColumns(db))
      .orderBy([
        { column: order, order: "desc" },
        { column: "t.id", order: "desc" },
      ])
      .limit(perPage)
      .offset(page * perPage) as Promise<TransactionListRow[]>,
  ]);
  const total = Number(counted?.n ?? 0);
  return { rows, total, pageCount: Math.ceil(total / perPage) };
}

/**
 * The staff search: part of a payment id, packageId, track number or
 * e-mail, or a customer code exactly.
 */
function whereSearch(query: Knex.QueryBuilder, text: string | undefined): Knex.QueryBuilder {
  if (!text) return query;
  const pattern = containsPattern(text);
  return query.where((q) => {
    q.whereILike("t.payment_id", pattern)
      .orWhereILike("p.parcel_code", pattern)
      .orWhereILike("p.track_number", pattern)
      .orWhereILike("c.email", pattern)
      .orWhere("c.address_code", text.toUpperCase());
  });
}

/** GET /api/users/transactions: the customer's own. */
export function customerTransactions(scope: Scope, customerId: string, page: number, perPage: number) {
  return pageOf(scope.db, withDetails(scope.db).where("t.customer_id", customerId), page, perPage);
}

/** GET /api/admins/transactions/{bitcoin,offline}: the pending ones of a kind. */
export function pendingTransactions(
  scope: Scope,
  type: Exclude<PaymentType, "card">,
  filter: { page: number; perPage: number; query?: string },
) {
  const base = whereSearch(
    withDetails(scope.db).where({ "t.type": type, "t.state": "pending" }).whereNotNull("t.parcel_id"),
    filter.query,
  );
  return pageOf(scope.db, base, filter.page, filter.perPage);
}

/** GET /api/admins/transactions: every transaction, searchable, narrowed by state, method and date. */
export function allTransactions(
  scope: Scope,
  filter: {
    page: number;
    perPage: number;
    query?: string | undefined;
    state?: TransactionState | undefined;
    type?: PaymentType | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
  },
) {
  // The staff's list reads parcels' payments; a purchase request's are on its own screen.
  const base = whereSearch(withDetails(scope.db).whereNotNull("t.parcel_id"), filter.query);
  if (filter.state) base.where("t.state", filter.state);
  if (filter.type) base.where("t.type", filter.type);
  if (filter.from) base.where("t.created_at", ">=", filter.from);
  if (filter.to) base.where("t.created_at", "<", filter.to);
  return pageOf(scope.db, base, filter.page, filter.perPage);
}

/** One transaction with its details, or undefined (scoped to a customer when given). */
export async function transactionDetails(
  scope: Scope,
  id: string,
  customerId?: string,
): Promise<TransactionListRow | undefined> {
  let query = withDetails(scope.db).where("t.id", id);
  if (customerId) query = query.where("t.customer_id", customerId);
  return (await query.first(detailColumns(scope.db))) as TransactionListRow | undefined;
}

/** GET /api/users/transactions/pending: the customer's payments in flight, on parcels still awaiting payment. */
export function customerPendingTransactions(scope: Scope, customerId: string): Promise<TransactionListRow[]> {
  return withDetails(scope.db)
    .where({ "t.customer_id": customerId, "t.state": "pending", "p.state": "approved" })
    .whereNull("p.deleted_at")
    .orderBy([
      { column: "t.created_at", order: "desc" },
      { column: "t.id", order: "desc" },
    ])
    .limit(100)
    .select(detailColumns(scope.db)) as Promise<TransactionListRow[]>;
}
