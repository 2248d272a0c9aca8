import { basename, extname } from "node:path";
import type { Context, Middleware, Next } from "koa";
import { checkLink, isPrivateUpload } from "./signed-uploads.js";
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

/** What the records say of a private file: whether anyone may still see it, and the name it was sent with. */
export type UploadAccess = (key: string) => Promise<{ fileName: string | null } | undefined>;

/** Longest a browser keeps a private file: a deleted parcel's photo must not live on in caches for days. */
const PRIVATE_MAX_AGE = 3600;

/**
 * Uploaded files, from the disk or the bucket through the API: never
 * executed or sniffed as HTML, whatever their content. Files of a private
 * folder (parcel photos, ticket attachments) need a link signed by the API
 * (see signed-uploads.ts) and a record that still shows them (`access`: the
 * parcel not deleted, its customer not deleted); they are kept by the
 * browser only, for at most an hour, and only pages of this origin may embed
 * them (an e-mail's link excepted). Without a good link they do not exist
 * (404). What is not an image is downloaded, never opened in the browser.
 */
export function uploads(
  storage: Pick<Storage, "ensure" | "files">,
  signing: { secret: string; now: () => Date; access: UploadAccess },
) {
  const middleware: Middleware = async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith("/uploads/") || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const key = keyOf(ctx.path);
    const isPrivate = key !== undefined && isPrivateUpload(key);
    const grant = isPrivate ? checkLink(signing.secret, key, ctx.query, signing.now()) : undefined;
    const record = grant ? await signing.access(key!) : undefined;
    if (!key || (isPrivate && !record)) {
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
    // A private file is embedded by our own pages only; a mail reader's page is never ours. Public files
    // (flags, logos) go anywhere. The desktop app, on its own app:// origin, reads private files in CORS
    // mode (<img crossorigin>), which CORP does not govern: whoever holds the signed link may read the
    // file anyway, and no cookie or token ever rides on these requests.
    ctx.set("Cross-Origin-Resource-Policy", isPrivate && !grant?.mail ? "same-origin" : "cross-origin");
    if (isPrivate) ctx.set("Access-Control-Allow-Origin", "*");
    ctx.set(
      "Cache-Control",
      grant ? `private, max-age=${Math.min(grant.secondsLeft, PRIVATE_MAX_AGE)}` : "max-age=86400",
    );
    ctx.status = 200;
    if ("body" in file) ctx.body = file.body;
    // A PDF opened inline runs its own scripts (OpenAction) in the viewer: it is saved instead.
    if (!key.endsWith(".webp")) ctx.attachment(record?.fileName || basename(key));
    ctx.type = extname(key);
    ctx.length = file.size;
    ctx.lastModified = file.modified;
  };
  return middleware;
}
