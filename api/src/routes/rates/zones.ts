import {
  addZoneRequestSchema,
  editZoneRequestSchema,
  zoneResponseSchema,
  zonesQuerySchema,
  zonesResponseSchema,
} from "@ipf/shared/schemas/rates";
import { idParamsSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { rateCardsOf } from "../../services/rate-card.js";
import { addZone, editZone, listZones } from "../../services/zones.js";
import { presentZone } from "../../presenters/carrier.js";
import { changeRoutes } from "../kit-legacy.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "Updated Successfully",
} as const;

export function registerZoneRoutes(api: Api, deps: Deps) {
  const tags = ["rates"];
  const rates = rateCardsOf(deps);
  const change = changeRoutes(api, deps, { tags, auth: { staff: "zones.manage" }, committed: () => rates.changed() });

  api.get(
    "/api/zones",
    {
      summary: "Zones with their countries, by name or by number of countries",
      tags,
      auth: { staff: "zones.manage" },
      schemas: { query: zonesQuerySchema, response: zonesResponseSchema },
    },
    async (_ctx, { query }) => ({ error: false as const, zones: (await listZones(deps.db, query)).map(presentZone) }),
  );

  change("/api/zones/add", MESSAGES.created, {
    summary: "Add a zone (name required; countries as ISO codes)",
    schemas: { body: addZoneRequestSchema, response: zoneResponseSchema },
    errors: [409],
    created: true,
    run: (work, { body }) => addZone(work, body.name, body.countries),
    answer: (zone) => ({ zone: presentZone(zone) }),
  });

  change("/api/zones/edit/:id", MESSAGES.updated, {
    summary: "Replace a zone's countries",
    schemas: { params: idParamsSchema, body: editZoneRequestSchema, response: zoneResponseSchema },
    errors: [404, 409],
    run: (work, { params, body }) => editZone(work, params.id, body.countries, body.name),
    answer: (zone) => ({ zone: presentZone(zone) }),
  });
}
