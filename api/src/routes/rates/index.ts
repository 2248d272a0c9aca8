import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { rateCardsOf } from "../../services/rate-card.js";
import { registerCalcRoutes } from "./calc.js";
import { registerCarrierRoutes } from "./carriers.js";
import { registerStorageFeeRoutes } from "./storage-fee.js";
import { registerZoneRoutes } from "./zones.js";

/** Carriers and ranges of both rate cards, zones, the calculators, and the storage fee. */
export function registerRateRoutes(api: Api, deps: Deps) {
  // Loads the cards while the server starts, so the first quote finds them in memory.
  rateCardsOf(deps);
  registerCarrierRoutes(api, deps, "main");
  registerCarrierRoutes(api, deps, "side");
  registerZoneRoutes(api, deps);
  registerCalcRoutes(api, deps);
  registerStorageFeeRoutes(api, deps);
}
