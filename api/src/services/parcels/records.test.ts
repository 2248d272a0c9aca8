/**
 * Parcels kept in memory between answers are never served stale: every
 * change, made through the API or straight in the database, shows on the
 * next read, because the database raises the revision or reference version
 * the lists read with each page.
 */
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeCarrier, makeWorld } from "../../test/factories-parcels.js";
import { parcelListJson, presentParcels } from "../../presenters/parcel.js";
import { readScope } from "../work.js";
import { loadParcelRecords } from "./records.js";

const app = await createTestApp();
const world = await makeWorld(app);

const locker = async () => {
  const res = await app.request("GET", "/api/users/packages/get?perPage=100", { token: world.customerToken });
  expect(res.status).toBe(200);
  return res.body.packages as {
    _id: string;
    weight: number;
    images: string[];
    details: { price: number; description: string }[];
    methods: { price: number; company: { name: string } }[];
    shippingAddress: { city: string } | null;
  }[];
};
const approvals = async () => {
  const res = await app.request("GET", "/api/packages/request/approval/get?awaitingApprove=false&suspicious=false", {
    token: world.ops.token,
  });
  expect(res.status).toBe(200);
  return res.body.packages as { _id: string; methods: { company: { name: string } }[]; user: { fullName: string } }[];
};
const find = <T extends { _id: string }>(list: T[], id: string) => list.find((p) => p._id === id)!;

describe("parcel answers kept in memory", () => {
  it("show every change of a parcel and of its lines, photos and offers at the next read", async () => {
    const parcel = await world.parcel({ lines: 2, images: 1 });
    expect(find(await locker(), parcel.id).details.map((d) => d.price)).toEqual([10, 20]);

    await app.db("parcel_items").where({ parcel_id: parcel.id, position: 1 }).update({ price_cents: 4550 });
    expect(find(await locker(), parcel.id).details.map((d) => d.price)).toEqual([10, 45.5]);

    await app.db("parcel_images").insert({ parcel_id: parcel.id, path: "parcels/test/second.webp", position: 1 });
    expect(find(await locker(), parcel.id).images).toHaveLength(2);
    await app.db("parcel_images").where({ parcel_id: parcel.id, position: 0 }).delete();
    expect(find(await locker(), parcel.id).images.map((link) => link.split("?")[0])).toEqual([
      "/uploads/parcels/test/second.webp",
    ]);

    await app.db("parcels").where({ id: parcel.id }).update({ weight_grams: 2500 });
    expect(find(await locker(), parcel.id).weight).toBe(2.5);
  });

  it("show a renamed carrier and a renamed owner at the next read", async () => {
    const carrier = await makeCarrier(app.db, world.warehouse.id, { name: "Before" });
    const parcel = await world.parcel({ state: "approved" });
    await app.db("shipping_offers").insert({ parcel_id: parcel.id, carrier_id: carrier.id, price_cents: 1200 });
    expect(find(await approvals(), parcel.id).methods.map((m) => m.company.name)).toEqual(["Before"]);

    await app.db("carriers").where({ id: carrier.id }).update({ name: "After" });
    expect(find(await approvals(), parcel.id).methods.map((m) => m.company.name)).toEqual(["After"]);

    await app.db("customers").where({ id: world.customer.id }).update({ first_name: "Renamed" });
    expect(find(await approvals(), parcel.id).user.fullName).toMatch(/^Renamed /);
  });

  it("write a list's JSON with the same content as the presented parcels, twice the same", async () => {
    const parcels = [await world.parcel({ lines: 2, images: 2 }), await world.parcel({ state: "approved" })];
    const now = new Date();
    for (let i = 0; i < 2; i++) {
      const records = await loadParcelRecords(
        readScope(app.deps),
        parcels.map((p) => p.id),
      );
      const text = parcelListJson({ records, total: 2, pageCount: 1 }, now, "packageCount", { withUser: true }).text;
      expect(JSON.parse(text)).toEqual({
        error: false,
        packages: presentParcels(records, now, { withUser: true }),
        packageCount: 2,
        pageCount: 1,
      });
    }
  });

  it("move a kept parcel's expired flag with the clock", async () => {
    const parcel = await world.parcel({ state: "in_locker" });
    const expired = async () => (find(await locker(), parcel.id) as unknown as { expired: boolean }).expired;
    expect(await expired()).toBe(false);
    app.setNow(new Date(Date.now() + 400 * 24 * 3600 * 1000));
    expect(await expired()).toBe(true);
  });
});
