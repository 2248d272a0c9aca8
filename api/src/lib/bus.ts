import { EventEmitter } from "node:events";
import pg from "pg";
import type { Logger } from "./logger.js";

/**
 * Events between API instances, over PostgreSQL LISTEN/NOTIFY: what one
 * instance publishes, every instance (itself included) receives. Used for
 * realtime fan-out and for dropping in-memory caches when staff change data.
 * Payloads must stay small (PostgreSQL caps a notification at 8000 bytes):
 * send ids, not documents.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Answers a function that unsubscribes. */
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = "ipf_events";

interface Envelope {
  topic: string;
  payload: unknown;
}

export async function createPgBus(databaseUrl: string, log: Logger): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;

  const deliver = (raw: string | undefined) => {
    if (!raw) return;
    try {
      const { topic, payload } = JSON.parse(raw) as Envelope;
      local.emit(topic, payload);
    } catch (error) {
      log.warn({ err: error }, "unreadable bus message");
    }
  };

  // A dedicated connection, re-opened with a back-off when it drops.
  const listen = async (attempt = 0): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: "ipf-bus" });
    next.on("notification", (message) => deliver(message.payload));
    next.on("error", (error) => {
      log.warn({ err: error }, "bus connection lost");
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      setTimeout(() => void listen(attempt + 1), Math.min(30_000, 500 * 2 ** attempt)).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
    } catch (error) {
      log.warn({ err: error }, "bus connection failed");
      await next.end().catch(() => undefined);
      setTimeout(() => void listen(attempt + 1), Math.min(30_000, 500 * 2 ** attempt)).unref();
    }
  };
  await listen();

  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: "ipf-bus-publish" });
  return {
    async publish(topic, payload) {
      await publisher.query("SELECT pg_notify($1, $2)", [
        CHANNEL,
        JSON.stringify({ topic, payload } satisfies Envelope),
      ]);
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    async close() {
      closed = true;
      local.removeAllListeners();
      await client?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}

/** A bus inside one process: for tests that run a single instance. */
export function createLocalBus(): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      // Asynchronous like the real bus, so no caller depends on synchronous delivery.
      setImmediate(() => local.emit(topic, JSON.parse(JSON.stringify(payload ?? null))));
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    async close() {
      local.removeAllListeners();
    },
  };
}
