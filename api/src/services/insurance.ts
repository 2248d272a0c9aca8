/**
 * Shipment insurance: its settings (a setting admins change in the back
 * office, every change kept like the storage fee's) and its quote for a
 * parcel awaiting payment. Held in cents and basis points; the wire speaks
 * dollars and percent. The declared values are euros: they are turned into
 * dollars at the day's ECB rate.
 */
import { centsOfUnits, unitsOfCents } from "@ipf/shared/format";
import {
  eurCentsToUsdCents,
  insuranceApplies,
  insuranceQuote,
  type InsuranceQuote,
  type InsuranceSettings,
} from "@ipf/shared/rules/insurance";
import type { InsuranceSettingsResponse, InsuranceSettingsView } from "@ipf/shared/schemas/claims";
import { ValidationError } from "../lib/errors.js";
import { findParcel } from "./parcels/find.js";
import { latestChanges, logChange } from "./change-log.js";
import { actingStaff, type Scope, type Work } from "./work.js";

const KEY = "insurance";
const CHANGES_SHOWN = 10;

/** Until first saved (the migration seeds a row): 2%, at least $2, at most $2,500, everywhere, a week's margin. */
const DEFAULTS: InsuranceSettings = {
  rateBasisPoints: 200,
  minPremiumCents: 200,
  maxCoverCents: 250_000,
  zoneIds: [],
  lostMarginDays: 7,
};

export async function insuranceSettings(scope: Scope): Promise<InsuranceSettings> {
  const row = (await scope.db("settings").where({ key: KEY }).first("value")) as
    { value: InsuranceSettings } | undefined;
  return { ...DEFAULTS, ...row?.value };
}

const view = (settings: InsuranceSettings): InsuranceSettingsView => ({
  ratePercent: settings.rateBasisPoints / 100,
  minPremium: unitsOfCents(settings.minPremiumCents),
  maxCover: unitsOfCents(settings.maxCoverCents),
  zoneIds: settings.zoneIds,
  lostMarginDays: settings.lostMarginDays,
});

/** The back office's form: the settings and their latest changes, newest first. */
export async function insuranceSettingsView(scope: Scope): Promise<Omit<InsuranceSettingsResponse, "error">> {
  const changes = await latestChanges(scope, "setting", { key: KEY, limit: CHANGES_SHOWN });
  return {
    settings: view(await insuranceSettings(scope)),
    changes: changes.map((change) => ({
      settings: view({ ...DEFAULTS, ...(change.after as InsuranceSettings) }),
      previous: change.before ? view({ ...DEFAULTS, ...(change.before as InsuranceSettings) }) : null,
      changedBy: change.changed_by,
      changedAt: change.changed_at.toISOString(),
    })),
  };
}

/** Saves the settings (validated by the shared schema; the zones must exist) and records the change. */
export async function setInsuranceSettings(
  work: Work,
  input: { ratePercent: number; minPremium: number; maxCover: number; zoneIds: string[]; lostMarginDays: number },
): Promise<void> {
  const { trx, now } = work;
  const zoneIds = [...new Set(input.zoneIds)];
  if (zoneIds.length) {
    const known = (await trx("zones").whereIn("id", zoneIds).select("id")) as { id: string }[];
    if (known.length !== zoneIds.length) throw ValidationError({ zoneIds: "invalidZone" });
  }
  const settings: InsuranceSettings = {
    rateBasisPoints: Math.round(input.ratePercent * 100),
    minPremiumCents: centsOfUnits(input.minPremium),
    maxCoverCents: centsOfUnits(input.maxCover),
    zoneIds,
    lostMarginDays: input.lostMarginDays,
  };
  // Locked, so two admins saving at once each record the value they replaced.
  const current = (await trx("settings").where({ key: KEY }).forUpdate().first("value")) as
    { value: InsuranceSettings } | undefined;
  const staffId = actingStaff(work).id;
  const value = JSON.stringify(settings);
  await trx("settings").insert({ key: KEY, value, updated_at: now, updated_by: staffId }).onConflict("key").merge();
  await logChange(work, { subject: "setting", key: KEY, before: current?.value ?? null, after: settings });
}

/**
 * What insuring a parcel costs and covers, in dollar cents, at `usdPerEur`:
 * null where insurance is not sold (its destination outside the zones
 * listed, nothing declared).
 */
export async function quoteForParcel(
  scope: Scope,
  parcelId: string,
  usdPerEur: number,
): Promise<InsuranceQuote | null> {
  const { db } = scope;
  const settings = await insuranceSettings(scope);
  const [declared, zones] = await Promise.all([
    db("parcel_items")
      .where({ parcel_id: parcelId })
      .first(db.raw("coalesce(sum(price_cents::bigint * quantity), 0)::bigint AS cents")) as Promise<{
      cents: string | number;
    }>,
    db("parcel_shipping_addresses as a")
      .join("zone_countries as zc", "zc.country", "a.country")
      .where("a.parcel_id", parcelId)
      .select("zc.zone_id") as Promise<{ zone_id: string }[]>,
  ]);
  if (
    !insuranceApplies(
      settings,
      zones.map((zone) => zone.zone_id),
    )
  )
    return null;
  return insuranceQuote(eurCentsToUsdCents(Number(declared.cents), usdPerEur), settings);
}

/** GET /api/insurance/:id: the quote for a parcel of the customer's awaiting payment. */
export async function customerQuote(
  scope: Scope,
  customerId: string,
  parcelRef: string,
  usdPerEur: number,
): Promise<InsuranceQuote | null> {
  const parcel = await findParcel(scope, parcelRef, { customerId });
  if (parcel.state !== "approved") return null;
  return quoteForParcel(scope, parcel.id, usdPerEur);
}
