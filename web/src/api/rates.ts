import {
  calcShippingResponseSchema,
  type CalcShippingRequest,
  type SideCalcShippingRequest,
} from "@ipf/shared/schemas/rates";
import { warehousesResponseSchema } from "@ipf/shared/schemas/warehouses";
import { request } from "./client";

/** The calculator's calls (customer-area.md, section 7). */
export const ratesApi = {
  /** Public quote from one warehouse; OUT_OF_RANGE (422) over 30 kg or when nothing serves the parcel. */
  calc(body: CalcShippingRequest, signal?: AbortSignal) {
    return request("/api/users/calc_shipping", { method: "POST", body, signal, answer: calcShippingResponseSchema });
  },

  /** The signed-in side calculator: every field required, the side rate card. */
  sideCalc(token: string, body: SideCalcShippingRequest, signal?: AbortSignal) {
    return request("/api/users/side_calc_shipping", {
      method: "POST",
      token,
      body,
      signal,
      answer: calcShippingResponseSchema,
    });
  },

  /** Active warehouses (public). */
  warehouses(signal?: AbortSignal) {
    return request("/api/addresses/company", { signal, answer: warehousesResponseSchema });
  },
};
