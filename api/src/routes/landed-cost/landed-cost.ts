import { landedCost } from "@ipf/shared/contract/landed-cost";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentLandedCost } from "../../presenters/landed-cost.js";
import { editLandedCost, listLandedCost, parcelLandedCost } from "../../services/landed-cost.js";
import { readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = { updated: "Updated Successfully" } as const;

/** Each destination's duty and VAT figures (admins), and the estimate of a customer's parcel. */
export function registerLandedCostRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  api.bind(landedCost.list, async () => ({
    error: false as const,
    countries: (await listLandedCost(readScope(deps))).map(presentLandedCost),
  }));

  change(landedCost.edit, MESSAGES.updated, {
    run: (work, { params, body }) => editLandedCost(work, params.country, body),
    answer: (record) => ({ country: presentLandedCost(record) }),
  });

  api.bind(landedCost.estimate, async (ctx, { params }) =>
    parcelLandedCost(readScope(deps), currentCustomer(ctx).id, params.id),
  );
}
