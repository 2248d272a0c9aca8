import { useSyncExternalStore } from "react";
import { useDrawnLocker } from "../app/drawnPage";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "../app/storage";

/**
 * The customer's bearer token, kept in localStorage (`ipf.token`) so a
 * session survives reloads; components follow it through `useSignedIn`. The
 * API also keeps it in an HttpOnly cookie, which only lets the server draw
 * the locker's first page (api/src/lib/session-cookie.ts).
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  notify();
}

export function clearToken(): void {
  const token = getToken();
  removeStorage(STORAGE_KEYS.token);
  notify();
  forgetSessionCookie(token);
}

/**
 * Signs the session out on the API: its tokens are refused from then on,
 * on every instance, and the HttpOnly cookie (which the page's scripts
 * cannot touch) is cleared. Its contract entry (and its schemas), which a
 * visitor's first page does not load, is loaded only then; the call goes
 * past the API client, which omits cookies and would take a 401 for the
 * end of the session.
 */
export function forgetSessionCookie(token: string | null = null): void {
  Promise.all([import("@ipf/shared/contract/customer-auth"), import("@ipf/shared/contract/endpoint")])
    .then(([{ customerAuth }, { requestLine }]) => {
      const { method, path } = requestLine(customerAuth.signOut, {});
      return fetch(path, {
        method,
        keepalive: true,
        ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      });
    })
    .catch(() => undefined);
}

/**
 * The account a token names (its `sub`), read without checking the token:
 * the API checks tokens; this only tells whether a page drawn by the server
 * is this session's.
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown };
    return typeof claims.sub === "string" ? claims.sub : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing out in another tab signs out this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.token || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Prerendered pages are a guest's view (see hydrate.ts): signed out on the
 * server and while hydrating, unless the server drew the page for the
 * signed-in customer.
 */
export function useSignedIn(): boolean {
  const drawnSignedIn = useDrawnLocker() !== null;
  return useSyncExternalStore(
    subscribe,
    () => getToken() !== null,
    () => drawnSignedIn,
  );
}
