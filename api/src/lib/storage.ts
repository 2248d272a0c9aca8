import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, normalize, relative as relativeTo } from "node:path";
import sharp from "sharp";
import { type ApiError, BadRequestError, FileTooLargeError, PayloadTooLargeError } from "./errors.js";

/**
 * Uploaded files: parcel photos, ticket attachments, flags, logos, post
 * images. Images are checked by decoding them (never by name or declared
 * type), re-encoded to WebP (which also drops EXIF, GPS included) and stored
 * under a random name; PDFs are checked by their signature. Paths answered
 * are relative to /uploads/.
 */
export interface Storage {
  /**
   * `later`: check the image now (its header: format and size) and answer
   * its path at once; the WebP is made in the background, one image at a
   * time, or at once when somebody asks for it (`ensure`). For parcel
   * photos: the intake desk should not wait on the encoder.
   */
  saveImage(bytes: Buffer, folder: string, options?: { maxSide?: number; later?: boolean }): Promise<string>;
  /** An image or a PDF (ticket attachments). */
  saveAttachment(bytes: Buffer, folder: string): Promise<string>;
  remove(path: string): Promise<void>;
  /** Makes a path's WebP now if it is still waiting; answers whether the file exists. */
  ensure(path: string): Promise<boolean>;
  /** Queues the images left waiting by a previous run. */
  resume(): Promise<void>;
  /** Resolves when no image is waiting. */
  settled(): Promise<void>;
}

// Uploads are one-off images: libvips' operation cache only holds memory, and one
// thread per image keeps several parallel intakes from multiplying the API's
// resident memory (each libvips thread keeps its own malloc arena).
sharp.cache(false);
sharp.concurrency(1);

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels an uploaded image may have, and the longest side. Decoding
 * costs about 4 bytes a pixel and time in proportion: a 49-megapixel PNG of a
 * few kilobytes took 200 MB and seconds of a thread. 24 MP is what a
 * full-frame or warehouse camera makes (6000 x 4000) and twice a phone's
 * usual photo (12 MP; the 48-200 MP "high resolution" modes are refused with
 * IMAGE_TOO_LARGE, asking for the normal mode); nothing we show needs more
 * than 2000 pixels a side. The side limit refuses strips (100000 x 200).
 */
export const MAX_IMAGE_PIXELS = 24_000_000;
export const MAX_IMAGE_SIDE = 12_000;
const MESSAGES = {
  notImage: "The file is not an image.",
  notImageOrPdf: "you can only upload image or pdf files",
  tooManyPixels: `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE} pixels a side.`,
} as const;

const tooManyPixels = () => PayloadTooLargeError(MESSAGES.tooManyPixels, "IMAGE_TOO_LARGE", { file: "imageTooLarge" });

/**
 * Whether the bytes are a well-formed PDF by its structure, not by its first
 * bytes alone: the header at the start, an end-of-file marker in the last
 * kilobyte, and a `startxref` there pointing inside the file at a
 * cross-reference table (`xref`) or stream (an indirect object). Anything
 * else wearing a PDF header (an HTML page, a polyglot, a truncated file) is
 * refused; a PDF with a broken cross-reference is too, as readers would
 * have to guess at it.
 */
export function isPdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d[\r\n \t%]/.test(bytes.subarray(0, 16).toString("latin1"))) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  const end = /startxref\s+(\d{1,10})\s+%%EOF\s*$/.exec(tail);
  if (!end) return false;
  const offset = Number(end[1]);
  if (offset < 9 || offset >= bytes.length) return false;
  const at = bytes.subarray(offset, offset + 32).toString("latin1");
  return /^xref\s/.test(at) || /^\d+\s+\d+\s+obj\b/.test(at);
}

/**
 * At most `limit` images are decoded at once in the process, the others wait
 * their turn: decoding runs on libuv's thread pool, shared with password
 * hashing and file reads, and nine parallel uploads once took every thread
 * and made a sign-in elsewhere wait 4.5 s instead of 0.4. One thread of the
 * pool is always left to the rest.
 */
export function encoderSlots(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "gif", "tiff", "heif", "avif"]);

/**
 * What the image's header says, without decoding it: "ok", "not-image", or
 * "too-large" (over MAX_IMAGE_PIXELS or MAX_IMAGE_SIDE).
 */
export async function inspectImage(bytes: Buffer): Promise<"ok" | "not-image" | "too-large"> {
  try {
    // No pixel limit here: the header is all that is read, and a too-large image must be told apart.
    const meta = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
    // Photos and scans; not SVG, which is a document (scripts, links to other files), nor PDF.
    if (!meta.format || !PHOTO_FORMATS.has(meta.format) || !meta.width || !meta.height) return "not-image";
    if (meta.width * meta.height > MAX_IMAGE_PIXELS || Math.max(meta.width, meta.height) > MAX_IMAGE_SIDE) {
      return "too-large";
    }
    return "ok";
  } catch {
    return "not-image";
  }
}

/** The image re-encoded to WebP (quality 70, as the spec's clients do), or null when it is not an image. */
export async function toWebp(bytes: Buffer, maxSide = 2000): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
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

/** Images waiting for their WebP: under the upload root, in a hidden folder the uploads route never serves. */
const PENDING = ".pending";

/** Refuses what is not an image (400), or one with too many pixels (413), by its header. */
async function checkImage(bytes: Buffer, notImage: ApiError): Promise<void> {
  const verdict = await inspectImage(bytes);
  if (verdict === "too-large") throw tooManyPixels();
  if (verdict === "not-image") throw notImage;
}

