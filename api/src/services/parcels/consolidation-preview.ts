/**
 * What consolidating some parcels would save, before the customer asks for
 * it: the same checks as the request (services/parcels/consolidations.ts),
 * then the main rate card's prices, separately and together. Nothing is
 * locked or written.
 */
import type { z } from "zod";
import {
  consolidationSavings,
  estimateConsolidated,
  type CarrierSaving,
  type ParcelMeasures,
} from "@ipf/shared/rules/consolidation-estimate";
import type { consolidationPreviewRequestSchema } from "@ipf/shared/schemas/consolidation-preview";
import { rateCardsOf } from "../rate-card.js";
import type { Scope } from "../work.js";
import { consolidableParcels } from "./consolidations.js";
import type { ParcelRow } from "./rows.js";

export interface ConsolidationPreview {
  country: string;
  estimate: ParcelMeasures;
  savings: CarrierSaving[];
}

const measuresOf = (parcel: ParcelRow): ParcelMeasures => ({
  actualGrams: parcel.weight_grams,
  dimensions: { lengthCm: parcel.length_cm, widthCm: parcel.width_cm, heightCm: parcel.height_cm },
});

export async function previewConsolidation(
  scope: Scope,
  customerId: string,
  input: z.output<typeof consolidationPreviewRequestSchema>,
): Promise<ConsolidationPreview> {
  const rows = await consolidableParcels(scope, customerId, input.packages);
  const parcels = rows.map(measuresOf);
  const card = await rateCardsOf(scope.deps).get("main");
  return {
    country: input.country,
    estimate: estimateConsolidated(parcels),
    savings: consolidationSavings(card, { warehouseId: rows[0]!.warehouse_id, country: input.country, parcels }),
  };
}
