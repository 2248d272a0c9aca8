/**
 * The hand-tuned statements (the snapshots in api/src/services/parcels/sql/),
 * built by the API's own code with real values of the data set and run under
 * `EXPLAIN (ANALYZE, BUFFERS)`: the pages each one reads, to show whether it
 * grows with the data. Part of `npm run bench`; figures, not a test.
 */
import knex from "knex";
import type pg from "pg";
import { CUSTOMER_LIST_STATES } from "@ipf/shared/rules/parcel-state";
import { lockerPageSql } from "../api/src/services/parcels/locker.js";
import { parcelPageStatement, workQueue } from "../api/src/services/parcels/page.js";
import { searchOf, whereParcelSearch } from "../api/src/services/parcels/search.js";
import { byCountryStatement } from "../api/src/services/statistics.js";

export interface PlanFigures {
  /** The snapshot's file name, without `.sql`. */
  statement: string;
  /** What the values stand for. */
  values: string;
  executionMs: number;
  planningMs: number;
  /** Shared buffers (8 KB pages) hit in memory or read, planning aside. */
  pages: number;
  rows: number;
  /** `EXPLAIN (ANALYZE, BUFFERS)` as PostgreSQL prints it. */
  text: string;
}

interface Statement {
  statement: string;
  values: string;
  sql: string;
  bindings: readonly unknown[];
}

/** The statements, as the API sends them, with the values a scenario of the benchmark uses. */
function statements(sample: { trackNumber: string; lockerCustomerId: string }): Statement[] {
  const db = knex({ client: "pg" });
  const native = (query: { toSQL(): { toNative(): { sql: string; bindings: readonly unknown[] } } }) =>
    query.toSQL().toNative();
  const queue = () => workQueue(db, "paid", false);
  const byPaid = [{ column: "p.paid_at", order: "asc" as const }];
  const list: Statement[] = [
    {
      statement: "page-from-either-end",
      values: "the paid queue, page 4 of 10",
      ...native(parcelPageStatement(db, queue().base, byPaid, { page: 3, perPage: 10 }, false, queue().total)),
    },
    {
      statement: "page-of-search",
      values: "the paid queue searched for a whole track number",
      ...native(
        parcelPageStatement(
          db,
          whereParcelSearch(queue().base, searchOf(sample.trackNumber)),
          byPaid,
          { page: 0, perPage: 10 },
          true,
        ),
      ),
    },
    {
      statement: "page-of-short-search",
      values: "every live parcel searched for the track number's first three characters",
      ...native(
        parcelPageStatement(
          db,
          whereParcelSearch(db("parcels as p").whereNull("p.deleted_at"), searchOf(sample.trackNumber.slice(0, 3))),
          [{ column: "p.created_at", order: "desc" }],
          { page: 0, perPage: 10 },
          true,
        ),
      ),
    },
    {
      statement: "search-by-grams",
      values: "a whole track number",
      ...native(whereParcelSearch(db("parcels as p").select("p.id"), searchOf(sample.trackNumber))),
    },
    {
      statement: "search-short",
      values: "the track number's first three characters",
      ...native(whereParcelSearch(db("parcels as p").select("p.id"), searchOf(sample.trackNumber.slice(0, 3)))),
    },
    ...Object.entries(CUSTOMER_LIST_STATES).map(([list, states]) => ({
      statement: `locker-${list}`,
      values: "one customer with 50 parcels, first page of 10",
      sql: lockerPageSql(states),
      bindings: [[sample.lockerCustomerId], [10], [0], ["00000000-0000-4000-8000-000000000000"]],
    })),
    {
      statement: "statistics-by-country",
      values: "the year before the data set's last day, from the middle of a day",
      ...native(
        byCountryStatement(db, {
          from: new Date("2025-11-01T10:00:00Z"),
          to: new Date("2026-11-01T00:00:00Z"),
        }),
      ),
    },
  ];
  void db.destroy();
  return list;
}

interface PlanNode {
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  "Actual Rows"?: number;
}

/** Runs each statement twice (the first warms the cache, as a busy server's is) and keeps the second. */
export async function explainStatements(
  client: pg.Client,
  sample: { trackNumber: string; lockerCustomerId: string },
): Promise<PlanFigures[]> {
  const figures: PlanFigures[] = [];
  for (const { statement, values, sql, bindings } of statements(sample)) {
    await client.query(`EXPLAIN (ANALYZE) ${sql}`, bindings as unknown[]);
    const json = await client.query<{
      "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number; "Planning Time": number }];
    }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, bindings as unknown[]);
    const [plan] = json.rows[0]!["QUERY PLAN"];
    const text = await client.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
      bindings as unknown[],
    );
    figures.push({
      statement,
      values,
      executionMs: Math.round(plan["Execution Time"] * 100) / 100,
      planningMs: Math.round(plan["Planning Time"] * 100) / 100,
      pages: (plan.Plan["Shared Hit Blocks"] ?? 0) + (plan.Plan["Shared Read Blocks"] ?? 0),
      rows: plan.Plan["Actual Rows"] ?? 0,
      text: text.rows.map((row) => row["QUERY PLAN"]).join("\n"),
    });
  }
  return figures;
}
