import type { UploadedFile } from "../lib/multipart.js";
import type { Scope } from "./work.js";

/**
 * Images of configuration records (flags, logos, post images). Files are
 * written before the transaction and removed again when it fails, so a
 * record never points at a missing file; a replaced file goes only once the
 * new record is committed.
 */

/** The first file of `field`, if one was sent (any field when `field` is absent from every file). */
export function fileOf(files: UploadedFile[], ...fields: string[]): UploadedFile | undefined {
  return files.find((file) => fields.includes(file.field) && file.bytes.length > 0);
}

/**
 * Runs `work` with the stored path of `file` (or null). On failure the new
 * file is removed; on success `previous` (the path it replaces) is.
 */
export async function withUpload<T>(
  scope: Scope,
  file: UploadedFile | undefined,
  folder: string,
  work: (path: string | null) => Promise<{ result: T; previous?: string | null }>,
  /** Flags and logos are small; post images are shown wide. */
  maxSide = 1000,
): Promise<T> {
  const { storage } = scope.deps;
  const path = file ? await storage.saveImage(file.bytes, folder, { maxSide }) : null;
  let outcome: { result: T; previous?: string | null };
  try {
    outcome = await work(path);
  } catch (error) {
    if (path) await storage.remove(path).catch(() => undefined);
    throw error;
  }
  if (path && outcome.previous !== path) await removeUpload(scope, outcome.previous, "old upload kept");
  return outcome.result;
}

/** Removes a stored file no record points at any more; one that cannot be removed stays, logged with `kept`. */
export async function removeUpload(scope: Scope, path: string | null | undefined, kept: string): Promise<void> {
  const { storage, log } = scope.deps;
  if (path) await storage.remove(path).catch((error) => log.warn({ err: error }, kept));
}
