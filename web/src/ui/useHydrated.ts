import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates what the server wrote;
 * true on every render after (React renders again once hydrated). What only
 * the browser knows, such as its time zone, waits for it, so hydration finds
 * exactly the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
