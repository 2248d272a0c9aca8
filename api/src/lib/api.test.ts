import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import Koa from "koa";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonValue } from "@ipf/shared";
import type { Deps } from "../deps.js";
import { endpoints } from "@ipf/shared/contract/endpoint";
import { Api } from "./api.js";
import { errorHandler } from "./http.js";
import { createLogger } from "./logger.js";

const test = endpoints(
  "test",
  {},
  {
    form: {
      method: "post",
      path: "/form",
      summary: "test form",
      schemas: {
        form: z.object({
          name: z.string({ error: "nameRequired" }).min(1, "nameRequired"),
          details: jsonValue(z.array(z.object({ q: z.number() }))),
        }),
      },
      upload: { maxFiles: 2, maxFileBytes: 1024 * 1024 },
    },
    unchecked: { method: "get", path: "/x", summary: "x", auth: { staff: "parcels.add" } },
    plain: { method: "get", path: "/plain", summary: "plain", auth: "customer" },
    riding: { method: "get", path: "/riding", summary: "riding", auth: { staff: "parcels.view", riding: true } },
    posts: {
      method: "get",
      path: "/posts",
      summary: "posts",
      auth: { staff: "posts.manage", onlyFor: { all: "true" } },
    },
    me: { method: "get", path: "/me", summary: "me", auth: { staff: "any" } },
  },
);

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** The files the form route was last handed, as it was handed them. */
let handed: Buffer[] = [];
const api = new Api();
api.bind(test.form, async (_ctx, { form, files }) => {
  handed = files.map((f) => f.bytes);
  return {
    form,
    files: files.map((f) => ({ field: f.field, size: f.bytes.length })),
    sha256: files.map((f) => sha256(f.bytes)),
  };
});
const app = new Koa();
app.use(errorHandler(createLogger("silent")));
app.use(api.routes());
const server = createServer(app.callback());
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/form`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
  .png()
  .toBuffer();

describe("multipart routes", () => {
  it("parse text fields with the schema, JSON fields included, and hand over the files", async () => {
    const form = new FormData();
    form.set("name", "box");
    form.set("details", JSON.stringify([{ q: 2 }]));
    form.append("images", new Blob([image]), "a.png");
    form.append("images", new Blob([image]), "b.png");
    const res = await fetch(url, { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      form: { name: "box", details: [{ q: 2 }] },
      files: [
        { field: "images", size: image.length },
        { field: "images", size: image.length },
      ],
      sha256: [sha256(image), sha256(image)],
    });
  });

  it("hand over large files whole, and give their memory back once the handler is done", async () => {
    const photos = [randomBytes(700 * 1024), randomBytes(300 * 1024)];
    const form = new FormData();
    form.set("name", "box");
    form.set("details", "[]");
    photos.forEach((photo, i) => form.append("images", new Blob([new Uint8Array(photo)]), `${i}.jpg`));
    const res = await fetch(url, { method: "POST", body: form });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sha256: string[] };
    expect(body.sha256).toEqual(photos.map(sha256));
    // Released, not left for a garbage collection: the buffers the handler had now read as empty.
    expect(handed.map((bytes) => bytes.length)).toEqual([0, 0]);
  });

  it("answer 400 with field messages for bad fields", async () => {
    const form = new FormData();
    form.set("details", '[{"q":"x"}]');
    const res = await fetch(url, { method: "POST", body: form });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({ name: "nameRequired", "details.0.q": expect.any(String) });
  });

  it("answer 413 for a file over the limit or too many files", async () => {
    const big = new FormData();
    big.set("name", "box");
    big.set("details", "[]");
    big.append("images", new Blob([Buffer.alloc(1024 * 1024 + 10)]), "big.png");
    expect((await fetch(url, { method: "POST", body: big })).status).toBe(413);

    const many = new FormData();
    many.set("name", "box");
    many.set("details", "[]");
    for (const name of ["a", "b", "c"]) many.append("images", new Blob([image]), `${name}.png`);
    expect((await fetch(url, { method: "POST", body: many })).status).toBe(413);
  });

  it("answer 400 when the body is not multipart", async () => {
    const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(400);
  });
});

describe("declared auth", () => {
  // Making a sign-in check reads nothing of deps; running one would.
  const deps = {} as Deps;

  it("is installed by the Api: a route cannot declare it where nothing could check it", () => {
    expect(() => new Api().bind(test.unchecked, async () => ({}))).toThrow("declares auth");
  });

  it("is what the document states: security, audience, permission, riding sign-in", () => {
    const declared = new Api(deps);
    declared.bind(test.plain, async (_ctx, { signIn }) => {
      // @ts-expect-error a route not declared riding has no sign-in for its statement to check
      return signIn.id;
    });
    declared.bind(test.riding, async (_ctx, { signIn }) => signIn.id);
    declared.bind(test.posts, async () => ({}));
    declared.bind(test.me, async () => ({}));
    const paths = declared.openApi({ title: "t", version: "1" }, []).paths as Record<string, { get: unknown }>;
    expect(paths["/plain"]!.get).toMatchObject({ security: [{ customerToken: [] }], "x-audience": "customer" });
    expect(paths["/plain"]!.get).not.toHaveProperty("x-permission");
    expect(paths["/riding"]!.get).toMatchObject({
      description: "Staff permission `parcels.view`.",
      security: [{ staffToken: [] }],
      "x-audience": "staff",
      "x-permission": "parcels.view",
      "x-riding-sign-in": true,
    });
    expect(paths["/posts"]!.get).toMatchObject({
      description: "Staff permission `posts.manage` when all=true; public otherwise.",
      security: [{}, { staffToken: [] }],
      "x-permission": "posts.manage",
    });
    expect(paths["/me"]!.get).toMatchObject({ description: "Any staff member.", "x-permission": null });
  });

  it("names each operation by its entry, and says outright that an operation is public", () => {
    const open = new Api(deps);
    open.bind(test.form, async () => ({}));
    open.bind(test.me, async () => ({}));
    const paths = open.openApi({ title: "t", version: "1" }, []).paths as Record<string, Record<string, unknown>>;
    expect(paths["/form"]!.post).toMatchObject({ operationId: "test.form", security: [] });
    expect(paths["/me"]!.get).toMatchObject({ operationId: "test.me", security: [{ staffToken: [] }] });
  });

  it("refuses to bind one entry twice", () => {
    const twice = new Api(deps);
    twice.bind(test.me, async () => ({}));
    expect(() => twice.bind(test.me, async () => ({}))).toThrow("bound twice");
  });
});
