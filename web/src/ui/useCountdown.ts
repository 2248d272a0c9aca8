import { useCallback, useEffect, useState } from "react";

/** Seconds left until a deadline, ticking each second; `start(n)` sets a new one. */
export function useCountdown(initialSeconds = 0): { seconds: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [seconds, setSeconds] = useState(initialSeconds);

  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setDeadline(0);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((value: number) => setDeadline(Date.now() + value * 1000), []);
  return { seconds, start };
}
