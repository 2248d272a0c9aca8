import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { makeStaff, makeWarehouse, sendForm, staffToken, tinyPng } from "../../test/factories-config.js";

const { app, token } = await createStaffTestApp(1);
const warehouse = await makeWarehouse(app.db);
const now = new Date("2026-12-01T12:00:00Z");
app.setNow(now);

const text = (en: string) => ({ en, ar: `${en} (ar)`, fr: `${en} (fr)` });
const form = (fields: Record<string, unknown> = {}) => ({
  type: "SALES",
  title: text("Black Friday"),
  content: text("Up to 50% off"),
  warehouse: warehouse.id,
  discount: 30,
  website: { title: "Zalando", url: "https://www.zalando.fr" },
  expiresAt: "2026-12-31T23:59:00Z",
  ...fields,
});
const create = (fields: Record<string, unknown> = {}, files = [] as { field: string; bytes: Buffer }[]) =>
  sendForm(app, "POST", "/api/posts", form(fields), { token, files });

describe("#posts.create", () => {
  it("should require authentication", async () => {
    expect((await sendForm(app, "POST", "/api/posts", form())).status).toBe(401);
  });

  it("creates a SALES post with its image, title and content in three languages", async () => {
    const res = await create({}, [{ field: "image", bytes: await tinyPng() }]);
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({
      type: "SALES",
      title: text("Black Friday"),
      warehouse: warehouse.id,
      discount: 30,
      website: { title: "Zalando", url: "https://www.zalando.fr" },
      expiresAt: "2026-12-31T23:59:00.000Z",
    });
    expect(res.body.post.image).toMatch(/^\/uploads\/posts\//);
  });

  it("keeps the discount for SALES only", async () => {
    const blog = await create({ type: "BLOG", discount: 40, website: "" });
    expect(blog.status).toBe(201);
    expect(blog.body.post).toMatchObject({ type: "BLOG", discount: null, website: null, image: null });
    const sales = await create({ discount: undefined });
    expect(sales.status).toBe(400);
    expect(sales.body.fields).toEqual({ discount: "discountRequired" });
  });

  it("answers the form's messages and stores nothing", async () => {
    const before = await app.db("posts").count<{ count: number }[]>("* as count");
    const res = await sendForm(
      app,
      "POST",
      "/api/posts",
      { title: { en: "Only English" }, content: "not json", discount: 120 },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      type: "Please select a post type",
      "title.ar": "Please fill this field",
      "title.fr": "Please fill this field",
      content: "Please fill this field",
      warehouse: "Please select a warehouse",
      expiresAt: "Please select an expiry date",
      discount: "invalidDiscount",
    });
    const unknownWarehouse = await create({ warehouse: "00000000-0000-4000-8000-000000000000" });
    expect(unknownWarehouse.status).toBe(400);
    expect(unknownWarehouse.body.fields).toEqual({ warehouse: "Please select a warehouse" });
    const badDate = await create({ expiresAt: "someday" });
    expect(badDate.body.fields).toEqual({ expiresAt: "invalidDate" });
    expect(await app.db("posts").count<{ count: number }[]>("* as count")).toEqual(before);
  });
});

describe("#posts.list", () => {
  it("shows live posts to everyone and expired ones to staff asking for all", async () => {
    const live = await create({ title: text("Live"), expiresAt: "2026-12-02T00:00:00Z" });
    const expired = await create({ title: text("Expired"), expiresAt: "2026-11-30T00:00:00Z" });
    const ids = (res: { body: { posts: { _id: string }[] } }) => res.body.posts.map((p) => p._id);

    const publicList = await app.request("GET", "/api/posts?perPage=100");
    expect(publicList.status).toBe(200);
    expect(ids(publicList)).toContain(live.body.post._id);
    expect(ids(publicList)).not.toContain(expired.body.post._id);

    expect((await app.request("GET", "/api/posts?all=true")).status).toBe(401);
    const support = staffToken(app, await makeStaff(app.db, { group_id: 2 }));
    expect((await app.request("GET", "/api/posts?all=true", { token: support })).status).toBe(403);
    const all = await app.request("GET", "/api/posts?all=true&perPage=100", { token });
    expect(ids(all)).toContain(expired.body.post._id);

    // Expiry is read from the clock: a day later the live one is gone too.
    app.setNow(new Date("2026-12-03T00:00:00Z"));
    expect(ids(await app.request("GET", "/api/posts?perPage=100"))).not.toContain(live.body.post._id);
    app.setNow(now);
  });

  it("pages newest first", async () => {
    for (const n of [1, 2, 3]) await create({ title: text(`Paged ${n}`) });
    const first = await app.request("GET", "/api/posts?page=0&perPage=2");
    expect(first.body.posts).toHaveLength(2);
    expect(first.body.posts[0].title.en).toBe("Paged 3");
    expect(first.body.pageCount).toBe(Math.ceil(first.body.postCount / 2));
  });
});

describe("#posts.update", () => {
  it("replaces the fields and the image, and answers 404 for an unknown post", async () => {
    const created = await create({}, [{ field: "image", bytes: await tinyPng() }]);
    const id = created.body.post._id;
    const res = await sendForm(app, "PUT", `/api/posts/${id}`, form({ type: "RESTOCK", title: text("Back") }), {
      token,
      files: [{ field: "image", bytes: await tinyPng() }],
    });
    expect(res.status).toBe(200);
    expect(res.body.post).toMatchObject({ type: "RESTOCK", title: text("Back"), discount: null });
    expect(res.body.post.image).not.toBe(created.body.post.image);
    expect((await fetch(app.url + created.body.post.image)).status).toBe(404);

    const kept = await sendForm(app, "PUT", `/api/posts/${id}`, form({ type: "LIMITED" }), { token });
    expect(kept.body.post.image).toBe(res.body.post.image);

    const missing = await sendForm(app, "PUT", "/api/posts/00000000-0000-4000-8000-000000000000", form(), { token });
    expect(missing.status).toBe(404);
  });
});

describe("#posts.delete", () => {
  it("deletes a post once", async () => {
    const created = await create();
    const id = created.body.post._id;
    expect((await app.request("DELETE", `/api/posts/${id}`, { token })).status).toBe(200);
    expect((await app.request("DELETE", `/api/posts/${id}`, { token })).status).toBe(404);
  });
});
