/**
 * Reading purchase requests: one with its items, refunds and payments, the
 * customer's list, the back office's queue by tab; and locking one for a
 * change (the request row first, always, so every path takes locks in the
 * same order).
 */
import {
  effectivePurchaseState,
  PURCHASE_TAB_STATES,
  PURCHASE_TABS,
  type PurchaseTab,
} from "@ipf/shared/rules/purchases";
import type { PurchaseState } from "@ipf/shared/rules/purchases";
import { NotFoundError } from "../../lib/errors.js";
import { paymentGateway } from "../../lib/stripe.js";
import { ownerRows } from "../owners.js";
import { containsPattern } from "../parcels/search.js";
import type { Scope, Work } from "../work.js";
import type { PurchaseItemRow, PurchaseRecord, PurchaseRefundRow, PurchaseRow, StaffPurchaseRecord } from "./rows.js";

const MESSAGES = { notFound: "Purchase request not found." } as const;

/** The row as a reader sees it: a quote past its validity reads expired before the job marks it. */
export function asRead(row: PurchaseRow, now: Date): PurchaseRow {
  const state = effectivePurchaseState(row.state, row.quote_valid_until, now);
  return state === row.state ? row : { ...row, state };
}

/** The request's items, refunds, payments and names, for `rows` read already. */
async function complete(scope: Scope, rows: PurchaseRow[]): Promise<PurchaseRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, refunds, paid, warehouses, parcels] = await Promise.all([
    scope
      .db("purchase_items as i")
      .leftJoin("shops as s", "s.id", "i.shop_id")
      .whereIn("i.purchase_request_id", ids)
      .orderBy(["i.purchase_request_id", "i.position"])
      .select("i.*", "s.name as shop_name") as Promise<PurchaseItemRow[]>,
    scope.db("purchase_refunds").whereIn("purchase_request_id", ids).orderBy("created_at") as Promise<
      PurchaseRefundRow[]
    >,
    scope
      .db("transactions")
      .whereIn("purchase_request_id", ids)
      .where({ state: "complete" })
      .groupBy("purchase_request_id")
      .select("purchase_request_id", scope.db.raw("sum(amount_cents)::int AS cents")) as Promise<
      { purchase_request_id: string; cents: number }[]
    >,
    scope
      .db("warehouses")
      .whereIn("id", [...new Set(rows.map((row) => row.warehouse_id))])
      .select("id", "city", "country") as Promise<{ id: string; city: string; country: string }[]>,
    scope
      .db("parcels")
      .whereIn(
        "id",
        rows.map((row) => row.parcel_id).filter((id): id is string => id !== null),
      )
      .select("id", "parcel_code") as Promise<{ id: string; parcel_code: string }[]>,
  ]);
  return rows.map((row) => {
    const warehouse = warehouses.find((w) => w.id === row.warehouse_id);
    return {
      row: asRead(row, scope.now),
      items: items.filter((item) => item.purchase_request_id === row.id),
      refunds: refunds.filter((refund) => refund.purchase_request_id === row.id),
      warehouseName: warehouse ? `${warehouse.city} (${warehouse.country})` : "",
      packageId: parcels.find((parcel) => parcel.id === row.parcel_id)?.parcel_code ?? null,
      paidCents: paid.find((sum) => sum.purchase_request_id === row.id)?.cents ?? 0,
      checkoutUrl: null,
    };
  });
}

/** One request, the customer's own when `customerId` is given (404 for anyone else's). */
export async function purchaseRecord(scope: Scope, id: string, customerId?: string): Promise<PurchaseRecord> {
  const row = (await scope
    .db("purchase_requests")
    .where({ id, ...(customerId ? { customer_id: customerId } : {}) })
    .first()) as PurchaseRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  const [record] = await complete(scope, [row]);
  return record!;
}

/** The customer's request with its open checkout, when it can still be paid there. */
export async function customerPurchase(scope: Scope, id: string, customerId: string): Promise<PurchaseRecord> {
  const record = await purchaseRecord(scope, id, customerId);
  return { ...record, checkoutUrl: await openCheckoutUrl(scope, record) };
}

/** The open checkout of the quote, or of a price rise waiting for its payment. */
export async function openCheckoutUrl(scope: Scope, record: PurchaseRecord): Promise<string | null> {
  if (record.row.state !== "quoted" && record.row.state !== "awaiting_customer") return null;
  const pending = (await scope
    .db("transactions")
    .where({ purchase_request_id: record.row.id, state: "pending" })
    .whereNotNull("provider_session_id")
    .orderBy("created_at", "desc")
    .first("provider_session_id", "return_origin")) as
    { provider_session_id: string; return_origin: string | null } | undefined;
  if (!pending) return null;
  const session = await paymentGateway(scope.deps)
    .retrieveCheckoutSession(pending.provider_session_id, pending.return_origin ?? undefined)
    .catch(() => null);
  return session?.status === "open" && session.url ? session.url : null;
}

