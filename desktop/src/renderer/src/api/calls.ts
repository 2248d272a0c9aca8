import type { ApiRequest } from "./client";
import { messageResponseSchema } from "@ipf/shared/schemas/common";

/** One page of a list screen (`page` zero-based, as the API pages). */
export interface PageRequest {
  page: number;
  perPage: number;
  query?: string;
  /** By the list's date: oldest (asc) or newest (desc) first; omitted, the list's own order. */
  order?: "asc" | "desc";
}

/** The old product's lists have a `/search` twin; an empty search is the plain list. */
export const searched = (query: string | undefined) => (query ? query : undefined);

/** The staff actions that answer `{ error: false, message }`. */
export function poster(request: ApiRequest) {
  return (path: string, body: unknown) => request({ method: "POST", path, body, answer: messageResponseSchema });
}
