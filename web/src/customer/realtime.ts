/**
 * The customer's WebSocket at /ws (docs/architecture.md, "Cross-cutting concerns"): `{ event, data }`
 * both ways, `join` with the token first, reconnecting with a growing delay
 * when the connection drops.
 */
export interface RealtimeHandlers {
  onEvent: (event: string, data: unknown) => void;
  /** The server refused the token. */
  onUnauthenticated: () => void;
}

const MAX_DELAY_MS = 30_000;
const CLOSE_UNAUTHENTICATED = 4401;

export interface RealtimeConnection {
  send: (event: string, data?: unknown) => void;
  close: () => void;
}

export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

/** The next reconnection delay: doubling from 1 s, at most 30 s. */
export function nextDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt);
}

export function connectRealtime(token: string, handlers: RealtimeHandlers): RealtimeConnection {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let timer: number | undefined;

  const open = () => {
    socket = new WebSocket(socketUrl(window.location));
    socket.onopen = () => {
      attempt = 0;
      socket?.send(JSON.stringify({ event: "join", data: { token } }));
    };
    socket.onmessage = (message) => {
      try {
        const parsed = JSON.parse(String(message.data)) as { event?: unknown; data?: unknown };
        if (typeof parsed.event === "string") handlers.onEvent(parsed.event, parsed.data);
      } catch {
        // Not a message of ours.
      }
    };
    socket.onclose = (event) => {
      if (closed) return;
      if (event.code === CLOSE_UNAUTHENTICATED) {
        handlers.onUnauthenticated();
        return;
      }
      timer = window.setTimeout(open, nextDelay(attempt++));
    };
  };
  open();

  return {
    send(event, data) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ event, data }));
    },
    close() {
      closed = true;
      window.clearTimeout(timer);
      socket?.close();
    },
  };
}
