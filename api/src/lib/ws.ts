import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import {
  clearAlertRequestSchema,
  joinMessageSchema,
  realtimeMessageSchema,
  REALTIME_EVENTS,
  type LoadNotifications,
} from "@ipf/shared/schemas/accounts";
import type { CustomerRow, StaffRow } from "../db-rows.js";
import { liveSession } from "./auth.js";
import type { Deps } from "../deps.js";
import { REALTIME_TOPICS, type CustomerMessage, type StaffMessage } from "./realtime.js";
import { SIGNED_OUT_TOPIC, type SignedOutMessage } from "./sessions.js";

/**
 * The WebSocket server at /ws (docs/architecture.md, *Cross-cutting
 * concerns*). Messages are JSON `{ event, data }` both ways. A socket says
 * who it is with `join` and a customer or staff token; until then it
 * receives nothing. What services publish through `deps.realtime` arrives
 * here from the bus, on every instance, and goes to that customer's sockets
 * only, or to staff sockets.
 *
 * Client events: join {token}, userActive, seenNotifications, clearAlert {alertId}.
 * Server events: joined, loadNotifications {notifications, unSeen},
 * newNotification, updateSetting, supportMessage, supportTicket, error {code}.
 */
export const WS_PATH = "/ws";
const MAX_MESSAGE_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;
/** Messages a socket may send per window before it is cut off. */
const FLOOD_LIMIT = 60;
const FLOOD_WINDOW_MS = 10_000;
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_FLOOD = 1008;
/** A socket that has not joined by then is closed: an open socket costs memory and a heartbeat. */
export const JOIN_TIMEOUT_MS = 5000;
/** Open sockets from one client address at most (a customer's tabs and devices behind one NAT fit well under it). */
export const MAX_SOCKETS_PER_ADDRESS = 32;

interface Session {
  customerId?: string;
  staffId?: string;
  /** The token version of the account when it joined: a newer one (password change) retires the socket. */
  tokenVersion?: number;
  /** The session of the token it joined with: signing that session out closes the socket. */
  sessionId?: string;
  address: string;
  alive: boolean;
  windowStart: number;
  messages: number;
}

/**
 * What a customer's socket may ask of the services: its bell's
 * notifications, marking them seen, dismissing an alert. Given by the
 * caller (`customerSocketActions`), so that the library does not reach up
 * into the services.
 */
export interface CustomerSocketActions {
  notifications(customerId: string): Promise<LoadNotifications>;
  markSeen(customerId: string): Promise<void>;
  dismissAlert(customerId: string, alertId: string): Promise<void>;
}

export interface RealtimeServer {
  /** Sockets open now (joined or not). */
  readonly size: number;
  close(): Promise<void>;
}

