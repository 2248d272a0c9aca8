import {
  landedCostEditResponseSchema,
  landedCostListResponseSchema,
  type LandedCostEdit,
} from "@ipf/shared/schemas/landed-cost";
import type { ApiRequest } from "./client";

/** Landed cost: each destination's duty and VAT figures, which the customers' estimates read. */
export function landedCostCalls(request: ApiRequest) {
  return {
    /** GET /api/landed-cost: every destination with figures, by country code. */
    landedCost: () => request({ method: "GET", path: "/api/landed-cost", answer: landedCostListResponseSchema }),
    /** POST /api/landed-cost/edit/{country}: the figures replaced, the change logged. */
    editLandedCost: (country: string, body: LandedCostEdit) =>
      request({
        method: "POST",
        path: `/api/landed-cost/edit/${encodeURIComponent(country)}`,
        body,
        answer: landedCostEditResponseSchema,
      }),
  };
}
