import { ratesLive } from "@ipf/shared/contract/rates-live";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { liveRatesFor } from "../../services/live-rates.js";
import { readScope } from "../../services/work.js";

/** The shipping engine's live rates beside the rate card, in the approve dialog. */
export function registerLiveRateRoutes(api: Api, deps: Deps) {
  api.bind(ratesLive.forApproval, async (_ctx, { params }) => ({
    error: false as const,
    ...(await liveRatesFor(readScope(deps), params.id)),
  }));
}
