/**
 * The daily storage fee after free storage: a setting admins change in the
 * back office, every change kept (who, when, from what to what). Held in
 * cents; the wire speaks dollars, like the shipping prices.
 */
import { centsOfUnits, unitsOfCents } from "@ipf/shared/format";
import type { StorageFeeResponse } from "@ipf/shared/schemas/storage";
import { latestChanges, logChange } from "./change-log.js";
import { actingStaff, type Scope, type Work } from "./work.js";

const KEY = "storage_fee_cents_per_day";
/** The changes the form lists. */
const CHANGES_SHOWN = 10;

/** The fee in cents a day, as set now (the migration sets one). */
export async function storageFeeCentsPerDay(scope: Scope): Promise<number> {
  const row = (await scope.db("settings").where({ key: KEY }).first("value")) as { value: number } | undefined;
  return row?.value ?? 0;
}

/** The back office's view: the fee and its latest changes, newest first. */
export async function storageFeeSetting(scope: Scope): Promise<Omit<StorageFeeResponse, "error">> {
  const changes = await latestChanges(scope, "setting", { key: KEY, limit: CHANGES_SHOWN });
  return {
    feePerDay: unitsOfCents(await storageFeeCentsPerDay(scope)),
    changes: changes.map((change) => ({
      feePerDay: unitsOfCents(change.after as number),
      previous: change.before === null ? null : unitsOfCents(change.before as number),
      changedBy: change.changed_by,
      changedAt: change.changed_at.toISOString(),
    })),
  };
}

/** Sets the fee (dollars a day, validated by the shared schema) and records the change, even to the same value. */
export async function setStorageFee(work: Work, feePerDay: number): Promise<void> {
  const { trx, now } = work;
  const cents = centsOfUnits(feePerDay);
  // Locked, so two admins saving at once each record the value they replaced.
  const current = (await trx("settings").where({ key: KEY }).forUpdate().first("value")) as
    { value: number } | undefined;
  const staffId = actingStaff(work).id;
  await trx("settings")
    .insert({ key: KEY, value: JSON.stringify(cents), updated_at: now, updated_by: staffId })
    .onConflict("key")
    .merge();
  await logChange(work, { subject: "setting", key: KEY, before: current?.value ?? null, after: cents });
}
