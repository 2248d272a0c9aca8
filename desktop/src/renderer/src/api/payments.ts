import type { ApiRequest } from "./client";

export function paymentCalls(request: ApiRequest) {
  void request;
  return {};
}
