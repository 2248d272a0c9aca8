import type { ApiRequest } from "./client";

export function shopCalls(request: ApiRequest) {
  void request;
  return {};
}
