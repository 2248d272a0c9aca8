import type { ApiRequest } from "./client";

export function zoneCalls(request: ApiRequest) {
  void request;
  return {};
}
