/**
 * The staff side of the API's WebSocket at /ws (docs/architecture.md, "Cross-cutting concerns"):
 * `{ event, data }` both ways, `join` with the staff token first, and a
 * reconnection with a growing delay when the connection drops.
 */
export const CLOSE_UNAUTHENTICATED = 4401;
const MAX_DELAY_MS = 30_000;

export interface LiveHandlers {
  onEvent: (event: string, data: unknown) => void;
  /** The server refused the token: the session is over. */
  onUnauthenticated: () => void;
  /** Joined (again): what was missed while away must be loaded again. */
  onJoined?: () => void;
}

export interface LiveConnection {
  close(): void;
}

/** ws://host/ws for an http base, wss:// for https; "" is the page's own origin. */
export function liveUrl(base: string, location: { protocol: string; host: string }): string {
  if (base === "") return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
  const url = new URL(base);
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}/ws`;
}

/** Doubling from 1 s, at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt);
}

type SocketLike = Pick<WebSocket, "send" | "close" | "readyState"> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

export function connectLive(
  url: string,
  token: string,
  handlers: LiveHandlers,
  open: (url: string) => SocketLike = (target) => new WebSocket(target),
): LiveConnection {
  let socket: SocketLike | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    socket = open(url);
    socket.onopen = () => {
      attempt = 0;
      socket?.send(JSON.stringify({ event: "join", data: { token } }));
    };
    socket.onmessage = (message) => {
      let parsed: { event?: unknown; data?: unknown };
      try {
        parsed = JSON.parse(String(message.data)) as typeof parsed;
      } catch {
        return; // not a message of ours
      }
      if (parsed.event === "joined") handlers.onJoined?.();
      else if (typeof parsed.event === "string") handlers.onEvent(parsed.event, parsed.data);
    };
    socket.onclose = (event) => {
      if (closed) return;
      if (event.code === CLOSE_UNAUTHENTICATED) return handlers.onUnauthenticated();
      timer = setTimeout(connect, retryDelay(attempt++));
    };
  };
  connect();

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
