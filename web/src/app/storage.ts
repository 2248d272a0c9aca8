/**
 * localStorage that never throws: private browsing, disabled storage or a full
 * quota must not break navigation. Every key the site keeps is listed here.
 */
export const STORAGE_KEYS = {
  language: "ipf.lang",
  token: "ipf.token",
  /** Alert ids the customer closed (closing is reported to the API and remembered locally). */
  closedAlerts: "ipf.closedAlerts",
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the session still works for this page view.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored, then.
  }
}
