import type { ApiRequest } from "./client";

export function supportCalls(request: ApiRequest) {
  void request;
  return {};
}
