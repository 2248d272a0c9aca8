import { zones } from "@ipf/shared/contract/zones";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { rateCardsOf } from "../../services/rate-card.js";
import { addZone, editZone, listZones } from "../../services/zones.js";
import { presentZone } from "../../presenters/carrier.js";
import { readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "Updated Successfully",
} as const;

export function registerZoneRoutes(api: Api, deps: Deps) {
  const rates = rateCardsOf(deps);
  const change = changeRoutes(api, deps, { committed: () => rates.changed() });

  api.bind(zones.list, async (_ctx, { query }) => ({
    error: false as const,
    zones: (await listZones(readScope(deps), query)).map(presentZone),
  }));

  change(zones.add, MESSAGES.created, {
    created: true,
    run: (work, { body }) => addZone(work, body.name, body.countries),
    answer: (zone) => ({ zone: presentZone(zone) }),
  });

  change(zones.edit, MESSAGES.updated, {
    run: (work, { params, body }) => editZone(work, params.id, body),
    answer: (zone) => ({ zone: presentZone(zone) }),
  });
}
