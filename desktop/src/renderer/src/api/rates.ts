import { contract } from "@ipf/shared/contract";
import { rateCardEndpoints } from "@ipf/shared/contract/carriers";
import type { RateCardName } from "@ipf/shared/rules/pricing";
import type {
  CalcShippingRequest,
  CreateCarrierForm,
  CreateRangeRequest,
  EditRangeRequest,
} from "@ipf/shared/schemas/rates";
import type { linkCarrierRequestSchema } from "@ipf/shared/schemas/labels";
import { warehousesResponseSchema } from "@ipf/shared/schemas/warehouses";
import type { z } from "zod";
import { multipart } from "./calls";
import { caller, type ApiRequest } from "./client";

const { labels, rates, warehouses } = contract;

const cards = rateCardEndpoints;

/** Carriers and their weight ranges, of the main card (rates) or the side card (side-rates). */
export function rateCalls(request: ApiRequest) {
  const call = caller(request);
  // The carrier calls answer the carrier as it now is; a logo travels as multipart `form`.
  return {
    /** Every carrier of the card with its ranges. */
    rateCarriers: (card: RateCardName) => call(cards[card].list),
    /** Multipart, the logo as the file logoImage. */
    createCarrier: (card: RateCardName, fields: CreateCarrierForm, logo: Blob | null) =>
      call(cards[card].create, {
        form: multipart(fields, { name: "logoImage", blob: logo }, (value) => value !== undefined && value !== ""),
      }),
    /** Every field. */
    editCarrier: (card: RateCardName, id: string, fields: CreateCarrierForm) =>
      call(cards[card].update, { body: { id, ...fields } }),
    /** Multipart, the id and the new logo as the file logoImage. */
    changeCarrierLogo: (card: RateCardName, id: string, logo: Blob) =>
      call(cards[card].changeLogo, { form: multipart({ id }, { name: "logoImage", blob: logo }, () => true) }),
    switchCarrier: (card: RateCardName, id: string, activate: boolean) =>
      call(cards[card].update, { body: { id, activate } }),
    /** A GET in the old product; the token travels in the header. */
    removeCarrier: (card: RateCardName, id: string) => call(cards[card].remove, { params: { id } }),
    /** 409 RANGE_OVERLAP when it overlaps a range of the same zone. */
    createRange: (card: RateCardName, body: CreateRangeRequest) => call(cards[card].createRange, { body }),
    /** 404 when someone deleted it, 409 RANGE_OVERLAP. */
    editRange: (card: RateCardName, body: EditRangeRequest) => call(cards[card].editRange, { body }),
    deleteRange: (card: RateCardName, rangeId: string) => call(cards[card].deleteRange, { body: { rangeId } }),
    /** What the shipping engine offers to link carriers to (reachable: false when it does not answer). */
    engineCarriers: () => call(labels.engine),
    /** A carrier of either card linked to the engine's carrier and service, or made manual (both null). */
    linkCarrierToEngine: (body: z.input<typeof linkCarrierRequestSchema>) => call(labels.linkCarrier, { body }),
    /** The warehouses a carrier may belong to, open or closed. */
    rateWarehouses: () => call(warehouses.listAll, { answer: warehousesResponseSchema }),
    /** What the public calculator quotes right now. */
    publicQuote: (body: CalcShippingRequest) => call(rates.quote, { body, anonymous: true }),
  };
}
