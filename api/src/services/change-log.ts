/**
 * The one change log of the settings admins change in the back office
 * (table `admin_changes`): the storage fee and the customs identifiers
 * (subject `setting`, by settings key), the duty and VAT table
 * (`landed_cost`, by country), the service catalogue (`service`, by code).
 * Every change is logged here in the change's transaction, and every screen
 * shows its latest changes through `latestChanges`.
 */
import type { ChangeSubject } from "@ipf/shared/schemas/change-log";
import { actingStaff, type Scope, type Work } from "./work.js";

export interface AdminChangeRow {
  id: string;
  subject: ChangeSubject;
  key: string;
  before: unknown;
  after: unknown;
  /** The staff member's name, null once the account is gone. */
  changed_by: string | null;
  changed_at: Date;
}

/**
 * Logs a change made by the acting staff member: `before` null for
 * something new. The caller holds the record's lock, so two admins saving
 * at once each log the value they replaced, in the order they did.
 */
export async function logChange(
  work: Work,
  change: { subject: ChangeSubject; key: string; before: unknown; after: unknown },
): Promise<void> {
  await work.trx("admin_changes").insert({
    subject: change.subject,
    key: change.key,
    before: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
    after: JSON.stringify(change.after),
    changed_by: actingStaff(work).id,
    changed_at: work.now,
  });
}

/** The latest changes of a subject (of one record when `key` is given), newest first. */
export async function latestChanges(
  scope: Scope,
  subject: ChangeSubject,
  options: { key?: string; limit: number },
): Promise<AdminChangeRow[]> {
  const query = scope
    .db("admin_changes as c")
    .leftJoin("staff as s", "s.id", "c.changed_by")
    .where("c.subject", subject)
    // Changes of a record are serialised by its lock: their ids are in the order they were made.
    .orderBy("c.id", "desc")
    .limit(options.limit)
    .select("c.id", "c.subject", "c.key", "c.before", "c.after", "s.full_name as changed_by", "c.changed_at");
  if (options.key !== undefined) void query.where("c.key", options.key);
  return (await query) as AdminChangeRow[];
}
