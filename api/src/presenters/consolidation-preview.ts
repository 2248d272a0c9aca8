import type { ConsolidationPreview as Preview } from "../services/parcels/consolidation-preview.js";
import type { ConsolidationOffer, ConsolidationPreview } from "@ipf/shared/schemas/consolidation-preview";
import type { Offer } from "@ipf/shared/rules/consolidation-estimate";
import { unitsOfCents } from "@ipf/shared/format";

/** Grams and cents in the rules; kilograms and dollars on the wire, as the calculator answers. */
const kg = (grams: number) => grams / 1000;

function presentOffer(offer: Offer): ConsolidationOffer {
  if (offer.ok) return { ok: true, price: unitsOfCents(offer.priceCents), chargeableWeight: kg(offer.chargeableGrams) };
  return offer.reason === "tooHeavy"
    ? { ok: false, reason: "tooHeavy", maxWeight: kg(offer.maxGrams) }
    : { ok: false, reason: "outOfRange" };
}

/** POST /api/packages/consolidation_preview. */
export function presentConsolidationPreview({ country, estimate, savings }: Preview): ConsolidationPreview {
  const { lengthCm, widthCm, heightCm } = estimate.dimensions;
  return {
    error: false,
    country,
    estimate: { weight: kg(estimate.actualGrams), length: lengthCm, width: widthCm, height: heightCm },
    carriers: savings.map(({ carrier, separately, together, saving }) => ({
      _id: carrier.id,
      name: carrier.name,
      nameAR: carrier.nameAr,
      logo: carrier.logo,
      minShipTime: carrier.minDays,
      maxShipTime: carrier.maxDays,
      separately: presentOffer(separately),
      together: presentOffer(together),
      saving: saving && { amount: unitsOfCents(saving.cents), percent: saving.percent },
    })),
  };
}
