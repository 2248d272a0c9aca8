/**
 * The customer's own parcels: the locker lists and counts (each served by
 * the (customer_id, state, created_at) index) and the edit of declared
 * prices. Every query is scoped to the customer, so another customer's
 * parcel is simply not found.
 */
import { CUSTOMER_LIST_STATES } from "@ipf/shared/rules/parcel-state";
import type { Deps } from "../../deps.js";
import { signedInSession, type RidingSignIn } from "../../lib/auth.js";
import { batched } from "../../lib/batch.js";
import { runStatement } from "../../lib/prepared.js";
import type { CustomerRow } from "../../db-rows.js";
import { ValidationError } from "../../lib/errors.js";
import { assertParcel, findParcel, isUuid } from "./find.js";
import { recordsOfPage } from "./page.js";
import type { ParcelItemRow, ParcelRow } from "./rows.js";
import type { Scope, Work } from "../work.js";
import { announce } from "./announce.js";

export type CustomerList = keyof typeof CUSTOMER_LIST_STATES;

/**
 * The page statement of one list for a batch of requests (see `batched`):
 * one row per request, in order, with the request's page (its total, ids
 * and revisions) and its signed-in customer's row beside it, none when the
 * account is gone. The ids come as JSON, which the driver reads natively
 * (a PostgreSQL array is parsed character by character in JavaScript).
 * The list's states are written into the text, so each list keeps one plan
 * that walks the (customer_id, state, created_at) index once per request.
 */
export function lockerPageSql(states: readonly string[]): string {
  const where = `p.customer_id = q.customer_id AND p.state IN (${states.map((s) => `'${s}'`).join(", ")})
      AND p.deleted_at IS NULL`;
  return `SELECT page.page_total, page.page_ids, (SELECT version FROM reference_version) AS page_reference_version, a.*
FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::uuid[]) WITH ORDINALITY AS q(customer_id, page_limit, page_offset, session_id, page_n)
CROSS JOIN LATERAL (SELECT
    (SELECT count(*) FROM parcels p WHERE ${where}) AS page_total,
    array_to_json(ARRAY(SELECT ARRAY[p.id::text, p.revision::text] FROM parcels p WHERE ${where}
      ORDER BY p.created_at DESC, p.id DESC LIMIT q.page_limit OFFSET q.page_offset)) AS page_ids) page
LEFT JOIN customers a ON a.id = q.customer_id AND ${signedInSession("q.session_id")}
ORDER BY q.page_n`;
}

interface LockerPageRow extends Record<string, unknown> {
  page_total: string;
  page_ids: [string, string][];
  page_reference_version: string;
}

/** The most requests one statement reads pages for. */
const BATCH = 64;

/**
 * The signed-in customer's lists (GET locker, awaiting shipping, shipped).
 * They are the most read answers of the API: the page reads of the
 * requests that arrive together go to PostgreSQL as one statement, each
 * with its sign-in checked on its own row (`signIn.accept`) before any of
 * its page is used. One reader per API instance, made from the
 * application's parts; each read takes its request's scope for the records,
 * while the batched statement stays on the pool, as it serves many requests.
 */
export function customerLists(deps: Deps) {
  const readers = Object.fromEntries(
    Object.entries(CUSTOMER_LIST_STATES).map(([list, states]) => {
      const text = lockerPageSql(states);
      const read = batched<{ customerId: string; session: string; limit: number; offset: number }, LockerPageRow>(
        (requests) =>
          runStatement<LockerPageRow>(
            deps.statements,
            deps.db,
            text,
            [
              requests.map((r) => r.customerId),
              requests.map((r) => r.limit),
              requests.map((r) => r.offset),
              requests.map((r) => r.session),
            ],
            // Planned for each call, the statement cost twice as much: its plan never depends on the values.
            { generic: true },
          ),
        { max: BATCH },
      );
      return [list, read];
    }),
  ) as Record<
    CustomerList,
    (request: { customerId: string; session: string; limit: number; offset: number }) => Promise<LockerPageRow>
  >;

  return async (scope: Scope, signIn: RidingSignIn, list: CustomerList, paging: { page: number; perPage: number }) => {
    // Tokens are the API's own, so this holds; a wrong id must not fail the other requests of its batch.
    if (!isUuid(signIn.id)) signIn.accept(undefined);
    const row = await readers[list]({
      customerId: signIn.id,
      session: signIn.session,
      limit: paging.perPage,
      offset: paging.page * paging.perPage,
    });
    const { page_total, page_ids, page_reference_version, ...account } = row;
    const customer = signIn.accept(account) as CustomerRow;
    return recordsOfPage(
      scope,
      { total: page_total, ids: page_ids, reference_version: page_reference_version },
      paging.perPage,
      customer,
    );
  };
}

/** incomingPackages, awaitingPackages, shippedPackages in one pass over the customer's index entries. */
export async function countCustomerParcels(scope: Scope, customerId: string) {
  const { db } = scope;
  const filter = (states: readonly string[]) =>
    db.raw(`count(*) FILTER (WHERE state IN (${states.map(() => "?").join(", ")}))`, [...states]);
  const row = (await db("parcels")
    .where({ customer_id: customerId })
    .whereNull("deleted_at")
    .first({
      incoming: filter(CUSTOMER_LIST_STATES.locker),
      awaiting: filter(CUSTOMER_LIST_STATES.awaitingShipping),
      shipped: filter(CUSTOMER_LIST_STATES.shipped),
    })) as { incoming: number; awaiting: number; shipped: number };
  return {
    incomingPackages: Number(row.incoming),
    awaitingPackages: Number(row.awaiting),
    shippedPackages: Number(row.shipped),
  };
}

/** POST /api/packages/details/update/{id}: new prices, line by line; the descriptions stay as staff wrote them. */
export async function updateDeclaredPrices(
  work: Work,
  customerId: string,
  ref: string,
  prices: readonly { price: number }[],
): Promise<ParcelRow> {
  const { trx } = work;
  const parcel = await findParcel(work, ref, { customerId, lock: true });
  assertParcel(parcel, "editDetails");
  const items = (await trx("parcel_items").where({ parcel_id: parcel.id }).orderBy("position")) as (ParcelItemRow & {
    id: string;
  })[];
  if (items.length !== prices.length) throw ValidationError({ details: "detailsCountMismatch" });
  for (const [index, item] of items.entries()) {
    await trx("parcel_items").where({ id: item.id }).update({ price_cents: prices[index]!.price });
  }
  announce(work, parcel);
  return parcel;
}
