import type { z } from "zod";
import { parcelRequestListResponseSchema } from "@ipf/shared/schemas/parcels";
import type { shipRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import { poster, searched, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

export type ShipInput = z.input<typeof shipRequestSchema>;

/** The shipping list (back-office-operations 2 and 7): paid parcels waiting for the carrier. */
export function shippingCalls(request: ApiRequest) {
  const post = poster(request);

  return {
    /** GET /api/packages/shipping/get (or /search with a query). */
    toShip: ({ page, perPage, query, order }: PageRequest, suspicious: boolean) =>
      request({
        method: "GET",
        path: `/api/packages/shipping/${searched(query) ? "search" : "get"}`,
        query: { suspicious, page, perPage, order, query: searched(query) },
        answer: parcelRequestListResponseSchema,
      }),
    /** POST /api/packages/shipping/ship */
    ship: (body: ShipInput) => post("/api/packages/shipping/ship", body),
  };
}
