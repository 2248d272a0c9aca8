import { startTransition, useEffect, useState } from "react";

/**
 * The current time, ticking every `everyMs` while `active` (a countdown on
 * screen; given as a function, asked of the time shown, so that a list ticks
 * only while something on it counts down). `from`: the time a page was drawn at on the server, so that its
 * hydration shows what the server wrote before the clock moves on.
 *
 * Each tick renders as a transition: a clock moving a second on is never
 * urgent, so a long list redrawn for it yields to the customer's taps (and
 * the first tick, right after a drawn page is hydrated, is not one long task).
 */
export function useNow(activeWhen: boolean | ((now: number) => boolean), everyMs = 1000, from?: number): number {
  const [now, setNow] = useState(() => from ?? Date.now());
  const active = typeof activeWhen === "function" ? activeWhen(now) : activeWhen;
  useEffect(() => {
    if (!active) return;
    const tick = () => startTransition(() => setNow(Date.now()));
    tick();
    const timer = window.setInterval(tick, everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
