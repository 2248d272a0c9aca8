import { idParamsSchema } from "../schemas/common.js";
import {
  addZoneRequestSchema,
  editZoneRequestSchema,
  zoneResponseSchema,
  zonesQuerySchema,
  zonesResponseSchema,
} from "../schemas/rates.js";
import { endpoints } from "./endpoint.js";

/** The zones of the rate cards (named sets of destination countries): staff who manage zones. */
export const zones = endpoints(
  "zones",
  { tags: ["rates"], auth: { staff: "zones.manage" } },
  {
    list: {
      method: "get",
      path: "/api/zones",
      summary: "Zones with their countries, by name or by number of countries",
      schemas: { query: zonesQuerySchema, response: zonesResponseSchema },
    },
    add: {
      method: "post",
      path: "/api/zones/add",
      summary: "Add a zone (name required; countries as ISO codes)",
      schemas: { body: addZoneRequestSchema, response: zoneResponseSchema },
      errors: [409],
    },
    edit: {
      method: "post",
      path: "/api/zones/edit/:id",
      summary:
        "Replace a zone's countries; 409 COUNTRIES_UNCOVERED (with `countries`) when some would be in no zone that allowUncovered does not list",
      schemas: { params: idParamsSchema, body: editZoneRequestSchema, response: zoneResponseSchema },
      errors: [404, 409],
    },
  },
);
