import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Context, Middleware, Next } from "koa";
import send from "koa-send";
import { acceptedEncoding, compress } from "./compress.js";
import type { SignedInPages } from "./signed-in-pages.js";

const ASSET = /\.(js|css|woff2?|ttf|svg|png|jpe?g|webp|avif|ico|json|map|txt|webmanifest)$/;
/** Files the build gives brotli and gzip copies (scripts/compress.mjs); images and fonts are compressed already. */
const TEXT = /\.(js|css|svg|json|map|txt|webmanifest)$/;

/**
 * Serves a single-page app built by Vite from `root` under `prefix`: files
 * that exist are sent (hashed assets cached for a year), every other GET gets
 * its prerendered HTML when the build wrote one, else index.html, so the
 * client router can take over. A text file goes as its
 * brotli or gzip copy made at build time when the browser accepts one
 * (koa-send picks it), so nothing is compressed per request. A page of
 * `signedIn` is drawn for the customer of the session cookie, else sent as
 * its built shell.
 */
export function spa(prefix: string, root: string, csp: string, signedIn?: SignedInPages): Middleware {
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
        // Other files (the favicons) keep their name: a day. Chromium asks for the
        // favicon again on every change of the address (each page turn, each
        // tab); within the day its cache answers instead of this server.
        maxage: relative.startsWith("/assets/") ? 31_536_000_000 : 86_400_000,
      }).catch(() => undefined);
      if (sent) return;
      ctx.status = 404;
      return;
    }
    ctx.set("Content-Security-Policy", csp);
    ctx.vary("Accept-Encoding");
    if (pagePath && signedIn && (await signedIn.covers(relative))) {
      // One address, each customer's own page: never stored, nor shared by a cache.
      ctx.set("Cache-Control", "private, no-store");
      ctx.vary("Cookie");
      if (await drawSignedIn(ctx, join(root, page), signedIn)) return;
    } else ctx.set("Cache-Control", "no-cache");
    // A page prerendered at build time (`/en/faq` is en/faq/index.html) arrives with its content.
    if (pagePath && (await send(ctx, page, { root }).catch(() => undefined))) return;
    await send(ctx, "index.html", { root });
  };
}

/** Answers the signed-in page drawn into its shell at `shellPath`, compressed as the browser accepts; false if not drawn. */
async function drawSignedIn(ctx: Context, shellPath: string, signedIn: SignedInPages): Promise<boolean> {
  const shell = await readFile(shellPath, "utf8").catch(() => undefined);
  const html = shell === undefined ? undefined : await signedIn.draw(ctx, shell);
  if (html === undefined) return false;
  ctx.type = "html";
  const encoding = ctx.method === "GET" ? acceptedEncoding(ctx.get("Accept-Encoding")) : null;
  if (!encoding) {
    ctx.body = html;
    return true;
  }
  ctx.body = await compress(html, encoding);
  ctx.set("Content-Encoding", encoding);
  return true;
}
