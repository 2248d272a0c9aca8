import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../test/factories-accounts.js";
import { startLocalS3 } from "../test/s3-server.js";
import { createDiskStorage, diskFiles } from "./storage-disk.js";
import { createS3Storage } from "./storage-s3.js";
import { createStorage, type Storage } from "./storage.js";

const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#3366cc" } })
  .png()
  .toBuffer();
const diskRoot = mkdtempSync(join(tmpdir(), "ipf-storage-"));
const s3 = await startLocalS3();
afterAll(() => s3.close());

/** Each kind of storage, as a function that opens it anew on the same files (a restart). */
const kinds: [string, () => Storage][] = [
  ["disk", () => createDiskStorage(diskRoot)],
  ["S3", () => createS3Storage(s3.settings)],
];

describe.each(kinds)("%s storage", (_kind, open) => {
  const storage = open();
  const { files } = storage;
  const metadataOf = async (path: string) => sharp(await files.get(path)).metadata();

  it("re-encodes images to WebP within 2000 px, under a random name", async () => {
    const path = await storage.saveImage(png, "parcels");
    expect(path).toMatch(/^parcels\/\d{4}-\d\d\/[0-9a-f-]{36}\.webp$/);
    expect(await metadataOf(path)).toMatchObject({ format: "webp", width: 2000, height: 1000 });
  });

  it("refuses what is not an image, whatever its name", async () => {
    await expect(storage.saveImage(Buffer.from("<script>alert(1)</script>"), "parcels")).rejects.toMatchObject({
      status: 400,
      code: "INVALID_FILE",
    });
  });

  it("keeps PDFs as they are for attachments and refuses other documents", async () => {
    const pdf = pdfBytes();
    const path = await storage.saveAttachment(pdf, "tickets");
    expect(path.endsWith(".pdf")).toBe(true);
    expect((await files.get(path))?.equals(pdf)).toBe(true);
    await expect(storage.saveAttachment(Buffer.from("PK\u0003\u0004zip"), "tickets")).rejects.toMatchObject({
      message: "you can only upload image or pdf files",
    });
  });

  it("says a damaged PDF cannot be read, rather than that PDFs are refused", async () => {
    const truncated = pdfBytes().subarray(0, -20);
    await expect(storage.saveAttachment(truncated, "tickets")).rejects.toMatchObject({
      status: 400,
      code: "UNREADABLE_FILE",
      fields: { file: "pdfUnreadable" },
      message: "The PDF cannot be read: the file may be damaged. Save or export it again, then send it.",
    });
  });

  it("refuses files over 10 MB", async () => {
    await expect(storage.saveImage(Buffer.alloc(10 * 1024 * 1024 + 1), "x")).rejects.toMatchObject({ status: 413 });
  });

  it("keeps folder names inside the upload root", async () => {
    const path = await storage.saveImage(png, "../../etc");
    expect(path.startsWith("etc/")).toBe(true);
    expect(await storage.ensure("../../../../etc/hostname")).toBe(false);
  });

  it("reads back, streams, lists and removes files", async () => {
    await files.put("misc/2026-01/a.pdf", Buffer.from("first"));
    await files.put("misc/2026-01/a.pdf", Buffer.from("second version"));
    await files.put("misc/2026-01/b.pdf", Buffer.from("b"));
    await files.put("misc/2026-02/c.pdf", Buffer.from("c"));
    expect((await files.get("misc/2026-01/a.pdf"))?.toString()).toBe("second version");
    expect(await files.stat("misc/2026-01/a.pdf")).toMatchObject({ size: 14, modified: expect.any(Date) });
    const opened = await files.open("misc/2026-01/a.pdf");
    expect(await text(opened!.body)).toBe("second version");
    expect(await files.list("misc/2026-01/")).toEqual(["misc/2026-01/a.pdf", "misc/2026-01/b.pdf"]);
    expect(await files.list("misc/2026-01/a.")).toEqual(["misc/2026-01/a.pdf"]);
    expect(await files.list("misc/")).toHaveLength(3);
    await files.remove("misc/2026-01/a.pdf");
    await files.remove("misc/2026-01/never.pdf");
    expect(await files.get("misc/2026-01/a.pdf")).toBeUndefined();
    expect(await files.stat("misc/2026-01/a.pdf")).toBeUndefined();
    expect(await files.open("misc/2026-01/a.pdf")).toBeUndefined();
    expect(await files.list("nothing/")).toEqual([]);
  });

  it("makes a large photo's WebP whole, and leaves the caller's bytes as they were", async () => {
    // Noise, so that the photo (and its WebP) are far larger than Node's pooled buffers.
    const noise = await sharp(randomBytes(900 * 600 * 3), { raw: { width: 900, height: 600, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(256 * 1024);
    const sent = Buffer.from(noise);
    const later = await storage.saveImage(noise, "parcels", { later: true });
    expect(await storage.ensure(later)).toBe(true);
    expect(await metadataOf(later)).toMatchObject({ format: "webp", width: 900, height: 600 });
    expect((await files.get(later))!.length).toBeGreaterThan(64 * 1024);
    expect(noise.equals(sent)).toBe(true);
  });

  it("checks a photo at once and makes its WebP in the background, or at once when asked", async () => {
    const later = await storage.saveImage(png, "parcels", { later: true });
    expect(later).toMatch(/^parcels\/\d{4}-\d\d\/[0-9a-f-]{36}\.webp$/);
    // Asked for before the queue reaches it: made now.
    expect(await storage.ensure(later)).toBe(true);
    expect(await metadataOf(later)).toMatchObject({ format: "webp", width: 2000 });

    const queued = await Promise.all([1, 2, 3].map(() => storage.saveImage(png, "parcels", { later: true })));
    await storage.settled();
    for (const path of queued) expect((await metadataOf(path)).format).toBe("webp");
    expect((await files.list(".pending/")).filter((key) => key.endsWith(".src"))).toEqual([]);
    await expect(
      storage.saveImage(Buffer.from("GIF89a, not really"), "parcels", { later: true }),
    ).rejects.toMatchObject({ code: "INVALID_FILE" });
    expect(await storage.ensure("parcels/2026-01/nothing.webp")).toBe(false);
  });

  it("finishes, after a restart, the photos a previous run left waiting", async () => {
    await files.put(".pending/parcels/2026-01/left-behind.webp.800.src", png);
    const restarted = open();
    await restarted.resume();
    await restarted.settled();
    expect(await metadataOf("parcels/2026-01/left-behind.webp")).toMatchObject({ format: "webp", width: 800 });
    expect(await files.list(".pending/parcels/2026-01/left-behind.")).toEqual([]);
  });

  it("removes a photo still waiting for its WebP", async () => {
    const path = await storage.saveImage(png, "parcels", { later: true });
    await storage.remove(path);
    await storage.settled();
    expect(await files.stat(path)).toBeUndefined();
    expect(await storage.ensure(path)).toBe(false);
  });
});

describe("removing a photo while its WebP is being made", () => {
  it("does not let a conversion that read the photo first put it back", async () => {
    const files = diskFiles(mkdtempSync(join(tmpdir(), "ipf-storage-race-")));
    // The job starts just as the removal deletes the waiting photo (after it looked for conversions
    // under way), and reads the photo before it goes.
    let read!: () => void;
    const hasRead = new Promise<void>((resolve) => (read = resolve));
    let converting: Promise<void> | undefined;
    const racing = {
      ...files,
      get: async (key: string) => {
        const bytes = await files.get(key);
        if (key.endsWith(".src")) read();
        return bytes;
      },
      remove: async (key: string) => {
        if (key.endsWith(".src") && !converting) {
          converting = storage.encode(key);
          await hasRead;
        }
        return files.remove(key);
      },
    };
    const storage = createStorage(racing, { schedule: async () => undefined });
    const path = await storage.saveImage(png, "parcels", { later: true });
    await storage.remove(path);
    await converting;
    expect(await files.stat(path)).toBeUndefined();
    expect(await files.list(".pending/")).toEqual([]);
  });
});

describe("storage handing waiting photos to a job queue", () => {
  it("queues each photo's source for a job, which any instance's storage then encodes", async () => {
    const root = mkdtempSync(join(tmpdir(), "ipf-storage-jobs-"));
    const scheduled: string[] = [];
    const storage = createDiskStorage(root, { schedule: async (source) => void scheduled.push(source) });
    const path = await storage.saveImage(png, "parcels", { later: true, maxSide: 800 });
    expect(scheduled).toEqual([`.pending/${path}.800.src`]);
    await storage.settled();
    expect(await storage.files.stat(path)).toBeUndefined();

    // Another instance (another Storage on the same files) runs the job.
    const other = createDiskStorage(root, { schedule: async () => undefined });
    await other.encode(scheduled[0]!);
    expect(await sharp(await other.files.get(path)).metadata()).toMatchObject({ format: "webp", width: 800 });
    expect(await other.files.list(".pending/")).toEqual([]);
    // A second run of the same job finds nothing to do.
    await other.encode(scheduled[0]!);

    // The catch-up leaves a source written under a minute ago to the job queued with it.
    const young = await storage.saveImage(png, "parcels", { later: true });
    scheduled.length = 0;
    await storage.resume();
    expect(scheduled).toEqual([]);
    expect(await storage.files.stat(`.pending/${young}.2000.src`)).toBeDefined();
  });
});

describe("disk storage", () => {
  it("keeps files as plain files under its folder", async () => {
    const path = await createDiskStorage(diskRoot).saveAttachment(pdfBytes(), "tickets");
    expect(readFileSync(join(diskRoot, path)).equals(pdfBytes())).toBe(true);
  });
});
