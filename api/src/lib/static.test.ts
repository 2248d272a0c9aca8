import { createServer, request } from "node:http";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Koa from "koa";
import { afterAll, describe, expect, it } from "vitest";
import { pageCsp } from "./http.js";
import { spa } from "./static.js";

const root = await mkdtemp(join(tmpdir(), "ipf-spa-"));
await writeFile(join(root, "index.html"), "<!doctype html><title>site</title>");
// A built asset with its build-time copies, as scripts/compress.mjs writes them.
const script = Buffer.from(`export const greeting = "${"hello ".repeat(400)}";\n`);
await mkdir(join(root, "assets"));
await writeFile(join(root, "assets", "app-1a2b.js"), script);
await writeFile(join(root, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
await writeFile(join(root, "assets", "app-1a2b.js.gz"), gzipSync(script));
await mkdir(join(root, "en", "faq"), { recursive: true });
await writeFile(join(root, "en", "faq", "index.html"), '<!doctype html><html lang="en" dir="ltr"><title>FAQ</title>');
await writeFile(
  join(root, "en", "faq", "index.html.br"),
  brotliCompressSync('<!doctype html><html lang="en" dir="ltr">'),
);
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
await writeFile(join(root, "assets", "hero-1a2b.png"), png);
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

/** A raw HTTP answer: Node's http client decompresses nothing, so the bytes are what travelled. */
function get(path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    request({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("#pages.compression", () => {
  it("sends the brotli copy of a script to a browser that accepts it", async () => {
    const answer = await get("/assets/app-1a2b.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.bytes)).toEqual(script);
  });

  it("sends the gzip copy when brotli is not accepted", async () => {
    const answer = await get("/assets/app-1a2b.js", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.bytes)).toEqual(script);
  });

  it("sends the plain file without Accept-Encoding", async () => {
    const answer = await get("/assets/app-1a2b.js");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
    expect(answer.bytes).toEqual(script);
  });

  it("never compresses an image", async () => {
    const answer = await get("/assets/hero-1a2b.png", { "accept-encoding": "gzip, br" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.bytes).toEqual(png);
  });
});

describe("#pages.prerendered", () => {
  it("sends a page's prerendered HTML for its path, with or without a trailing slash", async () => {
    for (const path of ["/en/faq", "/en/faq/"]) {
      const res = await fetch(`${url}${path}`, { headers: { "accept-encoding": "identity" } });
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toContain("default-src");
      expect(await res.text()).toContain('<html lang="en" dir="ltr">');
    }
  });

  it("sends the brotli copy of a prerendered page to a browser that accepts it", async () => {
    const answer = await get("/en/faq", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.bytes).toString()).toContain('lang="en"');
  });

  it("sends the app's shell for a page drawn in the browser", async () => {
    const res = await fetch(`${url}/en/dashboard`);
    expect(await res.text()).toBe("<!doctype html><title>site</title>");
  });

  it("sends a form posted before the page's script took over back to its page", async () => {
    const res = await fetch(`${url}/en/faq`, {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.example", password: "secret" }),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/faq");
    expect((await fetch(`${url}/en/dashboard`, { method: "POST", redirect: "manual" })).status).toBe(404);
  });

  it("keeps a path from leaving the build's folder", async () => {
    const res = await fetch(`${url}/..%2F..%2Fetc`);
    expect(await res.text()).toBe("<!doctype html><title>site</title>");
  });
});
