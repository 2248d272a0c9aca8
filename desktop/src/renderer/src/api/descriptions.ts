import type { ApiRequest } from "./client";

export function descriptionCalls(request: ApiRequest) {
  void request;
  return {};
}
