import {
  landedCostCountryParamsSchema,
  landedCostEditRequestSchema,
  landedCostEditResponseSchema,
  landedCostListResponseSchema,
  parcelLandedCostResponseSchema,
} from "../schemas/landed-cost.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints } from "./endpoint.js";

/** Each destination's duty and VAT figures (admins), and the estimate of a customer's parcel. */
export const landedCost = endpoints(
  "landedCost",
  { tags: ["landed cost"], auth: { staff: "landedCost.manage" } },
  {
    list: {
      method: "get",
      path: "/api/landed-cost",
      summary: "Every destination's duty and VAT figures, by country code",
      schemas: { response: landedCostListResponseSchema },
    },
    edit: {
      method: "post",
      path: "/api/landed-cost/edit/:country",
      summary: "Replace a destination's figures; the change is logged with who made it",
      schemas: {
        params: landedCostCountryParamsSchema,
        body: landedCostEditRequestSchema,
        response: landedCostEditResponseSchema,
      },
      errors: [404],
    },
    estimate: {
      method: "get",
      path: "/api/packages/landed_cost/:id",
      summary: "Estimated duty and VAT at the destination of a parcel, for each of its shipping offers",
      tags: ["locker"],
      auth: "customer",
      schemas: { params: parcelIdParamsSchema, response: parcelLandedCostResponseSchema },
      errors: [404],
    },
  },
);
