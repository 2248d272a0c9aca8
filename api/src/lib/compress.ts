import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, Middleware, Next } from "koa";

/** Answers smaller than this go as they are: compressing them costs more time than it saves on the wire. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4 is brotli's fast setting: near gzip's speed, smaller than gzip's output.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer in, from an Accept-Encoding header: brotli when
 * accepted, else gzip, else none. `q=0` refuses an encoding.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

export function compress(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotli(text, BROTLI_OPTIONS) : gzipAsync(text);
}

function isJsonBody(ctx: Context): boolean {
  const body: unknown = ctx.body;
  if (body === null || body === undefined || typeof body !== "object") return false;
  // Streams (files, PDFs) and buffers are sent as they are: images, uploads and built files are compressed already.
  return !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== "function";
}

/**
 * The API's JSON answers above COMPRESS_THRESHOLD, compressed on the fly in
 * the encoding the client accepts. Everything else (files, small answers)
 * passes untouched.
 */
export function compressJson(): Middleware {
  return async (ctx: Context, next: Next) => {
    await next();
    if (ctx.method === "HEAD" || !isJsonBody(ctx) || ctx.response.get("Content-Encoding")) return;
    // Koa would stringify the body when sending it; done here once instead (the Content-Type stays JSON).
    const text = JSON.stringify(ctx.body);
    ctx.vary("Accept-Encoding");
    const encoding = acceptedEncoding(ctx.get("Accept-Encoding"));
    if (!encoding || Buffer.byteLength(text) < COMPRESS_THRESHOLD) {
      ctx.body = text;
      return;
    }
    ctx.body = await compress(text, encoding);
    ctx.set("Content-Encoding", encoding);
  };
}
