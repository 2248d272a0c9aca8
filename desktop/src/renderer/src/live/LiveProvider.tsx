import { STAFF_ACCOUNT_EVENT } from "@ipf/shared/schemas/staff";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { apiBaseUrl } from "../platform";
import { STAFF_TOKEN_KEY, useSession, useStaff } from "../session";
import { connectLive, liveUrl } from "./socket";

type Listener = (event: string, data: unknown) => void;

interface LiveBus {
  subscribe(listener: Listener): () => void;
  /** Whether the socket has joined; lists show it so that staff know they are up to date. */
  connected: boolean;
}

const LiveContext = createContext<LiveBus | null>(null);

/**
 * One staff socket for the signed-in shell; screens subscribe to the events
 * of their lists. A change an admin makes to this desk's own account (a new
 * group, name or e-mail) is read again at once, so that the menu and the
 * screens follow the group the API now acts on.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { signOut, refresh } = useSession();
  const { id } = useStaff();
  const ownAccount = useRef({ id, refresh });
  ownAccount.current = { id, refresh };
  const listeners = useRef(new Set<Listener>());
  const [connected, setConnected] = useState(false);
  // Bumped to join again with a newer token (a password change replaces the session's token).
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const token = localStorage.getItem(STAFF_TOKEN_KEY);
    if (!token) return;
    let connection: { close(): void } | undefined;
    let stopped = false;
    let joins = 0;
    void apiBaseUrl().then((base) => {
      if (stopped) return;
      connection = connectLive(liveUrl(base, window.location), token, {
        onEvent: (event, data) => {
          const own = ownAccount.current;
          if (event === STAFF_ACCOUNT_EVENT && (data as { staffId?: unknown } | null)?.staffId === own.id) {
            own.refresh();
          }
          listeners.current.forEach((listener) => listener(event, data));
        },
        // After a reconnection, whatever changed meanwhile is reloaded as if announced.
        onJoined: () => {
          setConnected(true);
          if (joins++ === 0) return;
          // The own account too: an admin may have changed its group while the socket was away.
          ownAccount.current.refresh();
          listeners.current.forEach((listener) => listener("joined", null));
        },
        onUnauthenticated: () =>
          localStorage.getItem(STAFF_TOKEN_KEY) === token ? signOut() : setGeneration((value) => value + 1),
      });
    });
    return () => {
      stopped = true;
      setConnected(false);
      connection?.close();
    };
  }, [signOut, generation]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  // A new value only when the connection's state changes: subscribers keep their subscription meanwhile.
  const bus = useMemo<LiveBus>(() => ({ subscribe, connected }), [subscribe, connected]);

  return <LiveContext.Provider value={bus}>{children}</LiveContext.Provider>;
}

/**
 * Calls `onEvent` when one of `events` arrives (and after a reconnection),
 * at most once per `delayMs`: a burst of changes reloads a list once.
 */
export function useLiveEvents(events: readonly string[], onEvent: () => void, delayMs = 250): boolean {
  const bus = useContext(LiveContext);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const names = events.join(",");

  useEffect(() => {
    if (!bus) return;
    const wanted = new Set(names.split(","));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = bus.subscribe((event) => {
      if (event !== "joined" && !wanted.has(event)) return;
      clearTimeout(timer);
      timer = setTimeout(() => handler.current(), delayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [bus, names, delayMs]);

  return bus?.connected ?? false;
}
