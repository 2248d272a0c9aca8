import { preAlerts } from "@ipf/shared/contract/pre-alerts";
import type { PreAlertFormInput } from "@ipf/shared/schemas/pre-alerts";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { preAlerts };

export type { PreAlert } from "@ipf/shared/schemas/pre-alerts";

/** The newest pre-alerts the page shows: older ones have long arrived or been cancelled. */
const PER_PAGE = 100;

/** The customer's pre-alerts: parcels announced before they arrive. */
export const preAlertsApi = {
  list(signal?: AbortSignal) {
    return call(contract.preAlerts.list, { query: { page: 0, perPage: PER_PAGE }, signal, token: getToken() });
  },

  carriers(signal?: AbortSignal) {
    return call(contract.preAlerts.listCarriers, { signal, token: getToken() });
  },

  add(body: PreAlertFormInput) {
    return call(contract.preAlerts.add, { body, token: getToken() });
  },

  update(id: string, body: PreAlertFormInput) {
    return call(contract.preAlerts.update, { body: { ...body, id }, token: getToken() });
  },

  cancel(id: string) {
    return call(contract.preAlerts.cancel, { body: { id }, token: getToken() });
  },
};
