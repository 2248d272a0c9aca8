import { createServer } from "node:http";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Koa from "koa";
import { afterAll, describe, expect, it } from "vitest";
import { pageCsp } from "./http.js";
import { spa } from "./static.js";

const root = await mkdtemp(join(tmpdir(), "ipf-spa-"));
await writeFile(join(root, "index.html"), "<!doctype html><title>site</title>");
const app = new Koa();
app.use(spa("/", root, pageCsp("https://ipf.example")));
const server = createServer(app.callback());
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...v]) => [name, v]),
  );

describe("#pages.csp", () => {
  it("lets a page open WebSockets to its own origin only", async () => {
    const res = await fetch(`${url}/ar/dashboard`);
    const connect = directives(res.headers.get("content-security-policy") ?? "").get("connect-src");
    expect(connect).toEqual(["'self'", "wss://ipf.example"]);
  });

  it("names the plain ws: origin for a plain-HTTP address, port included", () => {
    expect(directives(pageCsp("http://localhost:8080")).get("connect-src")).toEqual(["'self'", "ws://localhost:8080"]);
  });
});
