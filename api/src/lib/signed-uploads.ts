import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived links to private uploads (parcel photos, ticket attachments,
 * service scans): a
 * file under a private folder is served only with `?expires=...&signature=...`
 * made here, which the API puts in the answers of those allowed to see the
 * file (the parcel's or ticket's customer, staff). A link works for one to two
 * hours: it ends at the end of the hour after the one it was made in, so the
 * links of one answer stay the same for an hour and the browser can keep the
 * file. An e-mail, read days later, gets a link of its own (`mail=1`, part of
 * what is signed) good for MAIL_LINK_DAYS. Signing is one HMAC: no I/O.
 */
export const PRIVATE_UPLOAD_FOLDERS = ["support/", "parcels/", "services/"] as const;

const HOUR = 3600;
/** How long the photo link of an e-mail works. */
export const MAIL_LINK_DAYS = 7;

export function isPrivateUpload(path: string): boolean {
  return PRIVATE_UPLOAD_FOLDERS.some((folder) => path.startsWith(folder));
}

const signatureOf = (secret: string, path: string, expires: number, mail: boolean) =>
  createHmac("sha256", secret)
    .update(`${mail ? "upload-mail" : "upload"}\n${path}\n${expires}`)
    .digest("base64url");

/** When the page links made at `now` end (seconds since 1970): the same for a whole hour. */
export const linkExpiry = (now: Date): number => (Math.floor(now.getTime() / 1000 / HOUR) + 2) * HOUR;

/**
 * The address a stored path of a public folder (flags, logos, post images) is served at:
 * clients prefix only the backend's base.
 */
export const uploadUrl = (path: string | null | undefined): string | null => (path ? `/uploads/${path}` : null);

/** The address of a stored file (relative to /uploads/), signed when its folder is private. */
export function uploadLink(secret: string, path: string, now: Date): string {
  if (!isPrivateUpload(path)) return `/uploads/${path}`;
  const expires = linkExpiry(now);
  return `/uploads/${path}?expires=${expires}&signature=${signatureOf(secret, path, expires, false)}`;
}

/** The address of a stored file for an e-mail: signed for MAIL_LINK_DAYS, to the end of that day. */
export function mailUploadLink(secret: string, path: string, now: Date): string {
  if (!isPrivateUpload(path)) return `/uploads/${path}`;
  const day = 24 * HOUR;
  const expires = (Math.floor(now.getTime() / 1000 / day) + MAIL_LINK_DAYS + 1) * day;
  return `/uploads/${path}?expires=${expires}&mail=1&signature=${signatureOf(secret, path, expires, true)}`;
}

/** What a good link allows: how long it still holds, and whether it was made for an e-mail. */
export interface LinkGrant {
  secondsLeft: number;
  mail: boolean;
}

/** The grant of the link in `query` for `path`, or undefined when it is not a good link for it now. */
export function checkLink(
  secret: string,
  path: string,
  query: { expires?: unknown; signature?: unknown; mail?: unknown },
  now: Date,
): LinkGrant | undefined {
  const expires = Number(query.expires);
  const signature = typeof query.signature === "string" ? Buffer.from(query.signature) : undefined;
  const left = Math.floor(expires - now.getTime() / 1000);
  if (!Number.isInteger(expires) || !signature || left <= 0) return undefined;
  const mail = query.mail === "1";
  const expected = Buffer.from(signatureOf(secret, path, expires, mail));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  return { secondsLeft: left, mail };
}
