import { rates } from "@ipf/shared/contract/rates";
import { warehouses } from "@ipf/shared/contract/warehouses";
import type { CalcShippingRequest, SideCalcShippingRequest } from "@ipf/shared/schemas/rates";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { rates, warehouses };

/** The calculator's calls. */
export const ratesApi = {
  /** Public quote from one warehouse; OUT_OF_RANGE (422) when no carrier serves the destination or takes the weight. */
  calc(body: CalcShippingRequest, signal?: AbortSignal) {
    return call(contract.rates.quote, { body, signal });
  },

  /** The signed-in side calculator: every field required, the side rate card. */
  sideCalc(token: string, body: SideCalcShippingRequest, signal?: AbortSignal) {
    return call(contract.rates.quoteSide, { body, token, signal });
  },

  /** Active warehouses (public). */
  warehouses(signal?: AbortSignal) {
    return call(contract.warehouses.list, { signal });
  },
};
