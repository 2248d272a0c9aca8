import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { makeCarrier, makeRange, makeWarehouse, makeZone } from "../../test/factories-config.js";

const { app, token } = await createStaffTestApp(1);

describe("#zones.list", () => {
  it("should require authentication", async () => {
    expect((await app.request("GET", "/api/zones")).status).toBe(401);
  });

  it("lists zones by name with their countries", async () => {
    await makeZone(app.db, ["MA", "DZ"], "A Maghreb");
    await makeZone(app.db, [], "A Empty");
    const res = await app.request("GET", "/api/zones/", { token });
    expect(res.status).toBe(200);
    const names = res.body.zones.map((z: { name: string }) => z.name);
    expect(names.indexOf("A Empty")).toBeLessThan(names.indexOf("A Maghreb"));
    expect(res.body.zones.find((z: { name: string }) => z.name === "A Maghreb").countries).toEqual(["DZ", "MA"]);
    expect(res.body.zones.find((z: { name: string }) => z.name === "A Empty").countries).toEqual([]);
  });
});

describe("#zones.list, sorted", () => {
  it("sorts by name either way, or by number of countries, and refuses another key", async () => {
    const prefix = "S" + Date.now().toString(36);
    await makeZone(app.db, ["FR", "DE", "IT"], `${prefix} b three`);
    await makeZone(app.db, ["MA"], `${prefix} A one`);
    await makeZone(app.db, ["US", "CA"], `${prefix} c two`);
    const names = async (query: string) => {
      const res = await app.request("GET", `/api/zones?${query}`, { token });
      expect(res.status).toBe(200);
      return (res.body.zones as { name: string }[]).map((z) => z.name).filter((name) => name.startsWith(prefix));
    };
    expect(await names("sort=name")).toEqual([`${prefix} A one`, `${prefix} b three`, `${prefix} c two`]);
    expect(await names("sort=name&desc=true")).toEqual([`${prefix} c two`, `${prefix} b three`, `${prefix} A one`]);
    expect(await names("sort=countries&desc=true")).toEqual([
      `${prefix} b three`,
      `${prefix} c two`,
      `${prefix} A one`,
    ]);
    expect(await names("sort=countries")).toEqual([`${prefix} A one`, `${prefix} c two`, `${prefix} b three`]);
    const bad = await app.request("GET", "/api/zones?sort=id", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("sort");
  });
});

describe("#zones.add", () => {
  it("adds a zone with its countries, normalised and without repeats", async () => {
    const res = await app.request("POST", "/api/zones/add", {
      token,
      body: { name: "Gulf", countries: ["sa", "ARE", "SA", "QA"] },
    });
    expect(res.status).toBe(201);
    expect(res.body.zone).toMatchObject({ name: "Gulf", countries: ["AE", "QA", "SA"] });
  });

  it("requires a name ('Please fill all fields') and known countries, and stores nothing", async () => {
    const before = await app.db("zones").count<{ count: number }[]>("* as count");
    const noName = await app.request("POST", "/api/zones/add", { token, body: { name: "  ", countries: ["FR"] } });
    expect(noName.status).toBe(400);
    expect(noName.body.fields).toEqual({ name: "Please fill all fields" });
    const badCountry = await app.request("POST", "/api/zones/add", {
      token,
      body: { name: "X", countries: ["FR", "XX"] },
    });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.fields).toEqual({ "countries.1": "invalidCountry" });
    expect(await app.db("zones").count<{ count: number }[]>("* as count")).toEqual(before);
  });

  it("answers 409 for a name taken (case-blind), also when two requests race", async () => {
    await makeZone(app.db, [], "Oceania");
    const taken = await app.request("POST", "/api/zones/add", { token, body: { name: "oceania" } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("ZONE_EXISTS");
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        app.request("POST", "/api/zones/add", { token, body: { name: "Caribbean", countries: ["JM"] } }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await app.db("zones").where({ name: "Caribbean" })).toHaveLength(1);
  });
});

describe("#zones.edit", () => {
  it("replaces the countries, and the quote follows", async () => {
    const warehouse = await makeWarehouse(app.db);
    const zone = await makeZone(app.db, ["DZ"], "Quoted");
    const carrier = await makeCarrier(app.db, warehouse.id);
    await makeRange(app.db, carrier.id, zone.id, 0, 30, 12);
    const quote = () =>
      app.request("POST", "/api/users/calc_shipping", { body: { weight: 1, country: "TN", warehouse: warehouse.id } });
    // The factories wrote straight to the database; this first edit reloads the card with them.
    await app.request("POST", `/api/zones/edit/${zone.id}`, { token, body: { countries: ["DZ"] } });
    expect((await quote()).status).toBe(422);

    const res = await app.request("POST", `/api/zones/edit/${zone.id}`, { token, body: { countries: ["DZ", "TN"] } });
    expect(res.status).toBe(200);
    expect(res.body.zone.countries).toEqual(["DZ", "TN"]);
    expect((await quote()).body.prices[0].price).toBe(12);
  });

  it("answers 404 for an unknown zone and 400 for bad countries", async () => {
    const unknown = await app.request("POST", "/api/zones/edit/00000000-0000-4000-8000-000000000000", {
      token,
      body: { countries: [] },
    });
    expect(unknown.status).toBe(404);
    const zone = await makeZone(app.db, ["FR"]);
    const bad = await app.request("POST", `/api/zones/edit/${zone.id}`, { token, body: { countries: "FR" } });
    expect(bad.status).toBe(400);
    expect(await app.db("zone_countries").where({ zone_id: zone.id }).pluck("country")).toEqual(["FR"]);
  });
});

describe("#zones.edit, countries left in no zone", () => {
  const edit = (id: string, body: Record<string, unknown>) =>
    app.request("POST", `/api/zones/edit/${id}`, { token, body });
  const countriesOf = (id: string) =>
    app.db("zone_countries").where({ zone_id: id }).orderBy("country").pluck("country");

  it("answers 409 COUNTRIES_UNCOVERED naming them and saves nothing, then saves once they are allowed", async () => {
    const zone = await makeZone(app.db, ["EH", "MA", "MR"], "Maghreb west");
    await makeZone(app.db, ["MR"], "Sahel");
    const refused = await edit(zone.id, { countries: ["MA"], name: "Maghreb" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "COUNTRIES_UNCOVERED", countries: ["EH"] });
    expect(await countriesOf(zone.id)).toEqual(["EH", "MA", "MR"]);
    expect(await app.db("zones").where({ id: zone.id }).first("name")).toEqual({ name: "Maghreb west" });

    // Allowing another country is no confirmation for this one.
    const other = await edit(zone.id, { countries: ["MA"], allowUncovered: ["MR"] });
    expect(other.status).toBe(409);
    expect(other.body.countries).toEqual(["EH"]);
    expect((await edit(zone.id, { countries: ["MA"], allowUncovered: true })).status).toBe(400);

    const saved = await edit(zone.id, { countries: ["MA"], name: "Maghreb", allowUncovered: ["eh"] });
    expect(saved.status).toBe(200);
    expect(saved.body.zone).toMatchObject({ name: "Maghreb", countries: ["MA"] });
  });

  it("gives the second of two edits dropping one country from both its zones the 409", async () => {
    const [a, b] = [await makeZone(app.db, ["TK", "WS"]), await makeZone(app.db, ["TK", "TO"])];
    const answers = await Promise.all([edit(a.id, { countries: ["WS"] }), edit(b.id, { countries: ["TO"] })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.countries).toEqual(["TK"]);
    expect([...(await countriesOf(a.id)), ...(await countriesOf(b.id))]).toContain("TK");
  });
});
