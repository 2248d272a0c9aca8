import { useSyncExternalStore } from "react";
import type { LabelData } from "@ipf/shared/bridge";

/**
 * The parcels this desk received since the app (or the browser tab) opened:
 * the count on the intake screens and the last few labels, to print again.
 * Shared by Add parcel and Add mail; kept in sessionStorage so a reload does
 * not reset the count mid-shift.
 */
export const SESSION_KEY = "ipf.intake.session";
const KEEP = 8;

export interface SessionParcels {
  count: number;
  recent: LabelData[];
}

const EMPTY: SessionParcels = { count: 0, recent: [] };

function read(): SessionParcels {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? "null") as SessionParcels | null;
    if (stored && Number.isInteger(stored.count) && Array.isArray(stored.recent)) return stored;
  } catch {
    // start again
  }
  return EMPTY;
}

let current: SessionParcels | null = null;
const listeners = new Set<() => void>();

function snapshot(): SessionParcels {
  current ??= read();
  return current;
}

export function recordParcel(label: LabelData): void {
  const before = snapshot();
  current = { count: before.count + 1, recent: [label, ...before.recent].slice(0, KEEP) };
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(current));
  for (const listener of listeners) listener();
}

export function useSessionParcels(): SessionParcels {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, snapshot);
}
