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
import { inTransaction } from "../../services/work.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "Updated Successfully",
} as const;

export function registerZoneRoutes(api: Api, deps: Deps) {
  const tags = ["rates"];
  const rates = rateCardsOf(deps);

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

  api.post(
    "/api/zones/add",
    {
      summary: "Add a zone (name required; countries as ISO codes)",
      tags,
      auth: { staff: "zones.manage" },
      schemas: { body: addZoneRequestSchema, response: zoneResponseSchema },
      errors: [409],
    },
    async (ctx, { body }) => {
      const zone = await inTransaction(deps, (work) => addZone(work, body.name, body.countries));
      await rates.changed();
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.created, zone: presentZone(zone) };
    },
  );

  api.post(
    "/api/zones/edit/:id",
    {
      summary: "Replace a zone's countries",
      tags,
      auth: { staff: "zones.manage" },
      schemas: { params: idParamsSchema, body: editZoneRequestSchema, response: zoneResponseSchema },
      errors: [404, 409],
    },
    async (_ctx, { params, body }) => {
      const zone = await inTransaction(deps, (work) => editZone(work, params.id, body.countries, body.name));
      await rates.changed();
      return { error: false as const, message: MESSAGES.updated, zone: presentZone(zone) };
    },
  );
}
