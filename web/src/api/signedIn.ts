import { getToken } from "../auth/session";
import { request, type RequestOptions } from "./client";

/** A call made as the signed-in customer: `request` with the stored token. */
export function signedIn<T>(path: string, options: Omit<RequestOptions<T>, "token">): Promise<T> {
  return request(path, { ...options, token: getToken() });
}
