import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { connect } from "@ipf/db";

const names = new Map<string, string>();

/** The name of a statement's text: the same text always gets the same name, another text another name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    // The texts are the API's own, a few hundred at most; the bound only guards against a mistake.
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

interface PgConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string): Promise<unknown>;
  connection: { parsedStatements: Record<string, string> };
}

interface ConnectionSource {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<unknown>;
}

/** The settings of the connections that keep one plan per statement (see `useGenericPlans`). */
const GENERIC_PLAN_SETTINGS = { plan_cache_mode: "force_generic_plan", max_parallel_workers_per_gather: 0 };

const genericSiblings = new WeakMap<Knex, Knex>();

/**
 * Gives `db` (connected to `url`) a second, small pool whose connections
 * are opened with GENERIC_PLAN_SETTINGS, for the statements run with
 * `{ generic: true }`. Answers the function that closes it.
 *
 * PostgreSQL plans a prepared statement again at every call (a custom plan)
 * while it guesses that the values matter, and for a staff search it always
 * guesses so: planning its bitmap of three indexes cost more than running
 * it. The search's plan is the same whatever the text searched (the indexes
 * of the search arms), so one plan, made once, serves every call, and never
 * with parallel workers, whose start alone costs more than the search.
 * Other statements keep the ordinary pool and planning.
 */
export function useGenericPlans(db: Knex, url: string, options: { max: number }): () => Promise<void> {
  const sibling = connect(url, {
    pool: { max: options.max },
    applicationName: "ipf-api-generic",
    settings: GENERIC_PLAN_SETTINGS,
  });
  genericSiblings.set(db, sibling);
  return async () => {
    genericSiblings.delete(db);
    await sibling.destroy();
  };
}

export interface StatementOptions {
  /**
   * Run with one plan made for all values, on `db`'s generic pool (see
   * `useGenericPlans`). Only for statements whose best plan does not
   * depend on their values. In a transaction, or with no generic pool,
   * the statement runs as any other, with the same answer.
   */
  generic?: boolean;
}

/**
 * Runs `text` ($1, $2… placeholders) as a named prepared statement: each
 * pooled connection parses and plans a given text once, then only binds
 * and runs it. For the hot read paths, where planning cost as much as
 * running. Inside a transaction it runs on the transaction's connection.
 */
export async function runStatement<T>(
  db: Knex | Knex.Transaction,
  text: string,
  values: readonly unknown[],
  options: StatementOptions = {},
) {
  const source = ((options.generic && genericSiblings.get(db)) || db).client as ConnectionSource;
  const connection = await source.acquireConnection();
  const name = statementName(text);
  try {
    try {
      return (await connection.query({ name, text, values })).rows as T[];
    } catch (error) {
      // A migration changed a table the statement reads (`SELECT *` after a column was added):
      // PostgreSQL refuses the old plan. Forget it on this connection and prepare it again.
      if ((error as { code?: string }).code !== "0A000") throw error;
      await connection.query(`DEALLOCATE ${name}`);
      delete connection.connection.parsedStatements[name];
      return (await connection.query({ name, text, values })).rows as T[];
    }
  } finally {
    await source.releaseConnection(connection);
  }
}

/** A query built with knex, run as a named prepared statement (see runStatement). */
export function runPrepared<T>(
  db: Knex | Knex.Transaction,
  query: Knex.QueryBuilder | Knex.Raw,
  options: StatementOptions = {},
): Promise<T[]> {
  const { sql, bindings } = query.toSQL().toNative();
  return runStatement<T>(db, sql, bindings, options);
}
