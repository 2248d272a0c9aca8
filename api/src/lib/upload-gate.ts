import type { Context } from "koa";
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

const MESSAGE = "Your other files are still being sent, please try again in a moment.";

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export function uploadGate(limits: { running: number; waiting: number } = UPLOAD_LIMITS) {
  const lanes = new Map<string, Lane>();
  return async <T>(ctx: Context, work: () => Promise<T>): Promise<T> => {
    const { customer, staff } = ctx.state;
    const key = customer ? `customer:${customer.id}` : staff ? `staff:${staff.id}` : `address:${ctx.ip}`;
    const lane = lanes.get(key) ?? { running: 0, waiting: [] };
    lanes.set(key, lane);
    if (lane.running >= limits.running) {
      if (lane.waiting.length >= limits.waiting) {
        throw RateLimitError(1, "UPLOADS_BUSY", MESSAGE);
      }
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    }
    lane.running++;
    try {
      return await work();
    } finally {
      lane.running--;
      const next = lane.waiting.shift();
      if (next) next();
      else if (lane.running === 0) lanes.delete(key);
    }
  };
}
