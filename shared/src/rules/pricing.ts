/**
 * Shipping prices (docs/architecture.md, *Money*): a carrier of a warehouse
 * prices weight bands per zone; a quote takes the chargeable weight,
 * max(actual, L x W x H / the carrier's divisor), finds the band (from, to]
 * holding it for a zone that holds the destination, and lists active carriers
 * cheapest first. Pure: the API builds a rate card once from the database and
 * quotes from memory, and the front ends may run the very same code.
 *
 * A carrier's bands are its only weight limit: a parcel heavier than its last
 * band for the destination is not offered that carrier, and a parcel no
 * carrier serving the destination takes is refused with its weight, and the
 * most any of them takes there (parcel-limits.ts holds the physical bound).
 */

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
  /** No active carrier of the warehouse has a band for the destination. */
  | { ok: false; reason: "noOptions" }
  | ({ ok: false; reason: "noCarrierAtWeight" } & WeightRefusal);

/**
 * Carriers serve the destination, but none has a band for the parcel's
 * chargeable weight: the least of their chargeable weights (the actual weight
 * unless every one of them charges the volume), and, when every one stops
 * below it, the heaviest weight any of them takes there (null when one of
 * them has a gap in its bands at that weight, or starts above it).
 */
export interface WeightRefusal {
  chargeableGrams: number;
  maxGrams: number | null;
}

/** The active carriers of a warehouse, or of every active warehouse when none is given. */
export function carriersOf(card: RateCard, warehouseId?: string): readonly IndexedCarrier[] {
  return warehouseId === undefined ? [...card.byWarehouse.values()].flat() : (card.byWarehouse.get(warehouseId) ?? []);
}

/**
 * One carrier's offer for one parcel, or why it has none: it has no band for
 * the country (notServed), its chargeable weight is above its last band there
 * (tooHeavy, with the most it takes there), or no band holds that weight: a
 * gap between its bands, or below the first (outOfRange).
 */
export type CarrierQuote =
  | { ok: true; line: QuoteLine }
  | { ok: false; reason: "notServed" }
  | { ok: false; reason: "tooHeavy"; chargeableGrams: number; maxGrams: number }
  | { ok: false; reason: "outOfRange"; chargeableGrams: number };

/** A country in two zones the carrier prices gets the cheaper band. */
export function quoteCarrier(indexed: IndexedCarrier, request: Omit<QuoteRequest, "warehouseId">): CarrierQuote {
  const { carrier, bands } = indexed;
  const forCountry = bands.get(request.country.toUpperCase());
  if (!forCountry) return { ok: false, reason: "notServed" };
  const grams = chargeableGrams(request.actualGrams, request.dimensions, carrier.divisor);
  let best: RateRange | undefined;
  for (const band of forCountry) {
    if (band.fromGrams >= grams) break;
    if (inBand(band, grams) && (!best || band.priceCents < best.priceCents)) best = band;
  }
  if (!best) {
    const maxGrams = Math.max(...forCountry.map((band) => band.toGrams));
    return grams > maxGrams
      ? { ok: false, reason: "tooHeavy", chargeableGrams: grams, maxGrams }
      : { ok: false, reason: "outOfRange", chargeableGrams: grams };
  }
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
 * A carrier without a band for its chargeable weight drops out; when every
 * carrier serving the destination drops out, the refusal says at what weight.
 */
export function quote(card: RateCard, request: QuoteRequest): QuoteResult {
  const lines: QuoteLine[] = [];
  const refused: Exclude<CarrierQuote, { ok: true } | { reason: "notServed" }>[] = [];
  for (const indexed of carriersOf(card, request.warehouseId)) {
    const offer = quoteCarrier(indexed, request);
    if (offer.ok) lines.push(offer.line);
    else if (offer.reason !== "notServed") refused.push(offer);
  }
  if (lines.length > 0) {
    lines.sort((a, b) => a.priceCents - b.priceCents || a.minDays - b.minDays || a.name.localeCompare(b.name));
    return { ok: true, lines };
  }
  if (refused.length === 0) return { ok: false, reason: "noOptions" };
  const grams = Math.min(...refused.map((offer) => offer.chargeableGrams));
  const tops = refused.map((offer) => (offer.reason === "tooHeavy" ? offer.maxGrams : Infinity));
  const maxGrams = Math.max(...tops);
  // Carriers of different divisors may charge one parcel differently: "at most" is said only when it holds for all.
  return {
    ok: false,
    reason: "noCarrierAtWeight",
    chargeableGrams: grams,
    maxGrams: maxGrams < grams ? maxGrams : null,
  };
}
