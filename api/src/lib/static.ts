import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Context, Middleware, Next } from "koa";
import send from "koa-send";

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