/** GET /api/purchases: newest first. */
export async function customerPurchases(
  scope: Scope,
  customerId: string,
  query: { page: number; perPage: number; state?: PurchaseState | undefined },
): Promise<{ records: PurchaseRecord[]; count: number }> {
  const base = () => {
    const q = scope.db("purchase_requests").where({ customer_id: customerId });
    if (query.state) void q.where({ state: query.state });
    return q;
  };
  const [rows, [{ n }]] = await Promise.all([
    base()
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .offset(query.page * query.perPage)
      .limit(query.perPage) as Promise<PurchaseRow[]>,
    base().count<{ n: string }[]>({ n: "*" }) as unknown as Promise<[{ n: string }]>,
  ]);
  return { records: await complete(scope, rows), count: Number(n) };
}

/** The date each tab is ordered by: when the request reached the tab's work. */
const TAB_DATE: Record<PurchaseTab, string> = {
  quote: "sent_at",
  buy: "paid_at",
  waiting: "updated_at",
  ordered: "ordered_at",
  closed: "updated_at",
  all: "updated_at",
};

/** Quotes past their validity count as expired in the tabs, as they read. */
function tabFilter(tab: PurchaseTab, now: Date) {
  return (q: ReturnType<Scope["db"]>) => {
    const states = PURCHASE_TAB_STATES[tab];
    void q.where((w) => {
      const plain = states.filter((state) => state !== "quoted" && state !== "expired");
      if (plain.length) void w.orWhereIn("r.state", plain);
      if (states.includes("quoted"))
        void w.orWhere((x) => x.where("r.state", "quoted").where("r.quote_valid_until", ">", now));
      if (states.includes("expired"))
        void w
          .orWhere("r.state", "expired")
          .orWhere((x) => x.where("r.state", "quoted").where("r.quote_valid_until", "<=", now));
    });
  };
}

const searchFilter = (text: string | undefined) => (q: ReturnType<Scope["db"]>) => {
  if (!text) return;
  const upper = text.toUpperCase();
  const number = /^BFM-?0*(\d{1,12})$/.exec(upper)?.[1];
  void q.where((w) => {
    if (number) void w.orWhere("r.number", Number(number));
    void w
      .orWhere("c.address_code", upper)
      .orWhere("r.track_number", upper)
      .orWhereILike("r.order_number", containsPattern(text))
      // Part of an item's link: a shop's name, a product's path, as staff remember it.
      .orWhereExists((items) =>
        items
          .from("purchase_items as i")
          .whereRaw("i.purchase_request_id = r.id")
          .whereILike("i.url", containsPattern(text)),
      );
  });
};

/** GET /api/admins/purchases: a tab's page (oldest first unless asked), and every tab's count. */
export async function purchaseQueue(
  scope: Scope,
  query: {
    tab: PurchaseTab;
    page: number;
    perPage: number;
    query?: string | undefined;
    order?: "asc" | "desc" | undefined;
  },
): Promise<{ records: StaffPurchaseRecord[]; count: number; counts: Record<PurchaseTab, number> }> {
  const from = () =>
    scope
      .db("purchase_requests as r")
      .join("customers as c", "c.id", "r.customer_id")
      .modify(searchFilter(query.query));
  const column = TAB_DATE[query.tab];
  const order = query.order ?? "asc";
  const rows = (await from()
    .modify(tabFilter(query.tab, scope.now))
    .orderBy([
      { column: `r.${column}`, order, nulls: "last" },
      { column: "r.id", order },
    ])
    .offset(query.page * query.perPage)
    .limit(query.perPage)
    .select("r.*")) as PurchaseRow[];
  const counts = {} as Record<PurchaseTab, number>;
  await Promise.all(
    PURCHASE_TABS.map(async (tab) => {
      const [{ n }] = (await from().modify(tabFilter(tab, scope.now)).count({ n: "*" })) as [{ n: string }];
      counts[tab] = Number(n);
    }),
  );
  return { records: await staffRecords(scope, rows), count: counts[query.tab], counts };
}

async function staffRecords(scope: Scope, rows: PurchaseRow[]): Promise<StaffPurchaseRecord[]> {
  const records = await complete(scope, rows);
  const customers = await ownerRows(
    scope.db,
    rows.map((row) => row.customer_id),
  );
  const staff = (await scope
    .db("staff")
    .whereIn(
      "id",
      rows.map((row) => row.handled_by).filter((id): id is string => id !== null),
    )
    .select("id", "full_name")) as { id: string; full_name: string }[];
  return records.map((record) => ({
    ...record,
    customer: customers.find((c) => c.id === record.row.customer_id)!,
    staffName: staff.find((s) => s.id === record.row.handled_by)?.full_name ?? null,
  }));
}

export async function staffPurchaseRecord(scope: Scope, id: string): Promise<StaffPurchaseRecord> {
  const row = (await scope.db("purchase_requests").where({ id }).first()) as PurchaseRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  const [record] = await staffRecords(scope, [row]);
  return record!;
}

/**
 * Locks a request for a change (the customer's own when `customerId` is
 * given: 404 otherwise). Its items are read after the lock, so what the
 * change sees is what it changes.
 */
export async function lockPurchase(
  work: Work,
  id: string,
  customerId?: string,
): Promise<{ row: PurchaseRow; items: PurchaseItemRow[] }> {
  const row = (await work
    .trx("purchase_requests")
    .where({ id, ...(customerId ? { customer_id: customerId } : {}) })
    .forUpdate()
    .first()) as PurchaseRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  const items = (await work
    .trx("purchase_items")
    .where({ purchase_request_id: id })
    .orderBy("position")) as PurchaseItemRow[];
  return { row, items };
}
