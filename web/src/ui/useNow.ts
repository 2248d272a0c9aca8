import { useEffect, useState } from "react";

/**
 * The current time, ticking every `everyMs` while `active` (a countdown on
 * screen). `from`: the time a page was drawn at on the server, so that its
 * hydration shows what the server wrote before the clock moves on.
 */
export function useNow(active: boolean, everyMs = 1000, from?: number): number {
  const [now, setNow] = useState(() => from ?? Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
