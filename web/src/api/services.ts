import { serviceRequests, services } from "@ipf/shared/contract/services";
import type { ServiceRequestBody } from "@ipf/shared/schemas/services";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { serviceRequests, services };

export type { ParcelService, ParcelServicesResponse, Service, ServiceRequestView } from "@ipf/shared/schemas/services";

/** The services of a parcel: what it can take, its requests and the fees its payment will charge. */
export const servicesApi = {
  forParcel(parcelId: string, signal?: AbortSignal) {
    return call(contract.serviceRequests.forParcel, { params: { id: parcelId }, signal, token: getToken() });
  },

  request(parcelId: string, body: ServiceRequestBody) {
    return call(contract.serviceRequests.request, { params: { id: parcelId }, body, token: getToken() });
  },

  cancel(parcelId: string, requestId: string) {
    return call(contract.serviceRequests.cancel, { params: { id: parcelId, requestId }, token: getToken() });
  },

  /** The active catalogue, for the public page. */
  catalogue(signal?: AbortSignal) {
    return call(contract.services.publicList, { signal });
  },
};
