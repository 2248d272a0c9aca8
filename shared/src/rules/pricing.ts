/**
 * Shipping prices (docs/architecture.md, *Money*): a carrier of a warehouse
 * prices weight bands per zone; a quote takes the chargeable weight,
 * max(actual, L x W x H / the carrier's divisor), finds the band (from, to]
 * holding it for a zone that holds the destination, and lists active carriers
 * cheapest first. Pure: the API builds a rate card once from the database and
 * quotes from memory, and the front ends may run the very same code.
 */
import { PARCEL_LIMITS } from "./parcel-limits.js";

/** No quote above this chargeable weight (30 kg, parcel-limits.ts). */
export const MAX_CHARGEABLE_GRAMS = PARCEL_LIMITS.maxWeightKg * 1000;
/** The volumetric divisor (cm³ per kg) unless a carrier sets its own. */
export const DEFAULT_DIVISOR = 5000;

export const RATE_CARDS = ["main", "side"] as const;
/** "main": the public calculator; "side": the second card the signed-in side calculator quotes. */
export type RateCardName = (typeof RATE_CARDS)[number];

export interface Dimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

// Products are computed in whole milligrams first, so that 0.1 + 0.2 style
// binary fractions never push a weight over a band edge; then rounded up to
// the gram, as carriers bill a started gram.
const roundUpToGram = (grams: number) => Math.ceil(Math.round(grams * 1000) / 1000);

export function kilogramsToGrams(kg: number): number {
  return roundUpToGram(kg * 1000);
}

export function volumetricGrams(dimensions: Dimensions, divisor = DEFAULT_DIVISOR): number {
  const { lengthCm, widthCm, heightCm } = dimensions;
  return roundUpToGram((lengthCm * widthCm * heightCm * 1000) / divisor);
}

export function chargeableGrams(actualGrams: number, dimensions: Dimensions | undefined, divisor?: number): number {
  return dimensions ? Math.max(actualGrams, volumetricGrams(dimensions, divisor)) : actualGrams;
}

/** A band covers fromGrams < weight <= toGrams: 0-500 and 500-1000 meet without overlapping. */
export function inBand(range: { fromGrams: number; toGrams: number }, grams: number): boolean {
  return range.fromGrams < grams && grams <= range.toGrams;
}

export function bandsOverlap(
  a: { fromGrams: number; toGrams: number },
  b: { fromGrams: number; toGrams: number },
): boolean {
  return a.fromGrams < b.toGrams && b.fromGrams < a.toGrams;
}

export interface RateRange {
  id: string;
  zoneId: string;
  fromGrams: number;
  toGrams: number;
  priceCents: number;
}

export interface RateCarrier {
  id: string;
  warehouseId: string;
  name: string;
  nameAr: string;
  logo: string | null;
  divisor: number;
  minDays: number;
  maxDays: number;
  isActive: boolean;
  ranges: RateRange[];
}

/** What a rate card is built from: plain rows, as the database (or a test) gives them. */
export interface RateCardData {
  /** Warehouses customers can ship from; carriers of other warehouses are not quoted. */
  activeWarehouseIds: string[];
  zones: { id: string; countries: string[] }[];
  carriers: RateCarrier[];
}

export interface IndexedCarrier {
  carrier: RateCarrier;
  /** Destination (ISO alpha-2) to the carrier's bands for it, lowest first. */
  bands: Map<string, RateRange[]>;
}

/** A rate card indexed for quoting: by warehouse, then by destination country. */
export interface RateCard {
  readonly warehouses: ReadonlySet<string>;
  readonly byWarehouse: ReadonlyMap<string, readonly IndexedCarrier[]>;
}

