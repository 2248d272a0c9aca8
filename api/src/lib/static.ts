import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Context, Middleware, Next } from "koa";
import send from "koa-send";

const ASSET = /\.(js|css|woff2?|ttf|svg|png|jpe?g|webp|ico|json|map|txt|webmanifest)$/;

/**
 * Serves a single-page app built by Vite from `root` under `prefix`: files
 * that exist are sent (hashed assets cached for a year), every other GET gets
 * index.html so the client router can take over.
 */
export function spa(prefix: string, root: string, csp: string): Middleware {
  const index = join(root, "index.html");
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (prefix !== "/" && ctx.path !== prefix && !ctx.path.startsWith(`${prefix}/`)) return next();
    if (!existsSync(index)) return next();
    const relative = prefix === "/" ? ctx.path : ctx.path.slice(prefix.length) || "/";
    if (ASSET.test(relative)) {
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
    await send(ctx, "index.html", { root });
  };
}
