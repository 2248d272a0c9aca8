import { alertCalls } from "./alerts";
import { approvalCalls } from "./approvals";
import { authCalls } from "./auth";
import { createRequest, type ApiClientOptions } from "./client";
import { consolidationCalls } from "./consolidations";
import { customerCalls } from "./customers";
import { descriptionCalls } from "./descriptions";
import { loginHistoryCalls } from "./login-history";
import { postCalls } from "./posts";
import { rateCalls } from "./rates";
import { shopCalls } from "./shops";
import { statisticsCalls } from "./statistics";
import { warehouseCalls } from "./warehouses";
import { zoneCalls } from "./zones";
import { imageRequestCalls } from "./image-requests";
import { intakeCalls } from "./intake";
import { parcelCalls } from "./parcels";
import { paymentCalls } from "./payments";
import { shippingCalls } from "./shipping";
import { splitCalls } from "./splits";
import { staffCalls } from "./staff";
import { supportCalls } from "./support";

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
    ...parcelCalls(request),
    ...alertCalls(request),
    ...customerCalls(request),
    ...paymentCalls(request),
    ...supportCalls(request),
    ...staffCalls(request),
    ...rateCalls(request),
    ...zoneCalls(request),
    ...warehouseCalls(request),
    ...shopCalls(request),
    ...postCalls(request),
    ...descriptionCalls(request),
    ...loginHistoryCalls(request),
    ...statisticsCalls(request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
