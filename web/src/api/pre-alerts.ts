import {
  preAlertCarriersResponseSchema,
  preAlertListResponseSchema,
  preAlertResponseSchema,
  type PreAlertFormInput,
} from "@ipf/shared/schemas/pre-alerts";
import { signedIn, signedInPost } from "./signedIn";

export type { PreAlert } from "@ipf/shared/schemas/pre-alerts";

/** The newest pre-alerts the page shows: older ones have long arrived or been cancelled. */
const PER_PAGE = 100;

/** The customer's pre-alerts: parcels announced before they arrive. */
export const preAlertsApi = {
  list(signal?: AbortSignal) {
    return signedIn(`/api/users/pre-alerts?page=0&perPage=${PER_PAGE}`, { signal, answer: preAlertListResponseSchema });
  },

  carriers(signal?: AbortSignal) {
    return signedIn("/api/users/pre-alerts/carriers", { signal, answer: preAlertCarriersResponseSchema });
  },

  add(body: PreAlertFormInput) {
    return signedInPost("/api/users/pre-alerts/add", body, preAlertResponseSchema);
  },

  update(id: string, body: PreAlertFormInput) {
    return signedInPost("/api/users/pre-alerts/update", { ...body, id }, preAlertResponseSchema);
  },

  cancel(id: string) {
    return signedInPost("/api/users/pre-alerts/cancel", { id }, preAlertResponseSchema);
  },
};
