import type { Customer } from "@ipf/shared";
import { ApiError } from "../api/error";
import { usersApi } from "../api/users";
import { clearToken, getToken, setToken } from "./session";

/**
 * The signed-in customer, as the API last described them. Guards
 * ask for it on every navigation; a short cache keeps a page change from
 * costing a request while still noticing a confirmation made in another tab.
 */
const FRESH_MS = 15_000;

let cached: { token: string; user: Customer; at: number } | null = null;
let pending: { token: string; promise: Promise<Customer | null> } | null = null;

/**
 * The customer of the stored token, or null when there is none or the API
 * refuses it (the token is then forgotten). Other failures are thrown.
 */
export async function loadCustomer(): Promise<Customer | null> {
  const token = getToken();
  if (!token) return null;
  if (cached && cached.token === token && Date.now() - cached.at < FRESH_MS) return cached.user;
  if (pending?.token === token) return pending.promise;
  const promise = fetchCustomer(token);
  pending = { token, promise };
  try {
    return await promise;
  } finally {
    if (pending?.promise === promise) pending = null;
  }
}

async function fetchCustomer(token: string): Promise<Customer | null> {
  try {
    const answer = await usersApi.getUser(token);
    // getuser answers a refreshed token: keep it, and remember the user under it.
    if (getToken() === token) setToken(answer.token);
    cached = { token: answer.token, user: answer.user, at: Date.now() };
    return answer.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (getToken() === token) clearToken();
      return null;
    }
    throw error;
  }
}

/** After a call that changes the customer (confirmation, new e-mail): ask again next time. */
export function forgetCustomer(): void {
  cached = null;
  pending = null;
}

/** A fresh answer from a call that returns the customer and a new token. */
export function rememberCustomer(token: string, user: Customer): void {
  setToken(token);
  cached = { token, user, at: Date.now() };
}
