import type { ApiRequest } from "./client";

export function loginHistoryCalls(request: ApiRequest) {
  void request;
  return {};
}
