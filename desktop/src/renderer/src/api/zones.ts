import { contract } from "@ipf/shared/contract";
import type { AddZoneRequest, EditZoneRequest, ZoneSortKey } from "@ipf/shared/schemas/rates";
import { caller, type ApiRequest } from "./client";

const { zones } = contract;

/** Zones: named sets of destination countries that carriers price by. */
export function zoneCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** Every zone with its countries (ISO alpha-2), by name unless an order is given. */
    zones: (order?: { sort: ZoneSortKey; desc: boolean }) =>
      call(zones.list, { query: order ? { sort: order.sort, desc: order.desc ? "true" : undefined } : undefined }),
    /** 409 ZONE_EXISTS for a name taken. */
    addZone: (body: AddZoneRequest) => call(zones.add, { body }),
    /** The countries replaced, the name too. */
    editZone: (id: string, body: EditZoneRequest) => call(zones.edit, { params: { id }, body }),
  };
}
