import type { z } from "zod";
import { contract } from "@ipf/shared/contract";
import type { shipRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import { pageQuery, searched, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

export type ShipInput = z.input<typeof shipRequestSchema>;

const { shipping } = contract;

/** The shipping list: paid parcels waiting for the carrier. */
export function shippingCalls(request: ApiRequest) {
  const call = caller(request);

  return {
    /** The list, or its search when there is a query. */
    toShip: (page: PageRequest, suspicious: boolean) =>
      call(searched(page.query) ? shipping.search : shipping.list, { query: { suspicious, ...pageQuery(page) } }),
    ship: (body: ShipInput) => call(shipping.ship, { body }),
  };
}
