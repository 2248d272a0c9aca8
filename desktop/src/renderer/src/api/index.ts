import { authCalls } from "./auth";
import { createRequest, type ApiClientOptions } from "./client";
import { intakeCalls } from "./intake";
import { queueCalls } from "./queues";

export { ApiError } from "./client";
export type { SessionStaff } from "./auth";

/** The back office's client: one request function, one module of calls per area. */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequest(options);
  return { ...authCalls(request), ...intakeCalls(request), ...queueCalls(request) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
