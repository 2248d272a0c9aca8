import type { Context, Next } from "koa";
import { describe, expect, it } from "vitest";
import { inFlight } from "./in-flight.js";

/** A request as the middleware sees it, and a `next` that runs until the test lets it finish. */
function request(method = "GET", path = "/api/admins/packages/get") {
  const req = { destroyed: false };
  let finish!: () => void;
  const ran = { started: false };
  const next: Next = () => {
    ran.started = true;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { ctx: { method, path, req } as unknown as Context, next, ran, finish: () => finish(), req };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("#in-flight reads", () => {
  it("runs two at once, queues one, refuses the next with 429 SERVER_BUSY, then lets the queued one run", async () => {
    const gate = inFlight({ running: 2, waiting: 1, retryAfterSeconds: 3 });
    const [a, b, c, d] = [request(), request(), request(), request()];
    const done = [a, b, c].map((one) => gate(one.ctx, one.next));
    await settle();
    expect([a.ran.started, b.ran.started, c.ran.started]).toEqual([true, true, false]);
    await expect(gate(d.ctx, d.next)).rejects.toMatchObject({
      status: 429,
      code: "SERVER_BUSY",
      headers: { "Retry-After": "3" },
    });
    expect(d.ran.started).toBe(false);
    a.finish();
    await settle();
    expect(c.ran.started).toBe(true);
    b.finish();
    c.finish();
    await Promise.all(done);
    // Every place is free again: two run at once.
    const [e, f] = [request(), request()];
    void gate(e.ctx, e.next);
    void gate(f.ctx, f.next);
    await settle();
    expect([e.ran.started, f.ran.started]).toEqual([true, true]);
  });

  it("leaves writes, pages and files alone", async () => {
    const gate = inFlight({ running: 1, waiting: 0, retryAfterSeconds: 1 });
    const held = request();
    void gate(held.ctx, held.next);
    for (const [method, path] of [
      ["POST", "/api/admins/packages/add"],
      ["GET", "/ar/dashboard"],
      ["GET", "/uploads/flags/dz.webp"],
    ] as const) {
      const other = request(method, path);
      void gate(other.ctx, other.next);
      await settle();
      expect(other.ran.started).toBe(true);
    }
  });

  it("skips a waiting read whose client has left, and hands its place on", async () => {
    const gate = inFlight({ running: 1, waiting: 2, retryAfterSeconds: 1 });
    const [a, gone, c] = [request(), request(), request()];
    const done = [a, gone, c].map((one) => gate(one.ctx, one.next));
    gone.req.destroyed = true;
    a.finish();
    await settle();
    expect(gone.ran.started).toBe(false);
    expect(c.ran.started).toBe(true);
    c.finish();
    await Promise.all(done);
  });
});
