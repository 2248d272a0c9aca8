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
      .join("parcels as p", "p.id", "t.parcel_id")
      .join("customers as c", "c.id", "t.customer_id")
      .leftJoin("shipping_offers as so", "so.id", "t.offer_id")
      .leftJoin("carriers as ca", "ca.id", "so.carrier_id")
      // The approved claim on this payment, if any: its refund (or credit) shows with the payment.
      .leftJoin("claims as cl", function () {
        this.on("cl.transaction_id", "t.id").andOnVal("cl.state", "=", "approved");
      })
  );
}

const DETAIL_COLUMNS = [
  "t.*",
  "p.parcel_code",
  "p.track_number",
  "c.first_name",
  "c.last_name",
  "c.email",
  "c.address_code",
  "ca.name as carrier_name",
  "so.price_cents as offer_price_cents",
  "cl.approved_cents as refund_cents",
  "cl.refund_state",
  "cl.refunded_at",
];

async function pageOf(
  base: Knex.QueryBuilder,
  page: number,
  perPage: number,
  order: "t.created_at" | "t.completed_at" = "t.created_at",
): Promise<Page<TransactionListRow>> {
  const [counted, rows] = await Promise.all([
    base.clone().clearSelect().count({ n: "*" }).first() as Promise<{ n: string | number } | undefined>,
    base
      .clone()
      .select(DETAIL_COLUMNS)
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
  return pageOf(withDetails(scope.db).where("t.customer_id", customerId), page, perPage);
}

/** GET /api/admins/transactions/{bitcoin,offline}: the pending ones of a kind. */
export function pendingTransactions(
  scope: Scope,
  type: Exclude<PaymentType, "card">,
  filter: { page: number; perPage: number; query?: string },
) {
  const base = whereSearch(withDetails(scope.db).where({ "t.type": type, "t.state": "pending" }), filter.query);
  return pageOf(base, filter.page, filter.perPage);
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
  const base = whereSearch(withDetails(scope.db), filter.query);
  if (filter.state) base.where("t.state", filter.state);
  if (filter.type) base.where("t.type", filter.type);
  if (filter.from) base.where("t.created_at", ">=", filter.from);
  if (filter.to) base.where("t.created_at", "<", filter.to);
  return pageOf(base, filter.page, filter.perPage);
}

/** One transaction with its details, or undefined (scoped to a customer when given). */
export async function transactionDetails(
  scope: Scope,
  id: string,
  customerId?: string,
): Promise<TransactionListRow | undefined> {
  let query = withDetails(scope.db).where("t.id", id);
  if (customerId) query = query.where("t.customer_id", customerId);
  return (await query.first(DETAIL_COLUMNS)) as TransactionListRow | undefined;
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
    .select(DETAIL_COLUMNS) as Promise<TransactionListRow[]>;
}
