import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { paymentsApi, type PendingPayment } from "../../api/payments";
import { useParcelsVersion } from "../../customer/liveContext";

/**
 * The customer's payments in flight, by parcel _id. Every card of a parcel
 * awaiting payment and the pay dialog read them; one request serves them all
 * (per version of the locker's live data), and `refreshPendingPayments()`
 * asks again (after a cancel, or a payment request that found one waiting).
 */
let localVersion = 0;
const listeners = new Set<() => void>();
let shared: { key: string; promise: Promise<Map<string, PendingPayment>> } | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function refreshPendingPayments(): void {
  localVersion += 1;
  for (const listener of listeners) listener();
}

function load(key: string): Promise<Map<string, PendingPayment>> {
  if (shared?.key !== key) {
    const promise = paymentsApi
      .pending()
      .then((answer) => new Map(answer.payments.map((payment) => [payment.parcelId, payment])));
    // A failed answer is not kept: the next reader asks again.
    promise.catch(() => {
      if (shared?.promise === promise) shared = null;
    });
    shared = { key, promise };
  }
  return shared.promise;
}

export type PendingState =
  | { state: "loading"; payment?: undefined }
  | { state: "ready"; payment: PendingPayment | undefined }
  | { state: "failed"; payment?: undefined };

/** The pending payment of one parcel, if any; `enabled` false (a parcel not awaiting payment) asks nothing. */
export function usePendingPayment(parcelId: string, enabled = true): PendingState {
  const liveVersion = useParcelsVersion();
  // The same on the server, which draws the locker with no payment asked for yet.
  const version = useSyncExternalStore(
    subscribe,
    () => localVersion,
    () => localVersion,
  );
  const key = `${liveVersion}:${version}`;
  const [answer, setAnswer] = useState<{ key: string; map: Map<string, PendingPayment> | null } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // Every card awaiting payment draws again for the answer: a transition, in slices.
    const settle = (map: Map<string, PendingPayment> | null) =>
      current && startTransition(() => setAnswer({ key, map }));
    load(key).then(settle, () => settle(null));
    return () => {
      current = false;
    };
  }, [key, enabled]);

  if (!enabled) return { state: "ready", payment: undefined };
  // The previous answer stays shown while the next one comes.
  if (!answer) return { state: "loading" };
  if (!answer.map) return answer.key === key ? { state: "failed" } : { state: "loading" };
  return { state: "ready", payment: answer.map.get(parcelId) };
}
