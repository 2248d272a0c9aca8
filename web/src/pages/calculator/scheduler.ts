/** `setTimeout` and `clearTimeout`, injectable so tests drive the clock. */
export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type RunMode = "auto" | "manual";

/**
 * When the calculator asks for a quote: `now()` at once (a country or a
 * warehouse change, the button), `later()` after a quiet delay (typing a
 * weight: each keystroke restarts it). A pending delayed run is dropped by
 * any newer request, so one burst of changes costs one call.
 */
export function createRecalcScheduler(run: (mode: RunMode) => void, delayMs: number, timers: Timers = browserTimers) {
  let handle: unknown;
  const cancel = () => {
    if (handle !== undefined) timers.clear(handle);
    handle = undefined;
  };
  return {
    now(mode: RunMode = "auto") {
      cancel();
      run(mode);
    },
    later() {
      cancel();
      handle = timers.set(() => {
        handle = undefined;
        run("auto");
      }, delayMs);
    },
    cancel,
    get pending() {
      return handle !== undefined;
    },
  };
}

/**
 * Only the newest request may write its answer: an older quote arriving late
 * (slow network, a country changed meanwhile) is dropped.
 */
export function createLatest() {
  let current = 0;
  return {
    begin(): number {
      current += 1;
      return current;
    },
    isCurrent(ticket: number): boolean {
      return ticket === current;
    },
  };
}

/** Waits `ms`, or rejects with the signal's reason when aborted first. */
export function pause(ms: number, signal?: AbortSignal, timers: Timers = browserTimers): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const handle = timers.set(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      timers.clear(handle);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
