import type { RateCardName } from "@ipf/shared/rules/pricing";
import {
  calcShippingResponseSchema,
  carrierResponseSchema,
  carriersResponseSchema,
  rangeResponseSchema,
  type CalcShippingRequest,
  type CreateCarrierForm,
  type CreateRangeRequest,
  type EditRangeRequest,
} from "@ipf/shared/schemas/rates";
import { warehousesResponseSchema } from "@ipf/shared/schemas/warehouses";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { multipart } from "./calls";
import type { ApiRequest } from "./client";

/** Carriers and their weight ranges, of the main card (rates) or the side card (side-rates). */
export function rateCalls(request: ApiRequest) {
  // The side page has its own calls: /api/admins/side_create_range...
  const path = (card: RateCardName, call: string) => `/api/admins/${card === "side" ? "side_" : ""}${call}`;
  /** The carrier calls answer the carrier as it now is; a logo travels as multipart `form`. */
  const carrier = (card: RateCardName, call: string, payload: { body: unknown } | { form: FormData }) =>
    request({ method: "POST", path: path(card, call), ...payload, answer: carrierResponseSchema });

  return {
    /** GET /api/admins/get_shipping_companies (or side_...): every carrier of the card with its ranges. */
    rateCarriers: (card: RateCardName) =>
      request({ method: "GET", path: path(card, "get_shipping_companies"), answer: carriersResponseSchema }),
    /** POST create_shipping_company: multipart, the logo as the file logoImage. */
    createCarrier: (card: RateCardName, fields: CreateCarrierForm, logo: Blob | null) =>
      carrier(card, "create_shipping_company", {
        form: multipart(fields, { name: "logoImage", blob: logo }, (value) => value !== undefined && value !== ""),
      }),
    /** POST update_shipping_company with every field. */
    editCarrier: (card: RateCardName, id: string, fields: CreateCarrierForm) =>
      carrier(card, "update_shipping_company", { body: { id, ...fields } }),
    /** POST update_shipping_company_logo: multipart, the id and the new logo as the file logoImage. */
    changeCarrierLogo: (card: RateCardName, id: string, logo: Blob) =>
      carrier(card, "update_shipping_company_logo", {
        form: multipart({ id }, { name: "logoImage", blob: logo }, () => true),
      }),
    /** POST update_shipping_company {id, activate}. */
    switchCarrier: (card: RateCardName, id: string, activate: boolean) =>
      carrier(card, "update_shipping_company", { body: { id, activate } }),
    /** GET remove_company/{id} (a GET in the old product; the token travels in the header). */
    removeCarrier: (card: RateCardName, id: string) =>
      request({
        method: "GET",
        path: path(card, `remove_company/${encodeURIComponent(id)}`),
        answer: messageResponseSchema,
      }),
    /** POST create_range: 409 RANGE_OVERLAP when it overlaps a range of the same zone. */
    createRange: (card: RateCardName, body: CreateRangeRequest) =>
      request({ method: "POST", path: path(card, "create_range"), body, answer: rangeResponseSchema }),
    /** POST edit_range: 404 when someone deleted it, 409 RANGE_OVERLAP. */
    editRange: (card: RateCardName, body: EditRangeRequest) =>
      request({ method: "POST", path: path(card, "edit_range"), body, answer: rangeResponseSchema }),
    /** POST delete_range (side_delete_range for the side card). */
    deleteRange: (card: RateCardName, rangeId: string) =>
      request({ method: "POST", path: path(card, "delete_range"), body: { rangeId }, answer: messageResponseSchema }),
    /** GET /api/admins/address/all: the warehouses a carrier may belong to, open or closed. */
    rateWarehouses: () => request({ method: "GET", path: "/api/admins/address/all", answer: warehousesResponseSchema }),
    /** POST /api/users/calc_shipping: what the public calculator quotes right now. */
    publicQuote: (body: CalcShippingRequest) =>
      request({
        method: "POST",
        path: "/api/users/calc_shipping",
        body,
        answer: calcShippingResponseSchema,
        anonymous: true,
      }),
  };
}
