import type { Knex } from "knex";
import type { Deps } from "../deps.js";
import type { StaffRow } from "../db-rows.js";

/**
 * What every service takes first: where it reads (and writes), the time it
 * happens at, and the application's parts (statements, storage, mail...).
 * A read outside a change gets one from `readScope`; a change gets a Work,
 * which is a Scope whose `db` is its transaction, so what a change reads
 * it reads inside its transaction.
 */
export interface Scope {
  /** The Work's transaction, or the pool for a read outside one. */
  db: Knex;
  deps: Deps;
  now: Date;
}

/** A Scope for reads outside a change: the pool, now. */
export function readScope(deps: Deps): Scope {
  return { db: deps.db, deps, now: deps.now() };
}

/**
 * One unit of work: a transaction, the time it happens at, who acts, and
 * what to do once it has committed. Live messages and mail delivery wait for
 * the commit, so nobody is told of a change that was rolled back. A route
 * opens it with `inTransaction` and hands it to a service, which takes it
 * first (see docs/architecture.md, "The API contract", for the few
 * services that still open their own).
 */
export interface Work extends Scope {
  trx: Knex.Transaction;
  /** The staff member acting, when staff act. */
  staff?: StaffRow;
  after(effect: () => Promise<unknown> | unknown): void;
}

export async function inTransaction<T>(
  deps: Deps,
  fn: (work: Work) => Promise<T>,
  options: { staff?: StaffRow } = {},
): Promise<T> {
  const effects: (() => Promise<unknown> | unknown)[] = [];
  const now = deps.now();
  const result = await deps.db.transaction(async (trx) => {
    // The parcel history's trigger reads who acts from the transaction (db parcel_events).
    if (options.staff) await trx.raw("SELECT set_config('ipf.staff_id', ?, true)", [options.staff.id]);
    return fn({ trx, db: trx, deps, now, staff: options.staff, after: (effect) => effects.push(effect) });
  });
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      // The change is committed; a lost live message is not worth failing the request.
      deps.log.warn({ err: error }, "after-commit effect failed");
    }
  }
  return result;
}

/** The staff member of a staff action; services that record who acted need one. */
export function actingStaff(work: Work): StaffRow {
  if (!work.staff) throw new Error("A staff action ran without a staff member.");
  return work.staff;
}
