import { describe, expect, it } from "vitest";
import { createTestDatabase } from "@ipf/db/testing";
import { createPgBus } from "./bus.js";
import { createLogger } from "./logger.js";

const { url } = await createTestDatabase();
const log = createLogger("silent");

function nextMessage(subscribe: (handler: (payload: unknown) => void) => () => void): Promise<unknown> {
  return new Promise((resolve) => {
    const off = subscribe((payload) => {
      off();
      resolve(payload);
    });
  });
}

describe("the PostgreSQL event bus", () => {
  it("delivers what one instance publishes to every instance, itself included", async () => {
    const first = await createPgBus(url, log);
    const second = await createPgBus(url, log);
    try {
      const atFirst = nextMessage((h) => first.subscribe("rates.changed", h));
      const atSecond = nextMessage((h) => second.subscribe("rates.changed", h));
      const elsewhere: unknown[] = [];
      second.subscribe("other.topic", (payload) => elsewhere.push(payload));
      await first.publish("rates.changed", { warehouseId: "w1" });
      expect(await atFirst).toEqual({ warehouseId: "w1" });
      expect(await atSecond).toEqual({ warehouseId: "w1" });
      expect(elsewhere).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
