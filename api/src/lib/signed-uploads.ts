import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived links to private uploads (ticket attachments): a file under a
 * private folder is served only with `?expires=...&signature=...` made here,
 * which the API puts in the answers of those allowed to see the file (the
 * ticket's customer, staff). A link works for one to two hours: it ends at
 * the end of the hour after the one it was made in, so the links of one
 * thread stay the same for an hour and the browser can keep the file.
 */
export const PRIVATE_UPLOAD_FOLDERS = ["support/"] as const;

const HOUR = 3600;

export function isPrivateUpload(path: string): boolean {
  return PRIVATE_UPLOAD_FOLDERS.some((folder) => path.startsWith(folder));
}

const signatureOf = (secret: string, path: string, expires: number) =>
  createHmac("sha256", secret).update(`upload\n${path}\n${expires}`).digest("base64url");

/** The address of a stored file (relative to /uploads/), signed when its folder is private. */
export function uploadLink(secret: string, path: string, now: Date): string {
  if (!isPrivateUpload(path)) return `/uploads/${path}`;
  const expires = (Math.floor(now.getTime() / 1000 / HOUR) + 2) * HOUR;
  return `/uploads/${path}?expires=${expires}&signature=${signatureOf(secret, path, expires)}`;
}

/** Seconds the link is still good for, or 0 when it is not a good link for `path`. */
export function secondsLeft(
  secret: string,
  path: string,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
) {
  const expires = Number(query.expires);
  const signature = typeof query.signature === "string" ? Buffer.from(query.signature) : undefined;
  const left = Math.floor(expires - now.getTime() / 1000);
  if (!Number.isInteger(expires) || !signature || left <= 0) return 0;
  const expected = Buffer.from(signatureOf(secret, path, expires));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? left : 0;
}
