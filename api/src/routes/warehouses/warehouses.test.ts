import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { customerToken, makeCustomer, makeWarehouse, sendForm, tinyPng } from "../../test/factories-config.js";

const { app, token } = await createStaffTestApp(1);

const fields = {
  country: "DE",
  state: "Hessen",
  city: "Frankfurt am Main",
  zip: "65933",
  phone: "+49 69 3004 0000",
  addressLineOne: "Lärchenstraße 110",
  addressLineTwo: "Halle 4, IPF",
  color: "#dd0000",
  isActive: "true",
};

describe("#admins.address.add", () => {
  it("should require authentication", async () => {
    expect((await sendForm(app, "POST", "/api/admins/address/add", fields)).status).toBe(401);
  });

  it("adds a warehouse with its flag, inactive whatever the form says", async () => {
    const res = await sendForm(app, "POST", "/api/admins/address/add", fields, {
      token,
      files: [{ field: "image", bytes: await tinyPng(), filename: "de.png" }],
    });
    expect(res.status).toBe(201);
    expect(res.body.address).toMatchObject({
      country: "DE",
      city: "Frankfurt am Main",
      addressLineTwo: "Halle 4, IPF",
      color: "#DD0000",
      isActive: false,
    });
    expect(res.body.address.flagImage).toMatch(/^\/uploads\/flags\/.+\.webp$/);
  });

  it("requires line one, country, city, state, postal code and phone, and stores nothing", async () => {
    const before = await app.db("warehouses").count<{ count: number }[]>("* as count");
    const res = await sendForm(app, "POST", "/api/admins/address/add", { country: "Nowhere", color: "red" }, { token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      country: "invalidCountry",
      state: "stateRequired",
      city: "cityRequired",
      zip: "zipRequired",
      phone: "phoneRequired",
      addressLineOne: "addressLineOneRequired",
      color: "invalidColor",
    });
    const badFlag = await sendForm(app, "POST", "/api/admins/address/add", fields, {
      token,
      files: [{ field: "image", bytes: Buffer.from("<svg/>"), filename: "flag.png" }],
    });
    expect(badFlag.status).toBe(400);
    expect(await app.db("warehouses").count<{ count: number }[]>("* as count")).toEqual(before);
  });
});

describe("#admins.address.update", () => {
  it("switches a warehouse on and off with {isActive} as JSON or multipart", async () => {
    const warehouse = await makeWarehouse(app.db, { is_active: false });
    const on = await app.request("PUT", `/api/admins/address/${warehouse.id}`, { token, body: { isActive: true } });
    expect(on.status).toBe(200);
    expect(on.body.address.isActive).toBe(true);
    const off = await sendForm(app, "PUT", `/api/admins/address/${warehouse.id}`, { isActive: "false" }, { token });
    expect(off.status).toBe(200);
    expect(off.body.address.isActive).toBe(false);
    const bad = await app.request("PUT", `/api/admins/address/${warehouse.id}`, { token, body: { isActive: "maybe" } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ isActive: "invalidBoolean" });
  });

  it("edits every field and replaces the flag", async () => {
    const created = await sendForm(app, "POST", "/api/admins/address/add", fields, {
      token,
      files: [{ field: "image", bytes: await tinyPng(), filename: "de.png" }],
    });
    const id = created.body.address._id;
    const oldFlag = created.body.address.flagImage;
    const res = await sendForm(
      app,
      "PUT",
      `/api/admins/address/${id}`,
      { ...fields, city: "Offenbach", isActive: "true" },
      { token, files: [{ field: "image", bytes: await tinyPng(), filename: "new.png" }] },
    );
    expect(res.status).toBe(200);
    expect(res.body.address).toMatchObject({ city: "Offenbach", isActive: true });
    expect(res.body.address.flagImage).not.toBe(oldFlag);
    expect((await fetch(app.url + oldFlag)).status).toBe(404);
    expect((await fetch(app.url + res.body.address.flagImage)).status).toBe(200);

    const partial = await sendForm(app, "PUT", `/api/admins/address/${id}`, { city: "Only" }, { token });
    expect(partial.status).toBe(400);
    expect((await app.db("warehouses").where({ id }).first()).city).toBe("Offenbach");
  });

  it("answers 404 for an unknown warehouse", async () => {
    const res = await app.request("PUT", "/api/admins/address/00000000-0000-4000-8000-000000000000", {
      token,
      body: { isActive: true },
    });
    expect(res.status).toBe(404);
  });
});

describe("#admins.address.all", () => {
  it("lists every warehouse, active or not", async () => {
    const hidden = await makeWarehouse(app.db, { is_active: false, city: "Hidden" });
    const res = await app.request("GET", "/api/admins/address/all", { token });
    expect(res.status).toBe(200);
    expect(res.body.addresses.map((a: { _id: string }) => a._id)).toContain(hidden.id);
  });

  it("counts the live customers who see the open warehouses", async () => {
    const before = (await app.request("GET", "/api/admins/address/all", { token })).body.customerCount as number;
    await makeCustomer(app.db);
    const res = await app.request("GET", "/api/admins/address/all", { token });
    expect(res.body.customerCount).toBe(before + 1);
  });
});

describe("#addresses.company", () => {
  it("lists active warehouses to guests, line two as stored", async () => {
    const open = await makeWarehouse(app.db, { address_line_two: "Bâtiment C, IPF" });
    const shut = await makeWarehouse(app.db, { is_active: false });
    const res = await app.request("GET", "/api/addresses/company");
    expect(res.status).toBe(200);
    const ids = res.body.addresses.map((a: { _id: string }) => a._id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(shut.id);
    expect(res.body.addresses.find((a: { _id: string }) => a._id === open.id).addressLineTwo).toBe("Bâtiment C, IPF");
  });

  it("follows line two with the signed-in customer's code; a stale token is a guest", async () => {
    const open = await makeWarehouse(app.db, { address_line_two: "Bâtiment C, IPF" });
    const customer = await makeCustomer(app.db, { address_code: "KX7P2M" });
    const signedIn = await app.request("GET", "/api/addresses/company", { token: customerToken(app, customer) });
    expect(signedIn.body.addresses.find((a: { _id: string }) => a._id === open.id).addressLineTwo).toBe(
      "Bâtiment C, IPF KX7P2M",
    );
    // A password change retires the token: the answer is a guest's, not a 401.
    await app.db("customers").where({ id: customer.id }).increment("token_version", 1);
    const stale = await app.request("GET", "/api/addresses/company", { token: customerToken(app, customer) });
    expect(stale.status).toBe(200);
    expect(stale.body.addresses.find((a: { _id: string }) => a._id === open.id).addressLineTwo).toBe("Bâtiment C, IPF");
    const staffTokenSent = await app.request("GET", "/api/addresses/company", { token });
    expect(staffTokenSent.status).toBe(200);
  });
});
