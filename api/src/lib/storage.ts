import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import sharp from "sharp";
import { ApiError } from "./errors.js";

/**
 * Uploaded files: parcel photos, ticket attachments, flags, logos, post
 * images. Images are checked by decoding them (never by name or declared
 * type), re-encoded to WebP (which also drops EXIF, GPS included) and stored
 * under a random name; PDFs are checked by their signature. Paths answered
 * are relative to /uploads/.
 */
export interface Storage {
  saveImage(bytes: Buffer, folder: string, options?: { maxSide?: number }): Promise<string>;
  /** An image or a PDF (ticket attachments). */
  saveAttachment(bytes: Buffer, folder: string): Promise<string>;
  remove(path: string): Promise<void>;
}

// Uploads are one-off images: libvips' operation cache only holds memory, and one
// thread per image keeps several parallel intakes from multiplying the API's
// resident memory (each libvips thread keeps its own malloc arena).
sharp.cache(false);
sharp.concurrency(1);

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MESSAGES = {
  notImage: "The file is not an image.",
  notImageOrPdf: "you can only upload image or pdf files",
  tooLarge: "you can't upload file larger than 10MB",
} as const;

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-";
}

/** The image re-encoded to WebP (quality 70, as the spec's clients do), or null when it is not an image. */
export async function toWebp(bytes: Buffer, maxSide = 2000): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      // effort 2 of 6: a 1 MB photo encodes in about 130 ms instead of 210 ms, for files a few
      // per cent larger; the intake desk waits on this.
      .webp({ quality: 70, effort: 2 })
      .toBuffer();
  } catch {
    return null;
  }
}

export function createDiskStorage(root: string): Storage {
  const write = async (folder: string, extension: string, bytes: Buffer) => {
    const safeFolder = folder.replace(/[^a-z0-9/-]/gi, "").replace(/^\/+|\/+$/g, "") || "misc";
    const relative = `${safeFolder}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${extension}`;
    const absolute = join(root, relative);
    await mkdir(dirname(absolute), { recursive: true });
    await writeFile(absolute, bytes, { flag: "wx" });
    return relative;
  };
  return {
    async saveImage(bytes, folder, options) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw new ApiError(413, "PAYLOAD_TOO_LARGE", MESSAGES.tooLarge);
      const webp = await toWebp(bytes, options?.maxSide);
      if (!webp) throw new ApiError(400, "INVALID_FILE", MESSAGES.notImage, { file: "notImage" });
      return write(folder, "webp", webp);
    },
    async saveAttachment(bytes, folder) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw new ApiError(413, "PAYLOAD_TOO_LARGE", MESSAGES.tooLarge);
      if (isPdf(bytes)) return write(folder, "pdf", bytes);
      const webp = await toWebp(bytes);
      if (!webp) throw new ApiError(400, "INVALID_FILE", MESSAGES.notImageOrPdf, { file: "imageOrPdfOnly" });
      return write(folder, "webp", webp);
    },
    async remove(path) {
      const clean = normalize(path).replace(/^(\.\.(\/|\\|$))+/, "");
      await rm(join(root, clean), { force: true });
    },
  };
}
