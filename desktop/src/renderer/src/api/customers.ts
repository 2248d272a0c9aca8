import type { ApiRequest } from "./client";

export function customerCalls(request: ApiRequest) {
  void request;
  return {};
}
