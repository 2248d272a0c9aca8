import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { makeCustomer, makeParcel, makeTransaction, makeWarehouse } from "../../test/factories-config.js";

const { app, token } = await createStaffTestApp(2);
const warehouse = await makeWarehouse(app.db);
const customer = await makeCustomer(app.db, { email: "filters@example.com" });

async function transaction(fields: Record<string, unknown>) {
  const parcel = await makeParcel(app.db, customer.id, warehouse.id);
  return makeTransaction(app.db, customer.id, parcel.id, fields);
}

const list = (query: string) =>
  app.request("GET", `/api/admins/transactions?query=filters%40example&${query}`, { token });
const ids = (body: { transactions: { _id: string }[] }) => body.transactions.map((t) => t._id);

describe("#admins.transactions filters", () => {
  const made = (async () => ({
    card: await transaction({ type: "card", created_at: new Date("2026-03-01T10:00:00Z") }),
    offline: await transaction({
      type: "offline",
      offline_payment_type: "bank_transfer",
      currency: "EUR",
      state: "pending",
      created_at: new Date("2026-03-02T10:00:00Z"),
    }),
    bitcoin: await transaction({ type: "bitcoin", state: "cancelled", created_at: new Date("2026-03-03T10:00:00Z") }),
  }))();

  it("should filter by state, by method, and by a time range", async () => {
    const { card, offline, bitcoin } = await made;
    expect(ids((await list("")).body)).toEqual([bitcoin.id, offline.id, card.id]);
    expect(ids((await list("state=pending")).body)).toEqual([offline.id]);
    expect(ids((await list("state=complete")).body)).toEqual([card.id]);
    expect(ids((await list("type=bitcoin")).body)).toEqual([bitcoin.id]);
    expect(ids((await list("type=card&state=cancelled")).body)).toEqual([]);
    const range = await list(
      `from=${encodeURIComponent("2026-03-02T00:00:00+01:00")}&to=${encodeURIComponent("2026-03-03T00:00:00Z")}`,
    );
    expect(range.status).toBe(200);
    expect(ids(range.body)).toEqual([offline.id]);
    expect(range.body).toMatchObject({ requestCount: 1, pageCount: 1 });
  });

  it("should refuse an unknown state or method and a range that ends before it starts", async () => {
    const bad = await list("state=paid&type=cash&from=yesterday");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["from", "state", "type"]);
    const reversed = await list("from=2026-03-03T00:00:00Z&to=2026-03-02T00:00:00Z");
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ to: "toBeforeFrom" });
  });
});
