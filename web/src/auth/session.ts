import { useSyncExternalStore } from "react";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "../app/storage";

/**
 * The customer's bearer token, kept in localStorage (`ipf.token`) so a
 * session survives reloads; components follow it through `useSignedIn`.
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
  removeStorage(STORAGE_KEYS.token);
  notify();
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

/** Prerendered pages are a guest's view (see hydrate.ts): signed out on the server and while hydrating. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getToken() !== null,
    () => false,
  );
}
