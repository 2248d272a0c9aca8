import type { ApiRequest } from "./client";

export function warehouseCalls(request: ApiRequest) {
  void request;
  return {};
}
