import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { makeCarrier, makeRange, makeWarehouse, makeZone, sendForm, tinyPng } from "../../test/factories-config.js";

const { app, token } = await createStaffTestApp(1);
const warehouse = await makeWarehouse(app.db);
const maghreb = await makeZone(app.db, ["DZ", "MA"], "Maghreb");
const europe = await makeZone(app.db, ["FR", "DE"], "Europe");

const carrierForm = {
  name: "Colissimo",
  nameAR: "كوليسيمو",
  dimensionalWeight: 6000,
  minShipTime: 5,
  maxShipTime: 10,
  warehouse: warehouse.id,
};

describe("#rates.create_shipping_company", () => {
  it("should require authentication", async () => {
    const res = await sendForm(app, "POST", "/api/admins/create_shipping_company", carrierForm);
    expect(res.status).toBe(401);
  });

  it("creates an active carrier of the main card with its logo", async () => {
    const res = await sendForm(app, "POST", "/api/admins/create_shipping_company", carrierForm, {
      token,
      files: [{ field: "logoImage", bytes: await tinyPng(), filename: "logo.png" }],
    });
    expect(res.status).toBe(201);
    expect(res.body.company).toMatchObject({
      ...carrierForm,
      isActive: true,
      rateCard: "main",
      ranges: [],
    });
    expect(res.body.company.logoImage).toMatch(/^\/uploads\/logos\/.+\.webp$/);
    const logo = await fetch(app.url + res.body.company.logoImage);
    expect(logo.status).toBe(200);
  });

  it("uses the divisor 5000 when none is given", async () => {
    const { dimensionalWeight: _omitted, ...rest } = carrierForm;
    const res = await sendForm(app, "POST", "/api/admins/create_shipping_company", rest, { token });
    expect(res.status).toBe(201);
    expect(res.body.company).toMatchObject({ dimensionalWeight: 5000, logoImage: null });
  });

  it("answers 400 with field messages and stores nothing", async () => {
    const before = await app.db("carriers").count<{ count: number }[]>("* as count");
    const res = await sendForm(
      app,
      "POST",
      "/api/admins/create_shipping_company",
      { nameAR: "x", minShipTime: 9, maxShipTime: 3, dimensionalWeight: "heavy", warehouse: "nope" },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: "nameRequired",
      dimensionalWeight: "invalidDivisor",
      warehouse: "invalidWarehouse",
    });
    const times = await sendForm(
      app,
      "POST",
      "/api/admins/create_shipping_company",
      { ...carrierForm, minShipTime: 9, maxShipTime: 3 },
      { token },
    );
    expect(times.body.fields).toEqual({ maxShipTime: "maxShipTimeBelowMin" });
    const after = await app.db("carriers").count<{ count: number }[]>("* as count");
    expect(after).toEqual(before);
  });

  it("answers 400 for an unknown warehouse and for a logo that is not an image, and stores nothing", async () => {
    const before = await app.db("carriers").count<{ count: number }[]>("* as count");
    const unknown = await sendForm(
      app,
      "POST",
      "/api/admins/create_shipping_company",
      { ...carrierForm, warehouse: "00000000-0000-4000-8000-000000000000" },
      { token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ warehouse: "invalidWarehouse" });
    const notImage = await sendForm(app, "POST", "/api/admins/create_shipping_company", carrierForm, {
      token,
      files: [{ field: "logoImage", bytes: Buffer.from("not an image at all"), filename: "logo.png" }],
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.code).toBe("INVALID_FILE");
    expect(await app.db("carriers").count<{ count: number }[]>("* as count")).toEqual(before);
  });
});

