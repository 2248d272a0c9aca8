import type { ApiRequest } from "./client";

export function staffCalls(request: ApiRequest) {
  void request;
  return {};
}
