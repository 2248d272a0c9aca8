import { approvalCalls } from "./approvals";
import { authCalls } from "./auth";
import { createRequest, type ApiClientOptions } from "./client";
import { consolidationCalls } from "./consolidations";
import { imageRequestCalls } from "./image-requests";
import { intakeCalls } from "./intake";
import { shippingCalls } from "./shipping";
import { splitCalls } from "./splits";

export { ApiError } from "./client";
export type { SessionStaff } from "./auth";

/** The back office's client: one request function, one module of calls per area. */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequest(options);
  return {
    ...authCalls(request),
    ...intakeCalls(request),
    ...approvalCalls(request),
    ...shippingCalls(request),
    ...consolidationCalls(request),
    ...splitCalls(request),
    ...imageRequestCalls(request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
