import type { z } from "zod";
import { parcelRequestListResponseSchema } from "@ipf/shared/schemas/parcels";
import type { shipRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import { verbs, pageQuery, searched, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

export type ShipInput = z.input<typeof shipRequestSchema>;

/** The shipping list (back-office-operations 2 and 7): paid parcels waiting for the carrier. */
export function shippingCalls(request: ApiRequest) {
  const { get, post } = verbs(request);

  return {
    /** GET /api/packages/shipping/get (or /search with a query). */
    toShip: (page: PageRequest, suspicious: boolean) =>
      get(`/api/packages/shipping/${searched(page.query) ? "search" : "get"}`, parcelRequestListResponseSchema, {
        suspicious,
        ...pageQuery(page),
      }),
    /** POST /api/packages/shipping/ship */
    ship: (body: ShipInput) => post("/api/packages/shipping/ship", body),
  };
}
