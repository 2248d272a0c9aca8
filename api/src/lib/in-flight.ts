import type { Middleware } from "koa";
import { RateLimitError } from "./errors.js";

/**
 * How many API reads one instance works on at once, across all accounts.
 * A read holds its rows, its answer and its compressed copy until it is
 * sent; two hundred at once (statistics, lists, searches) took the process
 * past its memory target while the database, with a pool of ten
 * connections, served them no sooner. Past `running`, a read waits its turn
 * with nothing read yet; past `waiting` more, it is answered 429
 * SERVER_BUSY with Retry-After, as the upload budget answers
 * (lib/upload-gate.ts), which bounds the writes that carry files.
 */
export const IN_FLIGHT_LIMITS = { running: 32, waiting: 1024, retryAfterSeconds: 1 } as const;

const MESSAGE = "The server is busy, please try again in a moment.";

/** Only reads of the API: pages and files stream, uploads have their own budget, other writes are few. */
const counted = (method: string, path: string) => (method === "GET" || method === "HEAD") && path.startsWith("/api/");

export function inFlight(
  limits: { running: number; waiting: number; retryAfterSeconds: number } = IN_FLIGHT_LIMITS,
): Middleware {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A place freed goes to the first in line, so the count stays as it is.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (ctx, next) => {
    if (!counted(ctx.method, ctx.path)) return next();
    if (running < limits.running) running++;
    else if (waiting.length >= limits.waiting) {
      throw RateLimitError(limits.retryAfterSeconds, "SERVER_BUSY", MESSAGE);
    } else {
      await new Promise<void>((go) => waiting.push(go));
    }
    try {
      // A client that left while it waited gets nothing: its place goes on at once.
      if (!ctx.req.destroyed) await next();
    } finally {
      release();
    }
  };
}
