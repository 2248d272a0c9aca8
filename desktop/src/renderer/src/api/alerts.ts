import type { ApiRequest } from "./client";

export function alertCalls(request: ApiRequest) {
  void request;
  return {};
}
