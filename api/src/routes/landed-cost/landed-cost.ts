import {
  landedCostCountryParamsSchema,
  landedCostEditRequestSchema,
  landedCostEditResponseSchema,
  landedCostListResponseSchema,
  parcelLandedCostResponseSchema,
} from "@ipf/shared/schemas/landed-cost";
import { parcelIdParamsSchema } from "@ipf/shared/schemas/parcels-fields";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentLandedCost } from "../../presenters/landed-cost.js";
import { editLandedCost, listLandedCost, parcelLandedCost } from "../../services/landed-cost.js";
import { changeRoutes } from "../kit-legacy.js";

const MESSAGES = { updated: "Updated Successfully" } as const;

/** Each destination's duty and VAT figures (admins), and the estimate of a customer's parcel. */
export function registerLandedCostRoutes(api: Api, deps: Deps) {
  const tags = ["landed cost"];
  const auth = { staff: "landedCost.manage" } as const;
  const change = changeRoutes(api, deps, { tags, auth });

  api.get(
    "/api/landed-cost",
    {
      summary: "Every destination's duty and VAT figures, by country code",
      tags,
      auth,
      schemas: { response: landedCostListResponseSchema },
    },
    async () => ({ error: false as const, countries: (await listLandedCost(deps.db)).map(presentLandedCost) }),
  );

  change("/api/landed-cost/edit/:country", MESSAGES.updated, {
    summary: "Replace a destination's figures; the change is logged with who made it",
    schemas: {
      params: landedCostCountryParamsSchema,
      body: landedCostEditRequestSchema,
      response: landedCostEditResponseSchema,
    },
    errors: [404],
    run: (work, { params, body }) => editLandedCost(work, params.country, body),
    answer: (record) => ({ country: presentLandedCost(record) }),
  });

  api.get(
    "/api/packages/landed_cost/:id",
    {
      summary: "Estimated duty and VAT at the destination of a parcel, for each of its shipping offers",
      tags: ["locker"],
      auth: "customer",
      schemas: { params: parcelIdParamsSchema, response: parcelLandedCostResponseSchema },
      errors: [404],
    },
    async (ctx, { params }) => parcelLandedCost(deps, currentCustomer(ctx).id, params.id),
  );
}
