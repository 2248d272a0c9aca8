import { describe, expect, it } from "vitest";
import { releaseBuffer } from "./buffers.js";

describe("releaseBuffer", () => {
  it("empties a large buffer that owns its memory", () => {
    const bytes = Buffer.concat([Buffer.alloc(100_000, 1), Buffer.alloc(100_000, 2)]);
    releaseBuffer(bytes);
    expect(bytes.length).toBe(0);
    expect(() => releaseBuffer(bytes)).not.toThrow();
  });

  it("leaves a view into a shared buffer, and a small one, as they are", () => {
    const whole = Buffer.alloc(200_000, 7);
    const view = whole.subarray(1_000, 150_000);
    releaseBuffer(view);
    expect(view.length).toBe(149_000);
    expect(whole[0]).toBe(7);
    const small = Buffer.from("a few bytes from Node's pool");
    releaseBuffer(small);
    expect(small.toString()).toBe("a few bytes from Node's pool");
  });
});
