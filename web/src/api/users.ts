import { getUserResponseSchema, tokenResponseSchema, type LoginRequest, type SignupRequest } from "@ipf/shared";
import { request } from "./client";

/** Customer account calls (customer-area.md, section 7). */
export const usersApi = {
  login(body: LoginRequest, signal?: AbortSignal) {
    return request("/api/users/login", { method: "POST", body, signal, answer: tokenResponseSchema });
  },

  signup(body: SignupRequest, signal?: AbortSignal) {
    return request("/api/users/signup", { method: "POST", body, signal, answer: tokenResponseSchema });
  },

  /** The signed-in customer; the answer carries a refreshed token. */
  getUser(token: string, signal?: AbortSignal) {
    return request("/api/users/getuser", { token, signal, answer: getUserResponseSchema });
  },
};
