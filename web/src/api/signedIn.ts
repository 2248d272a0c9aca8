import { getToken } from "../auth/session";
import { request, type Parser, type RequestOptions } from "./client";

/** A call made as the signed-in customer: `request` with the stored token. */
export function signedIn<T>(path: string, options: Omit<RequestOptions<T>, "token">): Promise<T> {
  return request(path, { ...options, token: getToken() });
}

/** An action of the signed-in customer: its body POSTed as JSON. */
export function signedInPost<T>(path: string, body: unknown, answer: Parser<T>): Promise<T> {
  return signedIn(path, { method: "POST", body, answer });
}
