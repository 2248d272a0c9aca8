import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Context, Middleware, Next } from "koa";
import send from "koa-send";
import { isPrivateUpload, secondsLeft } from "./signed-uploads.js";
import type { Storage } from "./storage.js";

const ASSET = /\.(js|css|woff2?|ttf|svg|png|jpe?g|webp|avif|ico|json|map|txt|webmanifest)$/;
/** Files the build gives brotli and gzip copies (scripts/compress.mjs); images and fonts are compressed already. */
const TEXT = /\.(js|css|svg|json|map|txt|webmanifest)$/;

/**
 * Serves a single-page app built by Vite from `root` under `prefix`: files
 * that exist are sent (hashed assets cached for a year), every other GET gets
 * its prerendered HTML when the build wrote one, else index.html, so the
 * client router can take over. A text file goes as its
 * brotli or gzip copy made at build time when the browser accepts one
 * (koa-send picks it), so nothing is compressed per request.
 */
export function spa(prefix: string, root: string, csp: string): Middleware {
  const index = join(root, "index.html");
  return async (ctx: Context, next: Next) => {
    if (prefix !== "/" && ctx.path !== prefix && !ctx.path.startsWith(`${prefix}/`)) return next();
    if (!existsSync(index)) return next();
    const relative = prefix === "/" ? ctx.path : ctx.path.slice(prefix.length) || "/";
    // A prerendered page's form is only ever sent here when submitted before the page's
    // script took over: nothing is read, the visitor is sent back to the page to try again.
    const page = `${relative.replace(/\/+$/, "")}/index.html`;
    const pagePath = /^(\/[\w-]+)+\/?$/.test(relative);
    if (ctx.method === "POST" && pagePath && existsSync(join(root, page))) {
      ctx.status = 303;
      ctx.redirect(ctx.path);
      return;
    }
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ASSET.test(relative)) {
      if (TEXT.test(relative)) ctx.vary("Accept-Encoding");
      const sent = await send(ctx, relative, {
        root,
        immutable: relative.startsWith("/assets/"),
        maxage: relative.startsWith("/assets/") ? 31_536_000_000 : 0,
      }).catch(() => undefined);
      if (sent) return;
      ctx.status = 404;
      return;
    }
    ctx.set("Content-Security-Policy", csp);
    ctx.set("Cache-Control", "no-cache");
    ctx.vary("Accept-Encoding");
    // A page prerendered at build time (`/en/faq` is en/faq/index.html) arrives with its content.
    if (pagePath && (await send(ctx, page, { root }).catch(() => undefined))) return;
    await send(ctx, "index.html", { root });
  };
}

/**
 * Uploaded files: never executed or sniffed as HTML, whatever their content.
 * Files of a private folder (ticket attachments) need a link signed by the
 * API (see signed-uploads.ts), and are kept by the browser only, for as long
 * as the link holds; without a good link they do not exist (404).
 */
export function uploads(
  root: string,
  storage: Pick<Storage, "ensure">,
  signing: { secret: string; now: () => Date },
): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith("/uploads/") || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const path = ctx.path.slice("/uploads".length);
    const privateFor = isPrivateUpload(path.slice(1))
      ? secondsLeft(signing.secret, path.slice(1), ctx.query, signing.now())
      : undefined;
    if (privateFor === 0) {
      ctx.status = 404;
      return;
    }
    ctx.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    // The desktop app shows files from its own app:// origin.
    ctx.set("Cross-Origin-Resource-Policy", "cross-origin");
    const sendFile = () =>
      send(ctx, path, { root, maxage: 86_400_000, brotli: false, gzip: false }).catch(() => undefined);
    // A photo taken in a moment ago may still wait for its WebP: it is made now, for this request.
    const sent =
      (await sendFile()) ?? ((await storage.ensure(path.slice(1)).catch(() => false)) ? await sendFile() : undefined);
    if (!sent) ctx.status = 404;
    else if (privateFor !== undefined) ctx.set("Cache-Control", `private, max-age=${privateFor}`);
  };
}
