import type { ApiRequest } from "./client";

export function parcelCalls(request: ApiRequest) {
  void request;
  return {};
}