export function createDiskStorage(
  root: string,
  options: { log?: (message: string) => void; encoders?: number } = {},
): Storage {
  // The pool has UV_THREADPOOL_SIZE threads (see threads.ts): all but one may decode images.
  const encode = encoderSlots(options.encoders ?? Math.max(1, Number(process.env.UV_THREADPOOL_SIZE ?? 4) - 1));
  const webpOf = (bytes: Buffer, maxSide?: number) => encode(() => toWebp(bytes, maxSide));
  const folderOf = (folder: string) => folder.replace(/[^a-z0-9/-]/gi, "").replace(/^\/+|\/+$/g, "") || "misc";
  const newPath = (folder: string, extension: string) =>
    `${folderOf(folder)}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${extension}`;
  const clean = (path: string) => normalize(path).replace(/^(\.\.(\/|\\|$))+/, "");
  const write = async (relative: string, bytes: Buffer) => {
    const absolute = join(root, relative);
    await mkdir(dirname(absolute), { recursive: true });
    await writeFile(absolute, bytes, { flag: "wx" });
    return relative;
  };
  // A waiting image: its bytes as received, named after its final path and the largest side wanted.
  const sourceOf = (relative: string, maxSide: number) => join(root, PENDING, `${relative}.${maxSide}.src`);
  /** The sources (absolute paths) still waiting to become the file at `relative`. */
  const waitingSources = async (relative: string) => {
    const waiting = join(root, PENDING, dirname(relative));
    const name = `${relative.split("/").pop()}.`;
    return (await readdir(waiting).catch(() => [] as string[]))
      .filter((file) => file.startsWith(name) && file.endsWith(".src"))
      .map((file) => join(waiting, file));
  };

  const queue: string[] = [];
  const converting = new Map<string, Promise<void>>();
  /** The running drain, while there is one: it takes whatever is queued meanwhile too. */
  let draining: Promise<void> | undefined;

  /** Makes the WebP of one waiting source (absolute path), once even when asked twice at the same time. */
  const convert = (source: string): Promise<void> => {
    const running = converting.get(source);
    if (running) return running;
    const job = (async () => {
      const match = /^(.*)\.(\d+)\.src$/.exec(relativeTo(join(root, PENDING), source));
      const bytes = await readFile(source).catch(() => undefined);
      if (!match || !bytes) return; // made meanwhile by another request or instance
      const [, relative, maxSide] = match;
      const webp = await webpOf(bytes, Number(maxSide));
      if (webp) {
        const target = join(root, relative!);
        await mkdir(dirname(target), { recursive: true });
        const partial = `${target}.${randomUUID()}.part`;
        await writeFile(partial, webp);
        await rename(partial, target);
      } else {
        options.log?.(`${relative}: the image could not be decoded; it is dropped`);
      }
      await rm(source, { force: true });
    })().finally(() => converting.delete(source));
    converting.set(source, job);
    return job;
  };

  /** One image at a time, so that the background work never holds more than one decoded image. */
  const drain = async () => {
    while (queue.length) {
      const source = queue.shift()!;
      await convert(source).catch((error: unknown) => options.log?.(`conversion failed: ${String(error)}`));
    }
  };
  const start = (): void => {
    draining ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => {
      draining = undefined;
      // Queued between the drain's last look and now.
      if (queue.length) start();
    });
  };
  const enqueue = (source: string) => {
    queue.push(source);
    start();
  };

  return {
    async saveImage(bytes, folder, imageOptions) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw FileTooLargeError();
      const maxSide = imageOptions?.maxSide ?? 2000;
      const notImage = BadRequestError(MESSAGES.notImage, "INVALID_FILE", { file: "notImage" });
      await checkImage(bytes, notImage);
      if (imageOptions?.later) {
        const relative = newPath(folder, "webp");
        const source = sourceOf(relative, maxSide);
        await mkdir(dirname(source), { recursive: true });
        await writeFile(source, bytes, { flag: "wx" });
        enqueue(source);
        return relative;
      }
      const webp = await webpOf(bytes, maxSide);
      if (!webp) throw notImage;
      return write(newPath(folder, "webp"), webp);
    },
    async saveAttachment(bytes, folder) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw FileTooLargeError();
      if (isPdf(bytes)) return write(newPath(folder, "pdf"), bytes);
      const notImageOrPdf = BadRequestError(MESSAGES.notImageOrPdf, "INVALID_FILE", { file: "imageOrPdfOnly" });
      await checkImage(bytes, notImageOrPdf);
      const webp = await webpOf(bytes);
      if (!webp) throw notImageOrPdf;
      return write(newPath(folder, "webp"), webp);
    },
    async remove(path) {
      const relative = clean(path);
      const sources = await waitingSources(relative);
      // A conversion under way finishes first, so that it cannot put the file back after it is gone.
      await Promise.all(sources.map((source) => converting.get(source)?.catch(() => undefined)));
      await Promise.all(sources.map((source) => rm(source, { force: true })));
      await rm(join(root, relative), { force: true });
    },
    async ensure(path) {
      const relative = clean(path);
      const exists = () =>
        stat(join(root, relative)).then(
          (info) => info.isFile(),
          () => false,
        );
      if (await exists()) return true;
      const [source] = await waitingSources(relative);
      if (!source) return false;
      await convert(source);
      return exists();
    },
    async resume() {
      const found = await readdir(join(root, PENDING), { recursive: true }).catch(() => [] as string[]);
      for (const file of found.filter((name) => name.endsWith(".src")).sort()) enqueue(join(root, PENDING, file));
    },
    settled: () => draining ?? Promise.resolve(),
  };
}
