import type { ApiRequest } from "./client";

export function statisticsCalls(request: ApiRequest) {
  void request;
  return {};
}
