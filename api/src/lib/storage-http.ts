import { extname } from "node:path";
import type { Context, Middleware, Next } from "koa";
import { isPrivateUpload, secondsLeft } from "./signed-uploads.js";
import type { Storage } from "./storage.js";

/** The key a request path names, or undefined for one that is malformed or reaches for a hidden file. */
function keyOf(requestPath: string): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(requestPath.slice("/uploads/".length));
  } catch {
    return undefined;
  }
  const segments = key.split("/");
  if (/[\\\0]/.test(key) || segments.some((segment) => !segment || segment.startsWith("."))) return undefined;
  return key;
}

/**
 * Uploaded files, from the disk or the bucket through the API: never
 * executed or sniffed as HTML, whatever their content. Files of a private
 * folder (ticket attachments) need a link signed by the API (see
 * signed-uploads.ts), and are kept by the browser only, for as long as the
 * link holds; without a good link they do not exist (404).
 */
export function uploads(storage: Pick<Storage, "ensure" | "files">, signing: { secret: string; now: () => Date }) {
  const middleware: Middleware = async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith("/uploads/") || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const key = keyOf(ctx.path);
    const privateFor = key && isPrivateUpload(key) ? secondsLeft(signing.secret, key, ctx.query, signing.now()) : 1;
    if (!key || privateFor === 0) {
      ctx.status = 404;
      return;
    }
    const find = () => (ctx.method === "HEAD" ? storage.files.stat(key) : storage.files.open(key));
    // A photo taken in a moment ago may still wait for its WebP: it is made now, for this request.
    const file = (await find()) ?? ((await storage.ensure(key).catch(() => false)) ? await find() : undefined);
    if (!file) {
      ctx.status = 404;
      return;
    }
    ctx.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    // The desktop app shows files from its own app:// origin.
    ctx.set("Cross-Origin-Resource-Policy", "cross-origin");
    ctx.set("Cache-Control", isPrivateUpload(key) ? `private, max-age=${privateFor}` : "max-age=86400");
    ctx.status = 200;
    if ("body" in file) ctx.body = file.body;
    ctx.type = extname(key);
    ctx.length = file.size;
    ctx.lastModified = file.modified;
  };
  return middleware;
}
