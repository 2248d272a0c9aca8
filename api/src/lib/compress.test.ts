import { mkdir, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.js";
import { acceptedEncoding } from "./compress.js";

const app = await createTestApp();

/** A raw HTTP answer: Node's http client decompresses nothing, so the bytes are what travelled. */
function get(path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(app.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    request({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("#api.compression", () => {
  it("compresses a JSON answer above 1 KB with gzip when asked", async () => {
    const answer = await get("/api/openapi.json", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    const text = gunzipSync(answer.bytes).toString("utf8");
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toHaveProperty("openapi");
  });

  it("prefers brotli when both are accepted", async () => {
    const answer = await get("/api/openapi.json", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(answer.bytes).toString("utf8"))).toHaveProperty("openapi");
  });

  it("sends plain JSON to a client that accepts no compression", async () => {
    const answer = await get("/api/openapi.json");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString("utf8"))).toHaveProperty("openapi");
  });

  it("leaves an answer under 1 KB as it is", async () => {
    const answer = await get("/api/no-such-route", { "accept-encoding": "gzip, br" });
    expect(answer.status).toBe(404);
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString("utf8"))).toMatchObject({ error: true });
  });
});

describe("#uploads.compression", () => {
  it("sends an uploaded WebP as it is, whatever the browser accepts", async () => {
    await mkdir(app.deps.config.uploadDir, { recursive: true });
    const webp = Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1");
    await writeFile(join(app.deps.config.uploadDir, "plain-test.webp"), webp);
    // Even a compressed copy beside it is never sent: uploads are compressed images already.
    await writeFile(join(app.deps.config.uploadDir, "plain-test.webp.gz"), Buffer.from("not this"));
    const answer = await get("/uploads/plain-test.webp", { "accept-encoding": "gzip, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.bytes).toEqual(webp);
  });
});

describe("acceptedEncoding", () => {
  it.each([
    [undefined, null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, br", "br"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "gzip"],
    ["gzip;q=0", null],
  ])("reads %s as %s", (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
