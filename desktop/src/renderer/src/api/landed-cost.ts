import { contract } from "@ipf/shared/contract";
import type { LandedCostEdit } from "@ipf/shared/schemas/landed-cost";
import { caller, type ApiRequest } from "./client";

const { landedCost } = contract;

/** Landed cost: each destination's duty and VAT figures, which the customers' estimates read. */
export function landedCostCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** Every destination with figures, by country code. */
    landedCost: () => call(landedCost.list),
    /** The figures replaced, the change logged. */
    editLandedCost: (country: string, body: LandedCostEdit) => call(landedCost.edit, { params: { country }, body }),
  };
}
