import type { LandedCostBasis } from "@ipf/shared/data/landed-cost";
import { centsOfUnits, unitsOfCents } from "@ipf/shared/format";
import { estimateLandedCost, linesInDollars, type LandedCostRates } from "@ipf/shared/rules/landed-cost";
import type { LandedCostEdit, ParcelLandedCost } from "@ipf/shared/schemas/landed-cost";
import { NotFoundError } from "../lib/errors.js";
import { logChange } from "./change-log.js";
import { euroRate } from "./euro-rate.js";
import { findParcel, findParcelRecord } from "./parcels/find.js";
import { actingStaff, type Scope, type Work } from "./work.js";

/**
 * Landed cost: each destination's duty and VAT figures, which admins edit
 * (every edit logged in the admins' change log, change-log.ts), and the estimates made of them
 * (@ipf/shared/rules/landed-cost).
 */

const MESSAGES = { notFound: "This country has no landed-cost figures." } as const;

export interface LandedCostRecord extends LandedCostRates {
  country: string;
  note: string;
  updatedAt: Date;
  updatedBy: string | null;
}

interface LandedCostDbRow {
  country: string;
  vat_rate: number;
  duty_rate: number;
  chapter_duty_rates: Record<string, number>;
  duty_de_minimis_cents: number | null;
  vat_de_minimis_cents: number | null;
  basis: LandedCostBasis;
  note: string;
  updated_at: Date;
  updated_by_username: string | null;
}

const toDollars = (cents: number | null) => (cents === null ? null : unitsOfCents(cents));
const toCents = (dollars: number | null) => (dollars === null ? null : centsOfUnits(dollars));

function recordOf(row: LandedCostDbRow): LandedCostRecord {
  return {
    country: row.country,
    vatRate: Number(row.vat_rate),
    dutyRate: Number(row.duty_rate),
    chapterDutyRates: row.chapter_duty_rates,
    dutyDeMinimis: toDollars(row.duty_de_minimis_cents),
    vatDeMinimis: toDollars(row.vat_de_minimis_cents),
    basis: row.basis,
    note: row.note,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_username,
  };
}

function rowsQuery(scope: Scope) {
  return scope
    .db("landed_cost_rates as l")
    .leftJoin("staff as s", "s.id", "l.updated_by")
    .select("l.*", "s.username as updated_by_username");
}

/** Every destination with figures, by country code. */
export async function listLandedCost(scope: Scope): Promise<LandedCostRecord[]> {
  return ((await rowsQuery(scope).orderBy("l.country")) as LandedCostDbRow[]).map(recordOf);
}

/** A destination's figures, or undefined when the table has none for it. */
export async function landedCostOf(scope: Scope, country: string): Promise<LandedCostRecord | undefined> {
  const row = (await rowsQuery(scope).where("l.country", country).first()) as LandedCostDbRow | undefined;
  return row && recordOf(row);
}

/** What a change log entry keeps of a row: the fields an edit sets. */
function editedFields(record: LandedCostRecord): LandedCostEdit {
  const { vatRate, dutyRate, chapterDutyRates, dutyDeMinimis, vatDeMinimis, basis, note } = record;
  return { vatRate, dutyRate, chapterDutyRates, dutyDeMinimis, vatDeMinimis, basis, note };
}

/** Replaces a destination's figures and logs the change with the admin who made it. */
export async function editLandedCost(work: Work, country: string, edit: LandedCostEdit): Promise<LandedCostRecord> {
  const { trx } = work;
  const staff = actingStaff(work);
  const locked = (await trx("landed_cost_rates").where({ country }).forUpdate().first("country")) as
    { country: string } | undefined;
  if (!locked) throw NotFoundError(MESSAGES.notFound);
  const before = (await landedCostOf(work, country))!;
  await trx("landed_cost_rates")
    .where({ country })
    .update({
      vat_rate: edit.vatRate,
      duty_rate: edit.dutyRate,
      chapter_duty_rates: edit.chapterDutyRates,
      duty_de_minimis_cents: toCents(edit.dutyDeMinimis),
      vat_de_minimis_cents: toCents(edit.vatDeMinimis),
      basis: edit.basis,
      note: edit.note,
      updated_by: staff.id,
    });
  const after = (await landedCostOf(work, country))!;
  await logChange(work, {
    subject: "landed_cost",
    key: country,
    before: editedFields(before),
    after: editedFields(after),
  });
  return after;
}

/**
 * The estimate of a customer's parcel for each shipping offer staff made:
 * its declared lines (euros, at the day's rate) to its shipping address's
 * country. None before the parcel has a destination, or when the table has
 * no figures for it.
 */
export async function parcelLandedCost(scope: Scope, customerId: string, ref: string): Promise<ParcelLandedCost> {
  const parcel = await findParcel(scope, ref, { customerId });
  const record = await findParcelRecord(scope, parcel.id);
  const country = record.address?.country ?? null;
  const rates = country === null ? undefined : await landedCostOf(scope, country);
  if (!rates || record.offers.length === 0) return { error: false, country, estimates: [] };
  // The declared lines and offers in units, as the parcel's answer shows them (presenters/parcel.ts).
  const details = record.items.map((item) => ({ price: unitsOfCents(item.price_cents), code_sh: item.hs_code }));
  const lines = linesInDollars(details, await euroRate(scope));
  return {
    error: false,
    country,
    estimates: record.offers.map(({ offer }) => ({
      methodId: offer.id,
      estimate: estimateLandedCost(lines, unitsOfCents(offer.price_cents), rates),
    })),
  };
}
