import { describe, expect, it, vi } from "vitest";
import { createLocalBus } from "../../lib/bus.js";
import { createTestApp } from "../../test/harness.js";
import { makeCarrier, makeRange, makeStaff, makeWarehouse, makeZone, staffToken } from "../../test/factories-config.js";

// Two API instances on one database and one bus, as behind a load balancer.
const bus = createLocalBus();
const first = await createTestApp({}, { bus });
const second = await createTestApp({}, { bus, db: first.db });

const token = staffToken(first, await makeStaff(first.db, { group_id: 1 }));
const warehouse = await makeWarehouse(first.db);
const zone = await makeZone(first.db, ["DZ"]);
const carrier = await makeCarrier(first.db, warehouse.id, { name: "Shared" });
const range = await makeRange(first.db, carrier.id, zone.id, 0, 30, 20);

const quoteOn = async (app: typeof first) => {
  const res = await app.request("POST", "/api/users/calc_shipping", {
    body: { weight: 2, country: "DZ", warehouse: warehouse.id },
  });
  return res.status === 200 ? (res.body.prices as { name: string; price: number }[]) : res.body.code;
};

describe("the rate card across instances", () => {
  it("is reloaded on every instance when staff change it on one", async () => {
    // Rows written by the factories: both instances read them at their next change notice.
    await first.request("POST", "/api/admins/update_shipping_company", {
      token,
      body: { id: carrier.id, activate: true },
    });
    await vi.waitFor(async () => expect(await quoteOn(second)).toEqual([expect.objectContaining({ price: 20 })]));

    const edit = await first.request("POST", "/api/admins/edit_range", {
      token,
      body: { rangeId: range.id, from: 0, to: 30, price: 17.5, zone: zone.id },
    });
    expect(edit.status).toBe(200);
    // The instance that made the change answers the new price at once; the other one soon after.
    expect(await quoteOn(first)).toEqual([expect.objectContaining({ price: 17.5 })]);
    await vi.waitFor(async () => expect(await quoteOn(second)).toEqual([expect.objectContaining({ price: 17.5 })]));

    await second.request("POST", "/api/admins/update_shipping_company", {
      token,
      body: { id: carrier.id, activate: false },
    });
    await vi.waitFor(async () => expect(await quoteOn(first)).toBe("OUT_OF_RANGE"));
  });
});
