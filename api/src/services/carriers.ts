import type { Knex } from "knex";
import { DEFAULT_DIVISOR, type RateCardName } from "@ipf/shared/rules/pricing";
import { centsOfUnits } from "@ipf/shared/format";
import { ConflictError, NotFoundError, ValidationError } from "../lib/errors.js";
import type { Scope, Work } from "./work.js";

/**
 * Carriers (the old product's shipping companies) and their weight ranges, for
 * one rate card at a time: the side_* calls reach only side carriers, the
 * others only main ones. Every change runs in the caller's transaction and
 * locks the carrier it touches, so range checks of one carrier run one at a
 * time; the exclusion constraint on carrier_ranges stays the last word.
 */

const MESSAGES = {
  carrierNotFound: "This company was not found.",
  rangeNotFound: "This range was not found.",
  overlap: "This range overlaps another range of this company for this zone.",
} as const;

const EXCLUSION_VIOLATION = "23P01";

export interface CarrierDbRow {
  id: string;
  warehouse_id: string;
  rate_card: RateCardName;
  name: string;
  name_ar: string;
  dimensional_divisor: number;
  min_ship_days: number;
  max_ship_days: number;
  logo_path: string | null;
  is_active: boolean;
  /** The shipping engine's carrier and service (both or neither). */
  engine_carrier: string | null;
  engine_service: string | null;
  created_at: Date;
  deleted_at: Date | null;
}

export interface RangeDbRow {
  id: string;
  carrier_id: string;
  zone_id: string;
  zone_name: string;
  from_grams: number;
  to_grams: number;
  price_cents: number;
}

export interface CarrierFields {
  name: string;
  nameAR: string;
  dimensionalWeight?: number | undefined;
  minShipTime: number;
  maxShipTime: number;
  warehouse: string;
}

export interface RangeFields {
  from: number;
  to: number;
  price: number;
  zone: string;
}

const toGrams = (kg: number) => Math.round(kg * 1000);

function carrierColumns(fields: CarrierFields) {
  return {
    name: fields.name,
    name_ar: fields.nameAR,
    dimensional_divisor: fields.dimensionalWeight ?? DEFAULT_DIVISOR,
    min_ship_days: fields.minShipTime,
    max_ship_days: fields.maxShipTime,
    warehouse_id: fields.warehouse,
  };
}

async function requireWarehouse(trx: Knex.Transaction, id: string): Promise<void> {
  const found = await trx("warehouses").where({ id }).forShare().first("id");
  if (!found) throw ValidationError({ warehouse: "invalidWarehouse" });
}

async function lockCarrier(trx: Knex.Transaction, card: RateCardName, id: string): Promise<CarrierDbRow> {
  const row = (await trx("carriers").where({ id, rate_card: card }).whereNull("deleted_at").forUpdate().first()) as
    CarrierDbRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.carrierNotFound);
  return row;
}

/** A range's columns as the rate cards read them, with its zone's name (`carrier_ranges as r` joined to `zones as z`). */
const RANGE_COLUMNS = [
  "r.id",
  "r.carrier_id",
  "r.zone_id",
  "z.name as zone_name",
  "r.from_grams",
  "r.to_grams",
  "r.price_cents",
];

/** The card's carriers (or the one `carrierId`) with their ranges. */
export async function listCarriers(
  scope: Scope,
  card: RateCardName,
  carrierId?: string,
): Promise<{ carriers: CarrierDbRow[]; ranges: RangeDbRow[] }> {
  const carriers = (await scope
    .db("carriers as c")
    .join("warehouses as w", "w.id", "c.warehouse_id")
    .where({ "c.rate_card": card })
    .whereNull("c.deleted_at")
    .modify((q) => {
      if (carrierId) q.andWhere("c.id", carrierId);
    })
    .orderBy([{ column: "w.country" }, { column: "c.name" }, { column: "c.created_at" }])
    .select("c.*")) as CarrierDbRow[];
  const ranges = (await scope
    .db("carrier_ranges as r")
    .join("zones as z", "z.id", "r.zone_id")
    .whereIn(
      "r.carrier_id",
      carriers.map((c) => c.id),
    )
    .orderBy([{ column: "z.name" }, { column: "r.from_grams" }])
    .select(RANGE_COLUMNS)) as RangeDbRow[];
  return { carriers, ranges };
}

export async function createCarrier(
  { trx }: Work,
  card: RateCardName,
  fields: CarrierFields,
  logoPath: string | null,
): Promise<CarrierDbRow> {
  await requireWarehouse(trx, fields.warehouse);
  const [row] = await trx("carriers")
    .insert({ ...carrierColumns(fields), rate_card: card, logo_path: logoPath, is_active: true })
    .returning("*");
  return row as CarrierDbRow;
}

export async function editCarrier(
  { trx }: Work,
  card: RateCardName,
  id: string,
  fields: CarrierFields,
): Promise<CarrierDbRow> {
  await lockCarrier(trx, card, id);
  await requireWarehouse(trx, fields.warehouse);
  const [row] = await trx("carriers").where({ id }).update(carrierColumns(fields)).returning("*");
  return row as CarrierDbRow;
}

