import type { Knex } from "knex";
import { signedInSession, type RidingSignIn } from "../../lib/auth.js";
import { runStatement, type StatementOptions } from "../../lib/prepared.js";
import type { Scope } from "../work.js";

/**
 * A page statement with the signed-in account's row beside it, in one
 * statement: the page as one JSON column, the account's columns as
 * `SELECT * FROM` its table gives them (none when the account is gone or
 * the token's session signed out).
 * The account is accepted (or the call fails) before the page is answered.
 */
export async function pageWithSignIn<Page>(
  scope: Scope,
  statement: Knex.QueryBuilder,
  signIn: RidingSignIn,
  run: StatementOptions,
): Promise<Page> {
  const { sql, bindings } = statement.toSQL().toNative();
  const [joined] = await runStatement<Record<string, unknown> & { page_of_sign_in: Page }>(
    scope.deps.statements,
    scope.db,
    `SELECT a.*, to_jsonb(page) AS page_of_sign_in FROM (${sql}) page ` +
      `LEFT JOIN ${signIn.table === "customers" ? "customers" : "staff"} a ON a.id = $${bindings.length + 1} ` +
      `AND ${signedInSession(`$${bindings.length + 2}::uuid`)}`,
    [...bindings, signIn.id, signIn.session],
    run,
  );
  const { page_of_sign_in: row, ...account } = joined!;
  signIn.accept(account);
  return row;
}
