import { contract } from "@ipf/shared/contract";
import { pageQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest, type UploadProgress } from "./client";

const { photoRequests } = contract;

const managing = { complete: photoRequests.complete, delete: photoRequests.remove } as const;

/** Photo requests: the list, uploading the photos asked for, completing and deleting one. */
export function imageRequestCalls(request: ApiRequest) {
  const call = caller(request);

  return {
    imageRequests: (page: PageRequest, complete?: boolean) =>
      call(photoRequests.list, { query: { complete, ...pageQuery(page) } }),
    /** A multipart form: requestId, photos. */
    uploadRequestedImages: (form: FormData, onProgress?: UploadProgress) =>
      call(photoRequests.upload, { form, onProgress }),
    manageImageRequest: (action: "complete" | "delete", requestId: string) =>
      call(managing[action], { body: { requestId } }),
  };
}
