import {
  zoneResponseSchema,
  zonesResponseSchema,
  type AddZoneRequest,
  type EditZoneRequest,
  type ZoneSortKey,
} from "@ipf/shared/schemas/rates";
import type { ApiRequest } from "./client";

/** Zones: named sets of destination countries that carriers price by. */
export function zoneCalls(request: ApiRequest) {
  return {
    /** GET /api/zones: every zone with its countries (ISO alpha-2), by name. */
    zones: (order?: { sort: ZoneSortKey; desc: boolean }) =>
      request({
        method: "GET",
        path: "/api/zones",
        query: order ? { sort: order.sort, desc: order.desc ? "true" : undefined } : undefined,
        answer: zonesResponseSchema,
      }),
    /** POST /api/zones/add: 409 ZONE_EXISTS for a name taken. */
    addZone: (body: AddZoneRequest) =>
      request({ method: "POST", path: "/api/zones/add", body, answer: zoneResponseSchema }),
    /** POST /api/zones/edit/{id}: the countries replaced, the name too. */
    editZone: (id: string, body: EditZoneRequest) =>
      request({
        method: "POST",
        path: `/api/zones/edit/${encodeURIComponent(id)}`,
        body,
        answer: zoneResponseSchema,
      }),
  };
}
