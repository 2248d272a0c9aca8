import { imageRequestsResponseSchema } from "@ipf/shared/schemas/parcels";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { poster, searched, type PageRequest } from "./calls";
import type { ApiRequest, UploadProgress } from "./client";

/** Photo requests (back-office-operations 2, 4 and 7). */
export function imageRequestCalls(request: ApiRequest) {
  const post = poster(request);

  return {
    /** GET /api/packages/images/get */
    imageRequests: ({ page, perPage, query, order }: PageRequest, complete?: boolean) =>
      request({
        method: "GET",
        path: "/api/packages/images/get",
        query: { complete, page, perPage, order, query: searched(query) },
        answer: imageRequestsResponseSchema,
      }),
    /** POST /api/packages/images/update (multipart: requestId, photos). */
    uploadRequestedImages: (form: FormData, onProgress?: UploadProgress) =>
      request({ method: "POST", path: "/api/packages/images/update", form, answer: messageResponseSchema, onProgress }),
    /** POST /api/packages/images/{complete,delete} */
    manageImageRequest: (action: "complete" | "delete", requestId: string) =>
      post(`/api/packages/images/${action}`, { requestId }),
  };
}