export function buildRateCard(data: RateCardData): RateCard {
  const warehouses = new Set(data.activeWarehouseIds);
  const zoneCountries = new Map(data.zones.map((zone) => [zone.id, zone.countries.map((c) => c.toUpperCase())]));
  const byWarehouse = new Map<string, IndexedCarrier[]>();
  for (const id of warehouses) byWarehouse.set(id, []);
  for (const carrier of data.carriers) {
    const list = byWarehouse.get(carrier.warehouseId);
    if (!carrier.isActive || !list) continue;
    const bands = new Map<string, RateRange[]>();
    for (const range of carrier.ranges) {
      for (const country of zoneCountries.get(range.zoneId) ?? []) {
        const forCountry = bands.get(country);
        if (forCountry) forCountry.push(range);
        else bands.set(country, [range]);
      }
    }
    for (const list of bands.values()) list.sort((a, b) => a.fromGrams - b.fromGrams || a.priceCents - b.priceCents);
    list.push({ carrier, bands });
  }
  return { warehouses, byWarehouse };
}

export interface QuoteRequest {
  /** ISO alpha-2, upper case. */
  country: string;
  actualGrams: number;
  dimensions?: Dimensions;
  /** The warehouse shipping; every active warehouse when absent (the side calculator). */
  warehouseId?: string;
}

export interface QuoteLine {
  carrierId: string;
  warehouseId: string;
  name: string;
  nameAr: string;
  logo: string | null;
  priceCents: number;
  minDays: number;
  maxDays: number;
  chargeableGrams: number;
}

export type QuoteResult =
  | { ok: true; lines: QuoteLine[] }
  /** tooHeavy: over 30 kg (actual, or chargeable for every carrier that serves the country); noOptions: nothing serves it. */
  | { ok: false; reason: "tooHeavy" | "noOptions" };

/** The active carriers of a warehouse, or of every active warehouse when none is given. */
export function carriersOf(card: RateCard, warehouseId?: string): readonly IndexedCarrier[] {
  return warehouseId === undefined ? [...card.byWarehouse.values()].flat() : (card.byWarehouse.get(warehouseId) ?? []);
}

/**
 * One carrier's offer for one parcel, or why it has none: it has no band for
 * the country (notServed), its chargeable weight passes 30 kg (tooHeavy), or
 * none of its bands holds that weight (outOfRange).
 */
export type CarrierQuote =
  { ok: true; line: QuoteLine } | { ok: false; reason: "notServed" | "tooHeavy" | "outOfRange" };

/** A country in two zones the carrier prices gets the cheaper band. */
export function quoteCarrier(indexed: IndexedCarrier, request: Omit<QuoteRequest, "warehouseId">): CarrierQuote {
  const { carrier, bands } = indexed;
  const forCountry = bands.get(request.country.toUpperCase());
  if (!forCountry) return { ok: false, reason: "notServed" };
  const grams = chargeableGrams(request.actualGrams, request.dimensions, carrier.divisor);
  if (grams > MAX_CHARGEABLE_GRAMS) return { ok: false, reason: "tooHeavy" };
  let best: RateRange | undefined;
  for (const band of forCountry) {
    if (band.fromGrams >= grams) break;
    if (inBand(band, grams) && (!best || band.priceCents < best.priceCents)) best = band;
  }
  if (!best) return { ok: false, reason: "outOfRange" };
  return {
    ok: true,
    line: {
      carrierId: carrier.id,
      warehouseId: carrier.warehouseId,
      name: carrier.name,
      nameAr: carrier.nameAr,
      logo: carrier.logo,
      priceCents: best.priceCents,
      minDays: carrier.minDays,
      maxDays: carrier.maxDays,
      chargeableGrams: grams,
    },
  };
}

/**
 * The offers for one parcel, cheapest first (ties: fastest, then by name).
 * A carrier whose own chargeable weight passes 30 kg drops out.
 */
export function quote(card: RateCard, request: QuoteRequest): QuoteResult {
  if (request.actualGrams > MAX_CHARGEABLE_GRAMS) return { ok: false, reason: "tooHeavy" };
  const lines: QuoteLine[] = [];
  let overweight = false;
  for (const indexed of carriersOf(card, request.warehouseId)) {
    const offer = quoteCarrier(indexed, request);
    if (offer.ok) lines.push(offer.line);
    else if (offer.reason === "tooHeavy") overweight = true;
  }
  if (lines.length === 0) return { ok: false, reason: overweight ? "tooHeavy" : "noOptions" };
  lines.sort((a, b) => a.priceCents - b.priceCents || a.minDays - b.minDays || a.name.localeCompare(b.name));
  return { ok: true, lines };
}