describe("#rates.update_shipping_company", () => {
  it("switches a carrier off and on", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    const off = await app.request("POST", "/api/admins/update_shipping_company", {
      token,
      body: { id: carrier.id, activate: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.company.isActive).toBe(false);
    const on = await app.request("POST", "/api/admins/update_shipping_company", {
      token,
      body: { id: carrier.id, activate: true },
    });
    expect(on.body.company.isActive).toBe(true);
  });

  it("edits every field, all of them required", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    const other = await makeWarehouse(app.db, { country: "DE" });
    const res = await app.request("POST", "/api/admins/update_shipping_company", {
      token,
      body: { id: carrier.id, ...carrierForm, name: "DHL", warehouse: other.id, dimensionalWeight: 4000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ name: "DHL", warehouse: other.id, dimensionalWeight: 4000 });

    const missing = await app.request("POST", "/api/admins/update_shipping_company", {
      token,
      body: { id: carrier.id, name: "Only a name" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      nameAR: "nameArRequired",
      minShipTime: "minShipTimeRequired",
      warehouse: "warehouseRequired",
    });
    expect((await app.db("carriers").where({ id: carrier.id }).first()).name).toBe("DHL");
  });

  it("answers 404 for an unknown carrier, a removed one and one of the other card", async () => {
    const removed = await makeCarrier(app.db, warehouse.id, { deleted_at: new Date() });
    const side = await makeCarrier(app.db, warehouse.id, { rate_card: "side" });
    for (const id of [removed.id, side.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await app.request("POST", "/api/admins/update_shipping_company", {
        token,
        body: { id, activate: false },
      });
      expect(res.status).toBe(404);
    }
    expect((await app.db("carriers").where({ id: side.id }).first()).is_active).toBe(true);
  });
});

describe("#rates.update_shipping_company_logo", () => {
  const created = async () =>
    (
      await sendForm(app, "POST", "/api/admins/create_shipping_company", carrierForm, {
        token,
        files: [{ field: "logoImage", bytes: await tinyPng(), filename: "logo.png" }],
      })
    ).body.company as { _id: string; logoImage: string };
  const changeLogo = async (id: string, bytes?: Buffer) =>
    sendForm(
      app,
      "POST",
      "/api/admins/update_shipping_company_logo",
      { id },
      { token, files: bytes ? [{ field: "logoImage", bytes, filename: "logo.png" }] : [] },
    );

  it("replaces the logo and removes the old file; two changes at once leave one logo", async () => {
    const carrier = await created();
    const res = await changeLogo(carrier._id, await tinyPng());
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ _id: carrier._id, name: "Colissimo" });
    expect(res.body.company.logoImage).toMatch(/^\/uploads\/logos\/.+\.webp$/);
    expect(res.body.company.logoImage).not.toBe(carrier.logoImage);
    expect((await fetch(app.url + res.body.company.logoImage)).status).toBe(200);
    expect((await fetch(app.url + carrier.logoImage)).status).toBe(404);

    const both = await Promise.all([
      changeLogo(carrier._id, await tinyPng()),
      changeLogo(carrier._id, await tinyPng()),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    const list = await app.request("GET", "/api/admins/get_shipping_companies", { token });
    const kept = list.body.results.find((c: { _id: string }) => c._id === carrier._id).logoImage as string;
    for (const logo of [res.body.company.logoImage, ...both.map((answer) => answer.body.company.logoImage)]) {
      expect((await fetch(app.url + logo)).status).toBe(logo === kept ? 200 : 404);
    }
  });

  it("answers 400 without a logo or for a file that is not an image, 404 for an unknown carrier, and keeps the logo", async () => {
    const carrier = await created();
    const none = await changeLogo(carrier._id);
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ logoImage: "logoRequired" });
    const notImage = await changeLogo(carrier._id, Buffer.from("not an image at all"));
    expect(notImage.status).toBe(400);
    expect(notImage.body.code).toBe("INVALID_FILE");
    const side = await makeCarrier(app.db, warehouse.id, { rate_card: "side" });
    for (const id of [side.id, "00000000-0000-4000-8000-000000000000"]) {
      expect((await changeLogo(id, await tinyPng())).status).toBe(404);
    }
    const row = await app.db("carriers").where({ id: carrier._id }).first();
    expect(`/uploads/${row.logo_path}`).toBe(carrier.logoImage);
    expect((await fetch(app.url + carrier.logoImage)).status).toBe(200);
  });
});

describe("#rates.remove_company", () => {
  it("removes a carrier from the lists and keeps its row", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id, { name: "Gone Express" });
    const res = await app.request("GET", `/api/admins/remove_company/${carrier.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: "Company removed successfully" });
    const row = await app.db("carriers").where({ id: carrier.id }).first();
    expect(row.deleted_at).not.toBeNull();
    const list = await app.request("GET", "/api/admins/get_shipping_companies", { token });
    expect(list.body.results.map((c: { name: string }) => c.name)).not.toContain("Gone Express");
    expect((await app.request("GET", `/api/admins/remove_company/${carrier.id}`, { token })).status).toBe(404);
  });
});

describe("#rates.create_range", () => {
  it("adds a range in kg and dollars, stored in grams and cents", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    const res = await app.request("POST", "/api/admins/create_range", {
      token,
      body: { from: 0, to: 0.5, price: 12.9, company: carrier.id, zone: maghreb.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.range).toMatchObject({ from: 0, to: 0.5, price: 12.9, zone: maghreb.id, zoneName: "Maghreb" });
    const row = await app.db("carrier_ranges").where({ id: res.body.range._id }).first();
    expect(row).toMatchObject({ from_grams: 0, to_grams: 500, price_cents: 1290 });
  });

  it("accepts ranges that meet, and the same weights for another zone", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    const add = (from: number, to: number, zone: string) =>
      app.request("POST", "/api/admins/create_range", {
        token,
        body: { from, to, price: 10, company: carrier.id, zone },
      });
    expect((await add(0, 1, maghreb.id)).status).toBe(201);
    expect((await add(1, 2, maghreb.id)).status).toBe(201);
    expect((await add(0, 2, europe.id)).status).toBe(201);
  });

  it("answers 409 for an overlap and changes nothing", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    await makeRange(app.db, carrier.id, maghreb.id, 1, 5, 20);
    for (const [from, to] of [
      [0, 1.001],
      [4.999, 6],
      [2, 3],
      [0, 30],
    ]) {
      const res = await app.request("POST", "/api/admins/create_range", {
        token,
        body: { from, to, price: 10, company: carrier.id, zone: maghreb.id },
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("RANGE_OVERLAP");
    }
    expect(await app.db("carrier_ranges").where({ carrier_id: carrier.id })).toHaveLength(1);
  });

  it("answers 400 for from not below to, a negative price, bad numbers and an unknown zone", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ from: 2, to: 2, price: 1, zone: maghreb.id }, { to: "toNotAboveFrom" }],
      [{ from: 3, to: 1, price: 1, zone: maghreb.id }, { to: "toNotAboveFrom" }],
      [{ from: 0, to: 1, price: -1, zone: maghreb.id }, { price: "invalidPrice" }],
      [{ from: "a", to: 1, price: 1, zone: maghreb.id }, { from: "invalidWeight" }],
      [{ from: 30, to: 1001, price: 1, zone: maghreb.id }, { to: "weightMax?max=1000" }],
      [
        { to: 1, zone: maghreb.id },
        { from: "fromRequired", price: "priceRequired" },
      ],
      [{ from: 0, to: 1, price: 1, zone: "00000000-0000-4000-8000-000000000000" }, { zone: "invalidZone" }],
      [{ from: 0.0001, to: 0.0004, price: 1, zone: maghreb.id }, { to: "toNotAboveFrom" }],
    ];
    for (const [body, fields] of cases) {
      const res = await app.request("POST", "/api/admins/create_range", {
        token,
        body: { ...body, company: carrier.id },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    expect(await app.db("carrier_ranges").where({ carrier_id: carrier.id })).toHaveLength(0);
  });

  it("answers 404 for a company that is unknown, removed or of the side card", async () => {
    const removed = await makeCarrier(app.db, warehouse.id, { deleted_at: new Date() });
    const side = await makeCarrier(app.db, warehouse.id, { rate_card: "side" });
    for (const company of [removed.id, side.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await app.request("POST", "/api/admins/create_range", {
        token,
        body: { from: 0, to: 1, price: 1, company, zone: maghreb.id },
      });
      expect(res.status).toBe(404);
    }
  });

  it("lets one of several racing overlapping ranges win", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    const answers = await Promise.all(
      [0, 0.5, 1, 1.5, 2].map((from) =>
        app.request("POST", "/api/admins/create_range", {
          token,
          body: { from, to: from + 3, price: 10, company: carrier.id, zone: maghreb.id },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await app.db("carrier_ranges").where({ carrier_id: carrier.id })).toHaveLength(1);
  });
});

describe("#rates.edit_range", () => {
  it("moves a range within free space, refuses an overlap, and answers 404 for an unknown range", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    const low = await makeRange(app.db, carrier.id, maghreb.id, 0, 1, 10);
    await makeRange(app.db, carrier.id, maghreb.id, 2, 3, 30);
    const edit = (body: Record<string, unknown>) =>
      app.request("POST", "/api/admins/edit_range", { token, body: { rangeId: low.id, zone: maghreb.id, ...body } });

    const grown = await edit({ from: 0, to: 2, price: 11 });
    expect(grown.status).toBe(200);
    expect(grown.body.range).toMatchObject({ from: 0, to: 2, price: 11 });

    const overlap = await edit({ from: 0, to: 2.5, price: 11 });
    expect(overlap.status).toBe(409);
    expect(await app.db("carrier_ranges").where({ id: low.id }).first()).toMatchObject({ to_grams: 2000 });

    const otherZone = await edit({ from: 0, to: 5, price: 9, zone: europe.id });
    expect(otherZone.status).toBe(200);
    expect(otherZone.body.range).toMatchObject({ zone: europe.id, zoneName: "Europe" });

    const unknown = await app.request("POST", "/api/admins/edit_range", {
      token,
      body: { rangeId: "00000000-0000-4000-8000-000000000000", from: 0, to: 1, price: 1, zone: maghreb.id },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("#rates.edit_range, racing", () => {
  it("lets one of two edits that would only overlap each other win", async () => {
    const carrier = await makeCarrier(app.db, warehouse.id);
    const low = await makeRange(app.db, carrier.id, maghreb.id, 0, 1, 10);
    const high = await makeRange(app.db, carrier.id, maghreb.id, 3, 4, 30);
    // Alone, each edit fits; together they would share (2, 2.5].
    const answers = await Promise.all([
      app.request("POST", "/api/admins/edit_range", {
        token,
        body: { rangeId: low.id, from: 0, to: 2.5, price: 10, zone: maghreb.id },
      }),
      app.request("POST", "/api/admins/edit_range", {
        token,
        body: { rangeId: high.id, from: 2, to: 4, price: 30, zone: maghreb.id },
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: "RANGE_OVERLAP" });
    const rows = (await app
      .db("carrier_ranges")
      .where({ carrier_id: carrier.id })
      .orderBy("from_grams")
      .select("from_grams", "to_grams")) as { from_grams: number; to_grams: number }[];
    expect(rows[0]!.to_grams <= rows[1]!.from_grams).toBe(true);
  });
});

describe("#rates.delete_range", () => {
  it("deletes a range of either card; the side call only side ranges", async () => {
    const main = await makeCarrier(app.db, warehouse.id);
    const side = await makeCarrier(app.db, warehouse.id, { rate_card: "side" });
    const mainRange = await makeRange(app.db, main.id, maghreb.id, 0, 1, 10);
    const sideRange = await makeRange(app.db, side.id, maghreb.id, 0, 1, 10);
    const otherSide = await makeRange(app.db, side.id, maghreb.id, 1, 2, 10);

    const refused = await app.request("POST", "/api/admins/side_delete_range", {
      token,
      body: { rangeId: mainRange.id },
    });
    expect(refused.status).toBe(404);
    expect(
      (await app.request("POST", "/api/admins/side_delete_range", { token, body: { rangeId: otherSide.id } })).status,
    ).toBe(200);
    expect(
      (await app.request("POST", "/api/admins/delete_range/", { token, body: { rangeId: mainRange.id } })).status,
    ).toBe(200);
    expect(
      (await app.request("POST", "/api/admins/delete_range", { token, body: { rangeId: sideRange.id } })).status,
    ).toBe(200);
    expect(await app.db("carrier_ranges").whereIn("carrier_id", [main.id, side.id])).toHaveLength(0);
    expect(
      (await app.request("POST", "/api/admins/delete_range", { token, body: { rangeId: sideRange.id } })).status,
    ).toBe(404);
  });
});

describe("#rates.get_shipping_companies", () => {
  it("lists each card's carriers with their ranges, the side card apart", async () => {
    const fresh = await makeWarehouse(app.db, { country: "ES" });
    const main = await makeCarrier(app.db, fresh.id, { name: "Correos" });
    const side = await makeCarrier(app.db, fresh.id, { name: "Groupage", rate_card: "side" });
    await makeRange(app.db, main.id, maghreb.id, 0, 0.5, 9.9);
    await makeRange(app.db, side.id, europe.id, 0, 30, 5);

    const mainList = await app.request("GET", "/api/admins/get_shipping_companies", { token });
    const correos = mainList.body.results.find((c: { _id: string }) => c._id === main.id);
    expect(correos.ranges).toEqual([
      { _id: expect.any(String), from: 0, to: 0.5, price: 9.9, zone: maghreb.id, zoneName: "Maghreb" },
    ]);
    expect(mainList.body.results.some((c: { _id: string }) => c._id === side.id)).toBe(false);

    const sideList = await app.request("GET", "/api/admins/side_get_shipping_companies", { token });
    expect(sideList.body.results.map((c: { _id: string }) => c._id)).toContain(side.id);
    expect(sideList.body.results.every((c: { rateCard: string }) => c.rateCard === "side")).toBe(true);
  });

  it("creates side carriers and ranges through the side calls", async () => {
    const created = await sendForm(app, "POST", "/api/admins/side_create_shipping_company", carrierForm, { token });
    expect(created.status).toBe(201);
    expect(created.body.company.rateCard).toBe("side");
    const range = await app.request("POST", "/api/admins/side_create_range", {
      token,
      body: { from: 0, to: 10, price: 7, company: created.body.company._id, zone: maghreb.id },
    });
    expect(range.status).toBe(201);
    const edited = await app.request("POST", "/api/admins/side_edit_range", {
      token,
      body: { rangeId: range.body.range._id, from: 0, to: 20, price: 8, zone: maghreb.id },
    });
    expect(edited.body.range).toMatchObject({ to: 20, price: 8 });
    const switched = await app.request("POST", "/api/admins/side_update_shipping_company", {
      token,
      body: { id: created.body.company._id, activate: false },
    });
    expect(switched.body.company.isActive).toBe(false);
    const removed = await app.request("GET", `/api/admins/side_remove_company/${created.body.company._id}`, { token });
    expect(removed.status).toBe(200);
    // A main-card call cannot reach it.
    const main = await app.request("GET", `/api/admins/remove_company/${created.body.company._id}`, { token });
    expect(main.status).toBe(404);
  });
});

describe("#users.shipping_companies", () => {
  it("lists the active carriers of the main card, without a token", async () => {
    const active = await makeCarrier(app.db, warehouse.id, { name: "Listed" });
    const off = await makeCarrier(app.db, warehouse.id, { name: "Switched off", is_active: false });
    const side = await makeCarrier(app.db, warehouse.id, { name: "Side one", rate_card: "side" });
    const res = await app.request("GET", "/api/users/shipping_companies");
    expect(res.status).toBe(200);
    const ids = res.body.companies.map((c: { _id: string }) => c._id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(side.id);
    expect(res.body.companies.find((c: { _id: string }) => c._id === active.id)).toMatchObject({
      name: "Listed",
      warehouse: warehouse.id,
    });
  });
});
