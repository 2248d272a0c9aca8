/**
 * What consolidating saves, before staff pack anything: for each carrier of
 * the parcels' warehouse, the price of shipping the parcels one by one (the
 * sum of their quotes) against one quote for the consolidated parcel, whose
 * measures are an estimate (estimateConsolidated below). Prices come from
 * the pricing rules and the same rate card as every quote.
 */
import {
  carriersOf,
  quoteCarrier,
  type CarrierQuote,
  type Dimensions,
  type IndexedCarrier,
  type RateCard,
  type RateCarrier,
} from "./pricing.js";

export interface ParcelMeasures {
  actualGrams: number;
  dimensions: Dimensions;
}

/** The longest side as length, the shortest as height: a box laid on its largest face. */
function laidFlat({ lengthCm, widthCm, heightCm }: Dimensions): Dimensions {
  const [length, width, height] = [lengthCm, widthCm, heightCm].sort((a, b) => b - a) as [number, number, number];
  return { lengthCm: length, widthCm: width, heightCm: height };
}

/**
 * The consolidated parcel as staff will likely measure it: the actual weights
 * added up, and the box around the parcels laid flat and stacked (the longest
 * length, the widest width, the heights added up).
 *
 * Why the stack rather than the sum of the volumes: the sum assumes boxes
 * fill each other's gaps, which no carton does, so it would promise a lower
 * volumetric weight, and a larger saving, than the packed parcel shows. A
 * stack is a box staff can always build from the parcels as they came, so
 * the estimate errs towards the higher "together" price: the saving shown is
 * one the customer can count on, not an upper bound.
 */
export function estimateConsolidated(parcels: readonly ParcelMeasures[]): ParcelMeasures {
  const flat = parcels.map((parcel) => laidFlat(parcel.dimensions));
  return {
    actualGrams: parcels.reduce((sum, parcel) => sum + parcel.actualGrams, 0),
    dimensions: {
      lengthCm: Math.max(...flat.map((d) => d.lengthCm)),
      widthCm: Math.max(...flat.map((d) => d.widthCm)),
      heightCm: flat.reduce((sum, d) => sum + d.heightCm, 0),
    },
  };
}

/** A price for shipping, or why the carrier cannot ship it: above its last band (with the most it takes), or between bands. */
export type Offer =
  | { ok: true; priceCents: number; chargeableGrams: number }
  | { ok: false; reason: "tooHeavy"; maxGrams: number }
  | { ok: false; reason: "outOfRange" };

export interface CarrierSaving {
  carrier: RateCarrier;
  /** Each parcel on its own: the sum of their prices and chargeable weights; refused when one of them is. */
  separately: Offer;
  /** The consolidated parcel, on the estimate. */
  together: Offer;
  /** Separately minus together (negative when consolidating costs more), when both are priced. */
  saving: { cents: number; percent: number } | null;
}

export interface SavingsRequest {
  warehouseId: string;
  /** ISO alpha-2. */
  country: string;
  parcels: readonly ParcelMeasures[];
}

/** The carriers asked serve the country, so a refusal is about the weight: above the last band, or between bands. */
function offerOf(quoted: CarrierQuote): Offer {
  if (quoted.ok) return { ok: true, priceCents: quoted.line.priceCents, chargeableGrams: quoted.line.chargeableGrams };
  return quoted.reason === "tooHeavy"
    ? { ok: false, reason: "tooHeavy", maxGrams: quoted.maxGrams }
    : { ok: false, reason: "outOfRange" };
}

/** The parcels' offers added up; the first refusal refuses the whole. */
function sumOffers(offers: readonly Offer[]): Offer {
  let priceCents = 0;
  let chargeableGrams = 0;
  for (const offer of offers) {
    if (!offer.ok) return offer;
    priceCents += offer.priceCents;
    chargeableGrams += offer.chargeableGrams;
  }
  return { ok: true, priceCents, chargeableGrams };
}

function savingOf(separately: Offer, together: Offer): CarrierSaving["saving"] {
  if (!separately.ok || !together.ok) return null;
  const cents = separately.priceCents - together.priceCents;
  const percent = separately.priceCents > 0 ? Math.round((cents / separately.priceCents) * 100) : 0;
  return { cents, percent };
}

/** Priced together first, as a quote sorts (cheapest, then fastest, then by name); then the others by name. */
function compareSavings(a: CarrierSaving, b: CarrierSaving): number {
  const byName = a.carrier.name.localeCompare(b.carrier.name);
  if (!a.together.ok || !b.together.ok) return Number(!a.together.ok) - Number(!b.together.ok) || byName;
  return a.together.priceCents - b.together.priceCents || a.carrier.minDays - b.carrier.minDays || byName;
}

/**
 * Separately against together for every active carrier of the warehouse that
 * serves the country; a carrier that does not serve it is left out, as in a
 * quote.
 */
export function consolidationSavings(card: RateCard, request: SavingsRequest): CarrierSaving[] {
  const country = request.country.toUpperCase();
  const quoteOn = (indexed: IndexedCarrier, parcel: ParcelMeasures) =>
    offerOf(quoteCarrier(indexed, { country, ...parcel }));
  const estimate = estimateConsolidated(request.parcels);
  return carriersOf(card, request.warehouseId)
    .filter((indexed) => indexed.bands.has(country))
    .map((indexed) => {
      const separately = sumOffers(request.parcels.map((parcel) => quoteOn(indexed, parcel)));
      const together = quoteOn(indexed, estimate);
      return { carrier: indexed.carrier, separately, together, saving: savingOf(separately, together) };
    })
    .sort(compareSavings);
}