/** A new logo; answers the carrier and the logo it replaced, to remove once committed. */
export async function changeCarrierLogo(
  { trx }: Work,
  card: RateCardName,
  id: string,
  logoPath: string,
): Promise<{ result: CarrierDbRow; previous: string | null }> {
  const before = await lockCarrier(trx, card, id);
  const [row] = await trx("carriers").where({ id }).update({ logo_path: logoPath }).returning("*");
  return { result: row as CarrierDbRow, previous: before.logo_path };
}

export async function activateCarrier(
  { trx }: Work,
  card: RateCardName,
  id: string,
  active: boolean,
): Promise<CarrierDbRow> {
  await lockCarrier(trx, card, id);
  const [row] = await trx("carriers").where({ id }).update({ is_active: active }).returning("*");
  return row as CarrierDbRow;
}

/**
 * Soft removal: shipping offers, payments and shipped parcels keep pointing
 * at the carrier, which leaves every list and every quote.
 */
export async function removeCarrier({ trx }: Work, card: RateCardName, id: string): Promise<void> {
  await lockCarrier(trx, card, id);
  await trx("carriers").where({ id }).update({ deleted_at: trx.fn.now(), is_active: false });
}

async function checkRange(
  trx: Knex.Transaction,
  carrierId: string,
  fields: RangeFields,
  exceptRangeId?: string,
): Promise<{ from_grams: number; to_grams: number; price_cents: number; zone_id: string }> {
  const columns = {
    from_grams: toGrams(fields.from),
    to_grams: toGrams(fields.to),
    price_cents: centsOfUnits(fields.price),
    zone_id: fields.zone,
  };
  // Kilograms closer than a gram collapse to one value once stored.
  if (columns.from_grams >= columns.to_grams) throw ValidationError({ to: "toNotAboveFrom" });
  const zone = await trx("zones").where({ id: fields.zone }).forShare().first("id");
  if (!zone) throw ValidationError({ zone: "invalidZone" });
  const overlapping = await trx("carrier_ranges")
    .where({ carrier_id: carrierId, zone_id: fields.zone })
    .andWhere("from_grams", "<", columns.to_grams)
    .andWhere("to_grams", ">", columns.from_grams)
    .modify((q) => {
      if (exceptRangeId) q.whereNot({ id: exceptRangeId });
    })
    .first("id");
  if (overlapping) throw ConflictError("RANGE_OVERLAP", MESSAGES.overlap);
  return columns;
}

async function writeRange(work: () => Promise<RangeDbRow>): Promise<RangeDbRow> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === EXCLUSION_VIOLATION)
      throw ConflictError("RANGE_OVERLAP", MESSAGES.overlap);
    throw error;
  }
}

async function rangeWithZone(trx: Knex.Transaction, id: string): Promise<RangeDbRow> {
  return (await trx("carrier_ranges as r")
    .join("zones as z", "z.id", "r.zone_id")
    .where("r.id", id)
    .first(RANGE_COLUMNS)) as RangeDbRow;
}

export async function createRange(
  { trx }: Work,
  card: RateCardName,
  carrierId: string,
  fields: RangeFields,
): Promise<RangeDbRow> {
  await lockCarrier(trx, card, carrierId);
  const columns = await checkRange(trx, carrierId, fields);
  return writeRange(async () => {
    const [row] = await trx("carrier_ranges")
      .insert({ carrier_id: carrierId, ...columns })
      .returning("id");
    return rangeWithZone(trx, (row as { id: string }).id);
  });
}

/** The carrier of a range of `card` (any card when null), locked, then the range. */
async function lockRange(
  trx: Knex.Transaction,
  card: RateCardName | null,
  rangeId: string,
): Promise<{ id: string; carrier_id: string }> {
  const owner = await trx("carrier_ranges as r")
    .join("carriers as c", "c.id", "r.carrier_id")
    .where("r.id", rangeId)
    .whereNull("c.deleted_at")
    .modify((q) => {
      if (card) q.andWhere("c.rate_card", card);
    })
    .first("c.id as carrier_id", "c.rate_card");
  if (!owner) throw NotFoundError(MESSAGES.rangeNotFound);
  await lockCarrier(trx, owner.rate_card as RateCardName, owner.carrier_id);
  const range = await trx("carrier_ranges").where({ id: rangeId }).forUpdate().first("id", "carrier_id");
  // Deleted (or moved) between the look-up and the lock.
  if (!range || range.carrier_id !== owner.carrier_id) throw NotFoundError(MESSAGES.rangeNotFound);
  return range as { id: string; carrier_id: string };
}

export async function editRange(
  { trx }: Work,
  card: RateCardName,
  rangeId: string,
  fields: RangeFields,
): Promise<RangeDbRow> {
  const range = await lockRange(trx, card, rangeId);
  const columns = await checkRange(trx, range.carrier_id, fields, rangeId);
  return writeRange(async () => {
    await trx("carrier_ranges").where({ id: rangeId }).update(columns);
    return rangeWithZone(trx, rangeId);
  });
}

/** delete_range serves both pages (the old product's API has no side variant), side_delete_range only the side card. */
export async function deleteRange({ trx }: Work, card: RateCardName | null, rangeId: string): Promise<void> {
  await lockRange(trx, card, rangeId);
  await trx("carrier_ranges").where({ id: rangeId }).delete();
}
