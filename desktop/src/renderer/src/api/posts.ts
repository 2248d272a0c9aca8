import type { ApiRequest } from "./client";

export function postCalls(request: ApiRequest) {
  void request;
  return {};
}
