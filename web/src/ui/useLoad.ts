import { startTransition, useCallback, useEffect, useRef, useState } from "react";

export type Load<T> =
  { state: "loading"; data?: T } | { state: "ready"; data: T } | { state: "failed"; error: unknown; data?: T };

/**
 * Data a page fetches on mount and again when `deps` change or `reload()` is
 * called; the previous data stays shown while the next answer comes, and an
 * answer that arrives after the page left is dropped. `drawn`: the data the
 * server drew the page with, which stands for the first fetch.
 *
 * An answer renders as a transition: drawing a list for it is never urgent,
 * so it yields to the customer's taps in slices instead of holding the main
 * thread in one task (several answers land just as a page wakes up).
 */
export function useLoad<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  drawn?: T,
): Load<T> & { reload: () => void } {
  const [load, setLoad] = useState<Load<T>>(() =>
    drawn === undefined ? { state: "loading" } : { state: "ready", data: drawn },
  );
  const [tick, setTick] = useState(0);
  const skipFirst = useRef(drawn !== undefined);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    setLoad((previous) => ({ state: "loading", data: previous.data }));
    const settle = (next: (previous: Load<T>) => Load<T>) =>
      !controller.signal.aborted && startTransition(() => setLoad(next));
    fetcher(controller.signal).then(
      (data) => settle(() => ({ state: "ready", data })),
      (error: unknown) => settle((previous) => ({ state: "failed", error, data: previous.data })),
    );
    return () => controller.abort();
    // The caller lists what the fetcher reads, as with useEffect; the fetcher itself is a new closure each render.
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((value) => value + 1), []);
  return { ...load, reload };
}
