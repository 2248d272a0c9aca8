/**
 * Buy for me's settings: the service fee (a share of the goods with a
 * minimum) and how long a quote may be paid. One settings row, every change
 * in the one change log, like insurance's. Held in basis points and cents;
 * the wire speaks percent and euros.
 */
import { unitsOfCents } from "@ipf/shared/format";
import { DEFAULT_PURCHASE_SETTINGS, type PurchaseSettings } from "@ipf/shared/rules/purchases";
import type { PurchaseSettingsView } from "@ipf/shared/schemas/purchases";
import { latestChanges, logChange } from "../change-log.js";
import { actingStaff, type Scope, type Work } from "../work.js";

const KEY = "purchases";
const CHANGES_SHOWN = 10;

export async function purchaseSettings(scope: Scope): Promise<PurchaseSettings> {
  const row = (await scope.db("settings").where({ key: KEY }).first("value")) as
    { value: Partial<PurchaseSettings> } | undefined;
  return { ...DEFAULT_PURCHASE_SETTINGS, ...row?.value };
}

export const settingsView = (settings: PurchaseSettings): PurchaseSettingsView => ({
  feePercent: settings.feeBasisPoints / 100,
  minimumFee: unitsOfCents(settings.minimumFeeCents),
  validityDays: settings.validityDays,
});

export async function purchaseSettingsView(scope: Scope) {
  const changes = await latestChanges(scope, "setting", { key: KEY, limit: CHANGES_SHOWN });
  return {
    settings: settingsView(await purchaseSettings(scope)),
    changes: changes.map((change) => ({
      settings: settingsView({ ...DEFAULT_PURCHASE_SETTINGS, ...(change.after as PurchaseSettings) }),
      previous: change.before
        ? settingsView({ ...DEFAULT_PURCHASE_SETTINGS, ...(change.before as PurchaseSettings) })
        : null,
      changedBy: change.changed_by,
      changedAt: change.changed_at.toISOString(),
    })),
  };
}

/** Saves the settings (checked by the shared schema) and logs the change; quotes already made keep theirs. */
export async function setPurchaseSettings(
  work: Work,
  input: { feePercent: number; minimumFee: number; validityDays: number },
): Promise<PurchaseSettings> {
  const settings: PurchaseSettings = {
    feeBasisPoints: Math.round(input.feePercent * 100),
    minimumFeeCents: input.minimumFee,
    validityDays: input.validityDays,
  };
  // Locked, so two admins saving at once each log the value they replaced.
  const current = (await work.trx("settings").where({ key: KEY }).forUpdate().first("value")) as
    { value: PurchaseSettings } | undefined;
  await work
    .trx("settings")
    .insert({ key: KEY, value: JSON.stringify(settings), updated_at: work.now, updated_by: actingStaff(work).id })
    .onConflict("key")
    .merge();
  await logChange(work, { subject: "setting", key: KEY, before: current?.value ?? null, after: settings });
  return settings;
}
