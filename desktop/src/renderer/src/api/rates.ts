import type { ApiRequest } from "./client";

export function rateCalls(request: ApiRequest) {
  void request;
  return {};
}
