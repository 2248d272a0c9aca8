import type { z } from "zod";
import { contract } from "@ipf/shared/contract";
import type { shipRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import type { buyLabelRequestSchema } from "@ipf/shared/schemas/labels";
import { pageQuery, searched, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

export type ShipInput = z.input<typeof shipRequestSchema>;
export type BuyLabelInput = z.input<typeof buyLabelRequestSchema>;

const { shipping, labels } = contract;

/** The shipping list: paid parcels waiting for the carrier, and their labels bought through the engine. */
export function shippingCalls(request: ApiRequest) {
  const call = caller(request);

  return {
    /** The list, or its search when there is a query. */
    toShip: (page: PageRequest, suspicious: boolean) =>
      call(searched(page.query) ? shipping.search : shipping.list, { query: { suspicious, ...pageQuery(page) } }),
    ship: (body: ShipInput) => call(shipping.ship, { body }),
    /** Buys the parcel's label through the shipping engine, which ships it with the carrier's tracking. */
    buyLabel: (body: BuyLabelInput) => call(labels.buy, { body }),
    /** The parcel's live label and its document again, to reprint it. */
    labelDocument: (parcelId: string) => call(labels.document, { params: { id: parcelId } }),
    /** The commercial invoice (CN23 PDF) made with the parcel's label; 404 NO_CUSTOMS_DOCUMENT when none was needed. */
    customsDocument: (parcelId: string) => call(labels.customsDocument, { params: { id: parcelId } }),
    /** Voids the parcel's label: it goes back to awaiting shipment. */
    voidLabel: (parcelId: string) => call(labels.void, { body: { packageId: parcelId } }),
  };
}