export function attachWebSocket(server: Server, deps: Deps, actions: CustomerSocketActions): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sessions = new Map<WebSocket, Session>();
  const perAddress = new Map<string, number>();
  const byCustomer = new Map<string, Set<WebSocket>>();
  const staffSockets = new Set<WebSocket>();

  const send = (socket: WebSocket, event: string, data: unknown) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ event, data }));
  };

  const leave = (socket: WebSocket) => {
    const session = sessions.get(socket);
    if (session?.customerId) {
      const set = byCustomer.get(session.customerId);
      set?.delete(socket);
      if (set?.size === 0) byCustomer.delete(session.customerId);
    }
    staffSockets.delete(socket);
    if (session) {
      session.customerId = undefined;
      session.staffId = undefined;
      session.sessionId = undefined;
    }
  };

  /** Tells a joined socket its session is over, and closes it. */
  const signOff = (socket: WebSocket) => {
    leave(socket);
    send(socket, REALTIME_EVENTS.error, { code: "UNAUTHENTICATED" });
    socket.close(CLOSE_UNAUTHENTICATED, "signed out");
  };

  const sendNotifications = async (sockets: Iterable<WebSocket>, customerId: string) => {
    const list = await actions.notifications(customerId);
    for (const socket of sockets) send(socket, REALTIME_EVENTS.loadNotifications, list);
  };

  /**
   * Of these joined sockets, those whose account retired the token they
   * joined with (a password change bumps its version, on whichever instance),
   * whose session signed out, or whose account is no longer live: each is
   * told and closed. Read from the database at every delivery, so no
   * instance can keep serving a retired session, even one whose sign-out
   * message it missed.
   */
  const retired = async (table: "customers" | "staff", candidates: WebSocket[]): Promise<WebSocket[]> => {
    const joined = candidates.map((socket) => sessions.get(socket));
    const ids = [...new Set(joined.map((session) => session?.[table === "customers" ? "customerId" : "staffId"]))];
    const sessionIds = [...new Set(joined.map((session) => session?.sessionId))];
    const live = table === "customers" ? "deleted_at IS NULL" : "is_active";
    const { rows } = await deps.db.raw<{
      rows: { id: string | null; token_version: number | null; signed_out: string | null }[];
    }>(
      `SELECT id::text AS id, token_version, NULL::text AS signed_out FROM ${table} WHERE id::text = ANY(?) AND ${live}
       UNION ALL
       SELECT NULL, NULL, session_id::text FROM signed_out_sessions WHERE session_id = ANY(?::uuid[])`,
      [ids.filter((id): id is string => Boolean(id)).map(String), sessionIds.filter((id): id is string => Boolean(id))],
    );
    const versions = new Map(rows.filter((row) => row.id).map((row) => [row.id!, row.token_version]));
    const signedOut = new Set(rows.map((row) => row.signed_out).filter(Boolean));
    const gone = candidates.filter((socket) => {
      const session = sessions.get(socket);
      const id = table === "customers" ? session?.customerId : session?.staffId;
      return (
        !session ||
        !id ||
        versions.get(String(id)) !== session.tokenVersion ||
        !session.sessionId ||
        signedOut.has(session.sessionId)
      );
    });
    for (const socket of gone) signOff(socket);
    return gone;
  };

  /** Deliveries to one customer, in the order they came, each after its sockets are checked. */
  const customerQueues = new Map<string, Promise<void>>();
  const deliverToCustomer = (customerId: string, deliver: (sockets: WebSocket[]) => Promise<void> | void) => {
    const run = async () => {
      const sockets = [...(byCustomer.get(customerId) ?? [])];
      if (!sockets.length) return;
      const gone = new Set(await retired("customers", sockets));
      const current = sockets.filter((socket) => !gone.has(socket));
      if (current.length) await deliver(current);
    };
    const next = (customerQueues.get(customerId) ?? Promise.resolve())
      .then(run)
      .catch((error: unknown) => deps.log.warn({ err: error }, "realtime delivery failed"));
    customerQueues.set(customerId, next);
    void next.finally(() => {
      if (customerQueues.get(customerId) === next) customerQueues.delete(customerId);
    });
  };
  let staffQueue = Promise.resolve();

  /** A customer or staff token whose account is live, whose version is current and whose session is not signed out. */
  const identify = async (
    token: string,
  ): Promise<{ customer?: CustomerRow; staff?: StaffRow; sessionId: string } | null> => {
    // The audiences differ: a token signs in one kind of account at most.
    const customer = await liveSession(deps, token, "customer");
    if (customer) return { customer: customer.account, sessionId: customer.claims.sid };
    const staff = await liveSession(deps, token, "staff");
    return staff ? { staff: staff.account, sessionId: staff.claims.sid } : null;
  };

  const handle = async (socket: WebSocket, session: Session, event: string, data: unknown) => {
    if (event === "join") {
      const parsed = joinMessageSchema.safeParse(data);
      const who = parsed.success ? await identify(parsed.data.token) : null;
      leave(socket);
      if (!who) {
        send(socket, REALTIME_EVENTS.error, { code: "UNAUTHENTICATED" });
        socket.close(CLOSE_UNAUTHENTICATED, "unauthenticated");
        return;
      }
      session.sessionId = who.sessionId;
      if (who.customer) {
        session.customerId = who.customer.id;
        session.tokenVersion = who.customer.token_version;
        const set = byCustomer.get(who.customer.id) ?? new Set();
        set.add(socket);
        byCustomer.set(who.customer.id, set);
        send(socket, REALTIME_EVENTS.joined, { role: "customer" });
        await sendNotifications([socket], who.customer.id);
      } else if (who.staff) {
        session.staffId = who.staff.id;
        session.tokenVersion = who.staff.token_version;
        staffSockets.add(socket);
        send(socket, REALTIME_EVENTS.joined, { role: "staff" });
      }
      return;
    }
    const customerId = session.customerId;
    if (!customerId) {
      // Staff sockets only listen; the customer events below need a customer.
      if (!session.staffId) send(socket, REALTIME_EVENTS.error, { code: "NOT_JOINED" });
      return;
    }
    if ((await retired("customers", [socket])).length) return;
    switch (event) {
      case "userActive":
        // The page came back to the foreground: bring its bell up to date.
        await sendNotifications([socket], customerId);
        return;
      case "seenNotifications":
        await actions.markSeen(customerId);
        // Every open page of this customer reloads its list (ids only on the bus).
        await deps.realtime.toCustomer(customerId, REALTIME_EVENTS.loadNotifications, null);
        return;
      case "clearAlert": {
        const parsed = clearAlertRequestSchema.safeParse(data);
        if (!parsed.success) {
          send(socket, REALTIME_EVENTS.error, { code: "VALIDATION", event });
          return;
        }
        await actions.dismissAlert(customerId, parsed.data.alertId);
        send(socket, "alertCleared", { alertId: parsed.data.alertId });
        return;
      }
      default:
        send(socket, REALTIME_EVENTS.error, { code: "UNKNOWN_EVENT", event });
    }
  };

  const onMessage = (socket: WebSocket, session: Session, raw: RawData) => {
    const now = Date.now();
    if (now - session.windowStart > FLOOD_WINDOW_MS) {
      session.windowStart = now;
      session.messages = 0;
    }
    if (++session.messages > FLOOD_LIMIT) {
      socket.close(CLOSE_FLOOD, "too many messages");
      return;
    }
    let message: { event: string; data?: unknown };
    try {
      const parsed = realtimeMessageSchema.safeParse(JSON.parse(raw.toString()));
      if (!parsed.success) throw new Error("not a realtime message");
      message = parsed.data;
    } catch {
      send(socket, REALTIME_EVENTS.error, { code: "VALIDATION" });
      return;
    }
    handle(socket, session, message.event, message.data).catch((error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code === "NOT_FOUND") {
        send(socket, REALTIME_EVENTS.error, { code, event: message.event });
        return;
      }
      deps.log.warn({ err: error, event: message.event }, "realtime message failed");
      send(socket, REALTIME_EVENTS.error, { code: "INTERNAL", event: message.event });
    });
  };

  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    const address = addressOf(request);
    const session: Session = { address, alive: true, windowStart: Date.now(), messages: 0 };
    sessions.set(socket, session);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const joinTimer = setTimeout(() => {
      if (!session.customerId && !session.staffId) socket.close(CLOSE_UNAUTHENTICATED, "join expected");
    }, JOIN_TIMEOUT_MS);
    joinTimer.unref();
    socket.on("pong", () => {
      session.alive = true;
    });
    socket.on("message", (raw) => onMessage(socket, session, raw));
    socket.on("close", () => {
      clearTimeout(joinTimer);
      leave(socket);
      sessions.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    socket.on("error", (error) => deps.log.debug({ err: error }, "socket error"));
  });

  /** The client's address: the socket's peer, or the first X-Forwarded-For entry behind a trusted proxy. */
  const addressOf = (request: IncomingMessage) => {
    const forwarded = request.headers["x-forwarded-for"];
    const first = typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined;
    return (deps.config.trustProxy && first) || request.socket.remoteAddress || "unknown";
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? "").split("?", 1)[0];
    if (path !== WS_PATH) {
      socket.destroy();
      return;
    }
    if ((perAddress.get(addressOf(request)) ?? 0) >= MAX_SOCKETS_PER_ADDRESS) {
      socket.end("HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  };
  server.on("upgrade", onUpgrade);

  const unsubscribeCustomer = deps.bus.subscribe(REALTIME_TOPICS.customer, (payload) => {
    const { customerId, event, data } = payload as CustomerMessage;
    if (!byCustomer.get(customerId)?.size) return;
    deliverToCustomer(customerId, (sockets) => {
      if (event === REALTIME_EVENTS.loadNotifications && data == null) return sendNotifications(sockets, customerId);
      for (const socket of sockets) send(socket, event, data);
    });
  });
  const unsubscribeStaff = deps.bus.subscribe(REALTIME_TOPICS.staff, (payload) => {
    const { event, data } = payload as StaffMessage;
    if (!staffSockets.size) return;
    staffQueue = staffQueue
      .then(async () => {
        const sockets = [...staffSockets];
        const gone = new Set(await retired("staff", sockets));
        for (const socket of sockets) if (!gone.has(socket)) send(socket, event, data);
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, "realtime delivery failed"));
  });

  // A session signed out on any instance: its sockets here close at once.
  const unsubscribeSignedOut = deps.bus.subscribe(SIGNED_OUT_TOPIC, (payload) => {
    const { session: sessionId } = payload as SignedOutMessage;
    for (const [socket, session] of sessions) if (session.sessionId === sessionId) signOff(socket);
  });

  // Sockets that stop answering pings (a phone that lost its network) are dropped.
  const heartbeat = setInterval(() => {
    for (const [socket, session] of sessions) {
      if (!session.alive) {
        socket.terminate();
        continue;
      }
      session.alive = false;
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    get size() {
      return sessions.size;
    },
    async close() {
      clearInterval(heartbeat);
      server.off("upgrade", onUpgrade);
      unsubscribeCustomer();
      unsubscribeStaff();
      unsubscribeSignedOut();
      for (const socket of sessions.keys()) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
