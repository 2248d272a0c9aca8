import { randomUUID } from "node:crypto";
import { posix } from "node:path";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { isPdf, MAX_UPLOAD_BYTES, PHOTO_FORMATS, photoFormat, SIGNATURE_BYTES } from "@ipf/shared/rules/files";
import { releaseBuffer } from "./buffers.js";
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
  /** Queues the images left waiting by a previous run (or, with `schedule`, those waiting longer than a minute). */
  resume(): Promise<void>;
  /** Makes the WebP of one waiting image (a key under .pending/, as given to `schedule`). */
  encode(source: string): Promise<void>;
  /** Resolves when no image is waiting in this process. */
  settled(): Promise<void>;
  /**
   * Removes what a process that died mid-upload left in the waiting folder,
   * last changed before `before`: files it was still writing (`.part`), and
   * images waiting for their WebP that no record names (`named` answers
   * which of the given paths a record names). Answers the keys removed.
   */
  removeLeftovers(before: Date, named: (paths: string[]) => Promise<string[]>): Promise<string[]>;
  /** Where the files are kept, for serving them, backups and demo data. */
  files: FileStore;
}

/** A stored file's size and last change. */
export interface FileInfo {
  size: number;
  modified: Date;
}

/**
 * Where uploads are kept: a folder on disk (storage-disk.ts) or an S3
 * bucket (storage-s3.ts). Keys are relative paths with forward slashes
 * ("parcels/2026-01/<uuid>.webp"); a key never starts with a slash.
 */
export interface FileStore {
  /** Writes the whole file at once: a reader sees the old file, none, or the new one, never a part. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  stat(key: string): Promise<FileInfo | undefined>;
  /** A stream of the file's bytes, for sending it; undefined when there is none. */
  open(key: string): Promise<(FileInfo & { body: Readable }) | undefined>;
  /** Removes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Every key starting with `prefix` (not only a folder's: "a/b.webp." finds "a/b.webp.800.src"). */
  list(prefix: string): Promise<string[]>;
  /**
   * Every key under the folder `prefix` last changed before `before`, writes left
   * unfinished included (a disk's `.part` files, which `list` leaves out).
   */
  listChangedBefore(prefix: string, before: Date): Promise<string[]>;
}

// Uploads are one-off images: libvips' operation cache only holds memory, and one
// thread per image keeps several parallel intakes from multiplying the API's
// resident memory (each libvips thread keeps its own malloc arena).
sharp.cache(false);
sharp.concurrency(1);

export { MAX_UPLOAD_BYTES };
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
  unreadablePdf: "The PDF cannot be read: the file may be damaged. Save or export it again, then send it.",
  tooManyPixels: `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE} pixels a side.`,
} as const;

const tooManyPixels = () => PayloadTooLargeError(MESSAGES.tooManyPixels, "IMAGE_TOO_LARGE", { file: "imageTooLarge" });

