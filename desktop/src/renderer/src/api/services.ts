import { contract } from "@ipf/shared/contract";
import type { ChangeSubject } from "@ipf/shared/schemas/change-log";
import type { ServiceCreate, ServiceEditInput, ServiceQueueTab } from "@ipf/shared/schemas/services";
import { searched, type PageRequest } from "./calls";
import { caller, type ApiRequest, type UploadProgress } from "./client";

const { services, serviceRequests, changeLog } = contract;

/** The service requests queue, the result of one, the catalogue and the admins' change log. */
export function serviceCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    serviceRequests: ({ page, perPage, query }: PageRequest, tab: ServiceQueueTab) =>
      call(serviceRequests.queue, { query: { tab, page, perPage, query: searched(query) } }),
    startServiceRequest: (id: string) => call(serviceRequests.start, { params: { id } }),
    /** A multipart form: photos in `images`, a PDF in `scan`, the checklist as JSON, a note. */
    completeServiceRequest: (id: string, form: FormData, onProgress?: UploadProgress) =>
      call(serviceRequests.complete, { params: { id }, form, onProgress }),
    refuseServiceRequest: (id: string, reason: string) =>
      call(serviceRequests.refuse, { params: { id }, body: { reason } }),
    serviceCatalogue: () => call(services.list, {}),
    createService: (body: ServiceCreate) => call(services.create, { body }),
    editService: (code: string, body: ServiceEditInput) => call(services.edit, { params: { code }, body }),
    deactivateService: (code: string) => call(services.deactivate, { params: { code } }),
    latestChanges: (subject: ChangeSubject, key?: string) =>
      call(changeLog.list, { query: { subject, key, limit: 10 } }),
  };
}
