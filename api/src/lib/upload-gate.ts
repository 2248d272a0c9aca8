import type { Context } from "koa";
import { releaseBuffer } from "./buffers.js";
import { RateLimitError } from "./errors.js";

/**
 * How many uploads one account may have under way at once. An upload is
 * read into memory and its images decoded; one customer sending many in
 * parallel must not take the machine from everyone else. Two run, four more
 * wait their turn (their bodies are not read until then), and past that the
 * request is refused with 429 UPLOADS_BUSY: no form of ours sends more than
 * one file request at a time, so only a script meets it.
 */
export const UPLOAD_LIMITS = { running: 2, waiting: 4 } as const;

/**
 * What one instance holds at once across all accounts: the bytes of the
 * upload bodies being read and worked on (each counted by its
 * Content-Length, or the route's largest body when it declares none; one
 * larger than the budget runs alone), and how many more uploads wait their
 * turn, their bodies unread. Past that: 429 SERVER_BUSY with Retry-After, a
 * deliberate refusal before anything is stored, which the back office sends
 * again by itself (desktop api/client.ts). 16 MB of bodies is four intakes
 * of three 1.2 MB photos at once (each is held twice while it is read: its
 * pieces, then the whole file).
 */
export const INSTANCE_UPLOAD_LIMITS = { bytes: 16 * 1024 * 1024, waiting: 32, retryAfterSeconds: 2 } as const;

const MESSAGES = {
  account: "Your other files are still being sent, please try again in a moment.",
  instance: "The server is busy, please try again in a moment.",
} as const;

/**
 * Reads the refused request's body and drops it before the answer goes: a
 * server that answers while the client is still sending closes the
 * connection under it, and the client (a browser's upload, fetch) sees a
 * network failure instead of the 429 and its Retry-After. Nothing is kept;
 * a client that takes longer than 30 s gets the answer anyway.
 */
function refuse(ctx: Context, error: Error): Promise<never> {
  const req = ctx.req;
  if (req.complete || req.destroyed) return Promise.reject(error);
  return new Promise((_, reject) => {
    const done = () => {
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(done, 30_000);
    req.on("end", done).on("close", done).on("error", done);
    // Each piece's memory goes as it is read, rather than piling up until a collection.
    req.on("data", releaseBuffer);
    req.resume();
  });
}

interface Lane {
  running: number;
  waiting: (() => void)[];
}

/** At most `limits.bytes` held at once by the uploads running; the others wait in turn, up to `limits.waiting`. */
function instanceBudget(limits: { bytes: number; waiting: number; retryAfterSeconds: number }) {
  let held = 0;
  let running = 0;
  const waiting: { bytes: number; go: () => void }[] = [];
  const fits = (bytes: number) => running === 0 || held + bytes <= limits.bytes;
  const wake = () => {
    while (waiting.length && fits(waiting[0]!.bytes)) {
      const next = waiting.shift()!;
      held += next.bytes;
      running++;
      next.go();
    }
  };
  return async <T>(ctx: Context, declared: number, work: () => Promise<T>): Promise<T> => {
    const bytes = Math.min(declared, limits.bytes);
    if (!waiting.length && fits(bytes)) {
      held += bytes;
      running++;
    } else {
      if (waiting.length >= limits.waiting) {
        return refuse(ctx, RateLimitError(limits.retryAfterSeconds, "SERVER_BUSY", MESSAGES.instance));
      }
      // Reserved by `wake` before it lets this one go.
      await new Promise<void>((go) => waiting.push({ bytes, go }));
    }
    try {
      return await work();
    } finally {
      held -= bytes;
      running--;
      wake();
    }
  };
}

export function uploadGate(
  limits: { running: number; waiting: number } = UPLOAD_LIMITS,
  instance: { bytes: number; waiting: number; retryAfterSeconds: number } = INSTANCE_UPLOAD_LIMITS,
) {
  const lanes = new Map<string, Lane>();
  const budget = instanceBudget(instance);
  /** `largest`: the route's largest body, counted for a request that does not declare its length. */
  return async <T>(ctx: Context, work: () => Promise<T>, largest = instance.bytes): Promise<T> => {
    const { customer, staff } = ctx.state;
    const key = customer ? `customer:${customer.id}` : staff ? `staff:${staff.id}` : `address:${ctx.ip}`;
    const lane = lanes.get(key) ?? { running: 0, waiting: [] };
    lanes.set(key, lane);
    if (lane.running >= limits.running) {
      if (lane.waiting.length >= limits.waiting) {
        return refuse(ctx, RateLimitError(1, "UPLOADS_BUSY", MESSAGES.account));
      }
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    }
    lane.running++;
    try {
      const length = Number(ctx.get("content-length"));
      return await budget(ctx, Number.isSafeInteger(length) && length > 0 ? length : largest, work);
    } finally {
      lane.running--;
      const next = lane.waiting.shift();
      if (next) next();
      else if (lane.running === 0) lanes.delete(key);
    }
  };
}
