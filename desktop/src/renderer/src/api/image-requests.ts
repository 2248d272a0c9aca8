import { imageRequestsResponseSchema } from "@ipf/shared/schemas/parcels";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { verbs, pageQuery, type PageRequest } from "./calls";
import type { ApiRequest, UploadProgress } from "./client";

/** Photo requests (back-office-operations 2, 4 and 7). */
export function imageRequestCalls(request: ApiRequest) {
  const { get, post } = verbs(request);

  return {
    /** GET /api/packages/images/get */
    imageRequests: (page: PageRequest, complete?: boolean) =>
      get("/api/packages/images/get", imageRequestsResponseSchema, { complete, ...pageQuery(page) }),
    /** POST /api/packages/images/update (multipart: requestId, photos). */
    uploadRequestedImages: (form: FormData, onProgress?: UploadProgress) =>
      request({ method: "POST", path: "/api/packages/images/update", form, answer: messageResponseSchema, onProgress }),
    /** POST /api/packages/images/{complete,delete} */
    manageImageRequest: (action: "complete" | "delete", requestId: string) =>
      post(`/api/packages/images/${action}`, { requestId }),
  };
}
