import { createHash } from "node:crypto";
import type { Knex } from "knex";

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

/**
 * Runs `text` ($1, $2… placeholders) as a named prepared statement: each
 * pooled connection parses and plans a given text once, then only binds
 * and runs it. For the hot read paths, where planning cost as much as
 * running. Inside a transaction it runs on the transaction's connection.
 */
export async function runStatement<T>(db: Knex | Knex.Transaction, text: string, values: readonly unknown[]) {
  const source = db.client as ConnectionSource;
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
export function runPrepared<T>(db: Knex | Knex.Transaction, query: Knex.QueryBuilder | Knex.Raw): Promise<T[]> {
  const { sql, bindings } = query.toSQL().toNative();
  return runStatement<T>(db, sql, bindings);
}
