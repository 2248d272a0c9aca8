import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { connect } from "@ipf/db";

/** The statements one API instance runs on its database handle (`Deps.statements`). */
export interface Statements {
  /** The handle the statements run on. */
  readonly db: Knex;
  /** The name of each text run, made once (see `statementName`). */
  readonly names: Map<string, string>;
  /** A second, small pool whose connections keep one plan per statement (see `createStatements`). */
  readonly generic: Knex | undefined;
  /** Closes the generic pool. */
  close(): Promise<void>;
}

/** The name of a statement's text: the same text always gets the same name, another text another name. */
export function statementName(names: Map<string, string>, text: string): string {
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

/** The settings of the connections that keep one plan per statement (see `createStatements`). */
const GENERIC_PLAN_SETTINGS = { plan_cache_mode: "force_generic_plan", max_parallel_workers_per_gather: 0 };

/**
 * The statements run on `db`. With `genericPlans` (the URL `db` connects to),
 * a second, small pool is opened with GENERIC_PLAN_SETTINGS for the
 * statements run with `{ generic: true }`: one plan, made once, serves
 * every call (docs/architecture.md, *Speed*).
 */
export function createStatements(db: Knex, genericPlans?: { url: string; max: number }): Statements {
  const generic =
    genericPlans &&
    connect(genericPlans.url, {
      pool: { max: genericPlans.max },
      applicationName: "ipf-api-generic",
      settings: GENERIC_PLAN_SETTINGS,
    });
  return { db, names: new Map(), generic, close: async () => void (await generic?.destroy()) };
}

export interface StatementOptions {
  /**
   * Run with one plan made for all values, on the generic pool (see
   * `createStatements`). Only for statements whose best plan does not
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
  statements: Statements,
  db: Knex | Knex.Transaction,
  text: string,
  values: readonly unknown[],
  options: StatementOptions = {},
) {
  const source = ((options.generic && db === statements.db && statements.generic) || db).client as ConnectionSource;
  const connection = await source.acquireConnection();
  const name = statementName(statements.names, text);
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
  statements: Statements,
  db: Knex | Knex.Transaction,
  query: Knex.QueryBuilder | Knex.Raw,
  options: StatementOptions = {},
): Promise<T[]> {
  const { sql, bindings } = query.toSQL().toNative();
  return runStatement<T>(statements, db, sql, bindings, options);
}
