/**
 * The hand-tuned statements, as PostgreSQL receives them, kept in sql/ beside
 * this file: a change to one shows in review. `npx vitest run -u` rewrites
 * them after an intended change.
 */
import knex from "knex";
import { afterAll, describe, expect, it } from "vitest";
import { CUSTOMER_LIST_STATES } from "@ipf/shared/rules/parcel-state";
import { byCountryStatement } from "../statistics.js";
import { lockerPageSql } from "./locker.js";
import { parcelPageStatement, workQueue } from "./page.js";
import { searchOf, whereParcelSearch } from "./search.js";

// Builds text only: never connects.
const db = knex({ client: "pg" });
afterAll(() => db.destroy());

const text = (query: { toSQL(): { toNative(): { sql: string } } }) => `${query.toSQL().toNative().sql}\n`;
const queue = () => workQueue(db, "paid", false).base;
const byPaid = [{ column: "p.paid_at", order: "asc" as const }];
const paidTotal = () => workQueue(db, "paid", false).total;

describe("hand-tuned statements", () => {
  it("page of a work queue, read from either end", async () => {
    const statement = parcelPageStatement(db, queue(), byPaid, { page: 3, perPage: 10 }, false, paidTotal());
    await expect(text(statement)).toMatchFileSnapshot("./sql/page-from-either-end.sql");
  });

  it("page of a search: the matches gathered first", async () => {
    const base = whereParcelSearch(queue(), searchOf("1Z999AA1"));
    const statement = parcelPageStatement(db, base, byPaid, { page: 0, perPage: 10 }, true);
    await expect(text(statement)).toMatchFileSnapshot("./sql/page-of-search.sql");
  });

  it("track-number search, by grams and by a short text", async () => {
    const select = () => db("parcels as p").select("p.id");
    await expect(text(whereParcelSearch(select(), searchOf("1Z999AA1")))).toMatchFileSnapshot(
      "./sql/search-by-grams.sql",
    );
    await expect(text(whereParcelSearch(select(), searchOf("1Z9")))).toMatchFileSnapshot("./sql/search-short.sql");
  });

  it("locker lists, read for a batch of requests", async () => {
    for (const [list, states] of Object.entries(CUSTOMER_LIST_STATES))
      await expect(`${lockerPageSql(states)}\n`).toMatchFileSnapshot(`./sql/locker-${list}.sql`);
  });

  it("statistics by country over a range with a piece of a day", async () => {
    const range = { from: new Date("2026-01-01T10:00:00Z"), to: new Date("2026-02-01T00:00:00Z") };
    await expect(text(byCountryStatement(db, range))).toMatchFileSnapshot("./sql/statistics-by-country.sql");
  });
});
