import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { sendForm, tinyPng } from "../../test/factories-config.js";

const { app, token } = await createStaffTestApp(1);

const category = async (name: string) =>
  (await app.request("POST", "/api/shops/category/create", { token, body: { name } })).body.category as {
    _id: string;
    name: string;
  };
const logo = async () => [{ field: "image", bytes: await tinyPng(), filename: "logo.png" }];
const createShop = async (fields: Record<string, string>) =>
  sendForm(app, "POST", "/api/shops/shop/create", fields, { token, files: await logo() });

describe("#shops.category", () => {
  it("creates, renames, lists and deletes categories", async () => {
    const created = await app.request("POST", "/api/shops/category/create", { token, body: { name: "Fashion" } });
    expect(created.status).toBe(201);
    const id = created.body.category._id;
    const renamed = await app.request("POST", "/api/shops/category/edit", {
      token,
      body: { categoryId: id, name: "Fashion & shoes" },
    });
    expect(renamed.body.category).toEqual({ _id: id, name: "Fashion & shoes" });
    const list = await app.request("GET", "/api/shops/category/get");
    expect(list.body.categories).toContainEqual({ _id: id, name: "Fashion & shoes" });
    expect((await app.request("DELETE", `/api/shops/category/delete/${id}`, { token })).status).toBe(200);
    expect((await app.request("DELETE", `/api/shops/category/delete/${id}`, { token })).status).toBe(404);
  });

  it("requires a name, refuses a taken one (409) and a category in use (409)", async () => {
    const empty = await app.request("POST", "/api/shops/category/create", { token, body: { name: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ name: "nameRequired" });
    const books = await category("Books");
    const taken = await app.request("POST", "/api/shops/category/create", { token, body: { name: "BOOKS" } });
    expect(taken.status).toBe(409);
    await createShop({
      name: "Fnac",
      category: books._id,
      country: "FR",
      color: "#E1A925",
      link: "https://www.fnac.com",
    });
    const inUse = await app.request("DELETE", `/api/shops/category/delete/${books._id}`, { token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe("CATEGORY_IN_USE");
    const missing = await app.request("POST", "/api/shops/category/edit", {
      token,
      body: { categoryId: "00000000-0000-4000-8000-000000000000", name: "X" },
    });
    expect(missing.status).toBe(404);
  });

  it("lets one of two racing creations of a name win", async () => {
    const racing = await Promise.all(
      [1, 2].map(() => app.request("POST", "/api/shops/category/create", { token, body: { name: "Toys" } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe("#shops.shop", () => {
  it("creates a shop with every field and its logo", async () => {
    const tech = await category("Tech");
    const res = await createShop({
      name: "Darty",
      category: tech._id,
      country: "fr",
      color: "#e30613",
      link: "https://www.darty.com",
    });
    expect(res.status).toBe(201);
    expect(res.body.shop).toMatchObject({
      name: "Darty",
      category: { _id: tech._id, name: "Tech" },
      country: "FR",
      color: "#E30613",
      link: "https://www.darty.com",
    });
    expect(res.body.shop.image).toMatch(/^\/uploads\/shops\//);
  });

  it("requires every field and an image logo, and stores nothing otherwise", async () => {
    const tech = await category("Tech 2");
    const before = await app.db("shops").count<{ count: number }[]>("* as count");
    const empty = await sendForm(app, "POST", "/api/shops/shop/create", {}, { token, files: await logo() });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      name: "nameRequired",
      category: "categoryRequired",
      country: "countryRequired",
      color: "colorRequired",
      link: "linkRequired",
    });
    const good = { name: "X", category: tech._id, country: "FR", color: "#000000", link: "https://x.example" };
    const noLogo = await sendForm(app, "POST", "/api/shops/shop/create", good, { token });
    expect(noLogo.status).toBe(400);
    expect(noLogo.body.fields).toEqual({ image: "imageRequired" });
    const notImage = await sendForm(app, "POST", "/api/shops/shop/create", good, {
      token,
      files: [{ field: "image", bytes: Buffer.from("%PDF-1.4 not an image"), filename: "logo.png" }],
    });
    expect(notImage.status).toBe(400);
    const badLink = await createShop({ ...good, link: "javascript:alert(1)" });
    expect(badLink.body.fields).toEqual({ link: "invalidLink" });
    const unknownCategory = await createShop({ ...good, category: "00000000-0000-4000-8000-000000000000" });
    expect(unknownCategory.body.fields).toEqual({ category: "invalidCategory" });
    expect(await app.db("shops").count<{ count: number }[]>("* as count")).toEqual(before);
  });

  it("edits a shop, keeping its logo when none is sent, and deletes it", async () => {
    const tech = await category("Tech 3");
    const other = await category("Other 3");
    const created = await createShop({
      name: "Boulanger",
      category: tech._id,
      country: "FR",
      color: "#000000",
      link: "https://b.example",
    });
    const id = created.body.shop._id;
    const res = await sendForm(
      app,
      "POST",
      "/api/shops/shop/edit",
      {
        shopId: id,
        name: "Boulanger.com",
        category: other._id,
        country: "BE",
        color: "#111111",
        link: "https://b.example/be",
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.shop).toMatchObject({ name: "Boulanger.com", category: { _id: other._id }, country: "BE" });
    expect(res.body.shop.image).toBe(created.body.shop.image);
    const missing = await sendForm(
      app,
      "POST",
      "/api/shops/shop/edit",
      {
        shopId: "00000000-0000-4000-8000-000000000000",
        name: "X",
        category: other._id,
        country: "BE",
        color: "#111111",
        link: "https://x.example",
      },
      { token },
    );
    expect(missing.status).toBe(404);
    expect((await app.request("DELETE", `/api/shops/shop/delete/${id}`, { token })).status).toBe(200);
    expect((await app.request("DELETE", `/api/shops/shop/delete/${id}`, { token })).status).toBe(404);
  });

  it("lists and filters shops by category and country, for everyone", async () => {
    const food = await category("Food");
    const wine = await category("Wine");
    for (const [name, cat, country] of [
      ["Fauchon", food._id, "FR"],
      ["Lindt", food._id, "CH"],
      ["Nicolas", wine._id, "FR"],
    ] as const) {
      await createShop({ name, category: cat, country, color: "#123456", link: "https://shop.example" });
    }
    const names = (res: { body: { shops: { name: string }[] } }) => res.body.shops.map((s) => s.name);
    expect(names(await app.request("GET", `/api/shops/shop/filter?category=${food._id}`))).toEqual([
      "Fauchon",
      "Lindt",
    ]);
    expect(names(await app.request("GET", `/api/shops/shop/filter?category=${food._id}&country=FR`))).toEqual([
      "Fauchon",
    ]);
    const byCountry = await app.request("GET", "/api/shops/shop/filter?country=CH");
    expect(names(byCountry)).toEqual(["Lindt"]);
    const paged = await app.request("GET", `/api/shops/shop/get?page=1&perPage=2`);
    expect(paged.body.shops).toHaveLength(2);
    expect(paged.body.pageCount).toBe(Math.ceil(paged.body.shopCount / 2));
    expect((await app.request("GET", "/api/shops/shop/filter?country=Narnia")).status).toBe(400);
  });

  it("searches shops by name or link and sorts them by an allowed key", async () => {
    const cat = await category("Search");
    for (const [name, country] of [
      ["Zeta 100%_Search", "FR"],
      ["Alpha 100%_Search", "DE"],
      ["ALZ 100%_Search", "DE"],
    ] as const) {
      await createShop({ name, category: cat._id, country, color: "#123456", link: "https://find.example" });
    }
    const names = (res: { body: { shops: { name: string }[] } }) => res.body.shops.map((s) => s.name);
    const q = encodeURIComponent("100%_search");
    // Names sort as read, whatever their case.
    expect(names(await app.request("GET", `/api/shops/shop/filter?q=${q}&page=0`))).toEqual([
      "Alpha 100%_Search",
      "ALZ 100%_Search",
      "Zeta 100%_Search",
    ]);
    expect(names(await app.request("GET", `/api/shops/shop/filter?q=${q}&page=0&sort=name&desc=true`))).toEqual([
      "Zeta 100%_Search",
      "ALZ 100%_Search",
      "Alpha 100%_Search",
    ]);
    expect(names(await app.request("GET", `/api/shops/shop/filter?q=${q}&sort=country&desc=true`))).toEqual([
      "Zeta 100%_Search",
      "Alpha 100%_Search",
      "ALZ 100%_Search",
    ]);
    expect(names(await app.request("GET", `/api/shops/shop/filter?q=${encodeURIComponent("1000%")}`))).toEqual([]);
    expect((await app.request("GET", "/api/shops/shop/filter?sort=link")).status).toBe(400);
  });
});