/** The bytes start as a PDF does: whatever follows, they are meant as one. */
function pdfHeader(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-";
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

const DECODED_FORMATS = new Set<string>(PHOTO_FORMATS);

/**
 * What the image's header says, without decoding it: "ok", "not-image", or
 * "too-large" (over MAX_IMAGE_PIXELS or MAX_IMAGE_SIDE).
 */
export async function inspectImage(bytes: Buffer): Promise<"ok" | "not-image" | "too-large"> {
  try {
    // No pixel limit here: the header is all that is read, and a too-large image must be told apart.
    const meta = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
    // Photos and scans; not SVG, which is a document (scripts, links to other files), nor PDF.
    if (!meta.format || !DECODED_FORMATS.has(meta.format) || !meta.width || !meta.height) return "not-image";
    if (meta.width * meta.height > MAX_IMAGE_PIXELS || Math.max(meta.width, meta.height) > MAX_IMAGE_SIDE) {
      return "too-large";
    }
    return "ok";
  } catch {
    return "not-image";
  }
}

/** The image re-encoded to WebP (quality 70, as the old product's clients do), or null when it is not an image. */
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

/** Images waiting for their WebP: in a hidden folder of the store, which the uploads route never serves. */
const PENDING = ".pending";

/**
 * Refuses what is not an image (400), by its signature (the rule the
 * customer site checks a picked file with) and then by its header, or one
 * with too many pixels (413).
 */
async function checkImage(bytes: Buffer, notImage: ApiError): Promise<void> {
  if (photoFormat(bytes.subarray(0, SIGNATURE_BYTES)) === null) throw notImage;
  const verdict = await inspectImage(bytes);
  if (verdict === "too-large") throw tooManyPixels();
  if (verdict === "not-image") throw notImage;
}

/** A path as a client names it, kept inside the store: no "..", no leading slash. */
export const cleanKey = (path: string): string =>
  posix
    .normalize(path.replace(/\\/g, "/"))
    .replace(/^(\.\.(\/|$))+/, "")
    .replace(/^\/+/, "");

export interface StorageOptions {
  log?: (message: string) => void;
  encoders?: number;
  /**
   * Hands a waiting image (its source key) to a job queue, so that any
   * instance makes its WebP, also when this one stops first. Without it the
   * images wait in this process's memory.
   */
  schedule?: (source: string) => Promise<void>;
}

export function createStorage(files: FileStore, options: StorageOptions = {}): Storage {
  // The pool has UV_THREADPOOL_SIZE threads (see threads.ts): all but one may decode images.
  const encode = encoderSlots(options.encoders ?? Math.max(1, Number(process.env.UV_THREADPOOL_SIZE ?? 4) - 1));
  const webpOf = (bytes: Buffer, maxSide?: number) => encode(() => toWebp(bytes, maxSide));
  const folderOf = (folder: string) => folder.replace(/[^a-z0-9/-]/gi, "").replace(/^\/+|\/+$/g, "") || "misc";
  const newPath = (folder: string, extension: string) =>
    `${folderOf(folder)}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${extension}`;
  const write = async (key: string, bytes: Buffer) => {
    await files.put(key, bytes);
    return key;
  };
  // A waiting image: its bytes as received, named after its final path and the largest side wanted.
  const sourceOf = (key: string, maxSide: number) => `${PENDING}/${key}.${maxSide}.src`;
  /** The sources (keys) still waiting to become the file at `key`. */
  const waitingSources = async (key: string) =>
    (await files.list(`${PENDING}/${key}.`)).filter((source) => /\.\d+\.src$/.test(source));

  const queue: string[] = [];
  const converting = new Map<string, Promise<void>>();
  /** Sources being removed: a conversion that read one before it went must not put its file back. */
  const dropped = new Set<string>();
  /** The running drain, while there is one: it takes whatever is queued meanwhile too. */
  let draining: Promise<void> | undefined;

  /** Makes the WebP of one waiting source, once even when asked twice at the same time. */
  const convert = (source: string): Promise<void> => {
    const running = converting.get(source);
    if (running) return running;
    const job = (async () => {
      const match = /^\.pending\/(.*)\.(\d+)\.src$/.exec(source);
      const bytes = match ? await files.get(source) : undefined;
      if (!match || !bytes) return; // made meanwhile by another request or instance
      const [, key, maxSide] = match;
      const webp = await webpOf(bytes, Number(maxSide));
      releaseBuffer(bytes);
      if (dropped.has(source)) return;
      if (webp) {
        await files.put(key!, webp);
        releaseBuffer(webp);
      } else options.log?.(`${key}: the image could not be decoded; it is dropped`);
      await files.remove(source);
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
  const enqueue = async (source: string) => {
    if (options.schedule) return options.schedule(source);
    queue.push(source);
    start();
  };

  return {
    files,
    async saveImage(bytes, folder, imageOptions) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw FileTooLargeError();
      const maxSide = imageOptions?.maxSide ?? 2000;
      const notImage = BadRequestError(MESSAGES.notImage, "INVALID_FILE", { file: "notImage" });
      await checkImage(bytes, notImage);
      if (imageOptions?.later) {
        const key = newPath(folder, "webp");
        const source = sourceOf(key, maxSide);
        await files.put(source, bytes);
        await enqueue(source);
        return key;
      }
      const webp = await webpOf(bytes, maxSide);
      if (!webp) throw notImage;
      return write(newPath(folder, "webp"), webp);
    },
    async saveAttachment(bytes, folder) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw FileTooLargeError();
      if (isPdf(bytes)) return write(newPath(folder, "pdf"), bytes);
      // A PDF, but damaged (or something else wearing its header): say it cannot be read, not that PDFs are refused.
      if (pdfHeader(bytes)) throw BadRequestError(MESSAGES.unreadablePdf, "UNREADABLE_FILE", { file: "pdfUnreadable" });
      const notImageOrPdf = BadRequestError(MESSAGES.notImageOrPdf, "INVALID_FILE", { file: "imageOrPdfOnly" });
      await checkImage(bytes, notImageOrPdf);
      const webp = await webpOf(bytes);
      if (!webp) throw notImageOrPdf;
      return write(newPath(folder, "webp"), webp);
    },
    async remove(path) {
      const key = cleanKey(path);
      const sources = await waitingSources(key);
      // A conversion under way finishes first, and one that starts now puts nothing back once its source is gone.
      for (const source of sources) dropped.add(source);
      try {
        await Promise.all(sources.map((source) => converting.get(source)?.catch(() => undefined)));
        await Promise.all(sources.map((source) => files.remove(source)));
        await files.remove(key);
      } finally {
        // Forgotten once no conversion that may have read the source is left; a later one finds it gone.
        for (const source of sources) {
          const running = converting.get(source);
          if (running) void running.catch(() => undefined).finally(() => dropped.delete(source));
          else dropped.delete(source);
        }
      }
    },
    async ensure(path) {
      const key = cleanKey(path);
      if (await files.stat(key)) return true;
      const [source] = await waitingSources(key);
      if (!source) return false;
      await convert(source);
      return (await files.stat(key)) !== undefined;
    },
    async resume() {
      const found = (await files.list(`${PENDING}/`)).filter((key) => key.endsWith(".src")).sort();
      // A source younger than a minute may still be on its way to the queue.
      const settledBefore = Date.now() - 60_000;
      for (const source of found) {
        if (options.schedule && ((await files.stat(source))?.modified.getTime() ?? 0) > settledBefore) continue;
        await enqueue(source);
      }
    },
    encode: convert,
    settled: () => draining ?? Promise.resolve(),
    async removeLeftovers(before, named) {
      const keys = await files.listChangedBefore(`${PENDING}/`, before);
      const partials = keys.filter((key) => key.endsWith(".part"));
      const sources = new Map<string, string>();
      for (const key of keys) {
        const path = /^\.pending\/(.*)\.\d+\.src$/.exec(key)?.[1];
        if (path && !converting.has(key)) sources.set(key, path);
      }
      const kept = new Set(sources.size ? await named([...new Set(sources.values())]) : []);
      const orphans = [...sources].filter(([, path]) => !kept.has(path)).map(([key]) => key);
      const removed = [...partials, ...orphans];
      for (const key of removed) await files.remove(key);
      return removed;
    },
  };
}
