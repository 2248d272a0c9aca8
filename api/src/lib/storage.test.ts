import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pdfBytes } from "../test/factories-accounts.js";
import { createDiskStorage } from "./storage.js";

const root = mkdtempSync(join(tmpdir(), "ipf-storage-"));
const storage = createDiskStorage(root);
const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#3366cc" } })
  .png()
  .toBuffer();

describe("disk storage", () => {
  it("re-encodes images to WebP within 2000 px, under a random name", async () => {
    const path = await storage.saveImage(png, "parcels");
    expect(path).toMatch(/^parcels\/\d{4}-\d\d\/[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(readFileSync(join(root, path))).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 2000, height: 1000 });
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
    expect(readFileSync(join(root, path)).equals(pdf)).toBe(true);
    await expect(storage.saveAttachment(Buffer.from("PK\u0003\u0004zip"), "tickets")).rejects.toMatchObject({
      message: "you can only upload image or pdf files",
    });
  });

  it("refuses files over 10 MB", async () => {
    await expect(storage.saveImage(Buffer.alloc(10 * 1024 * 1024 + 1), "x")).rejects.toMatchObject({ status: 413 });
  });

  it("keeps folder names inside the upload root", async () => {
    const path = await storage.saveImage(png, "../../etc");
    expect(path.startsWith("etc/")).toBe(true);
  });

  it("checks a photo at once and makes its WebP in the background, or at once when asked", async () => {
    const later = await storage.saveImage(png, "parcels", { later: true });
    expect(later).toMatch(/^parcels\/\d{4}-\d\d\/[0-9a-f-]{36}\.webp$/);
    // Asked for before the queue reaches it: made now.
    expect(await storage.ensure(later)).toBe(true);
    expect(await sharp(readFileSync(join(root, later))).metadata()).toMatchObject({ format: "webp", width: 2000 });

    const queued = await Promise.all([1, 2, 3].map(() => storage.saveImage(png, "parcels", { later: true })));
    await storage.settled();
    for (const path of queued) expect((await sharp(readFileSync(join(root, path))).metadata()).format).toBe("webp");
    expect(readdirSync(join(root, ".pending"), { recursive: true }).filter((f) => String(f).endsWith(".src"))).toEqual(
      [],
    );
    await expect(
      storage.saveImage(Buffer.from("GIF89a, not really"), "parcels", { later: true }),
    ).rejects.toMatchObject({ code: "INVALID_FILE" });
    expect(await storage.ensure("parcels/2026-01/nothing.webp")).toBe(false);
  });

  it("finishes, after a restart, the photos a previous run left waiting", async () => {
    const waiting = join(root, ".pending", "parcels", "2026-01");
    mkdirSync(waiting, { recursive: true });
    writeFileSync(join(waiting, "left-behind.webp.800.src"), png);
    const restarted = createDiskStorage(root);
    await restarted.resume();
    await restarted.settled();
    expect(await sharp(readFileSync(join(root, "parcels/2026-01/left-behind.webp"))).metadata()).toMatchObject({
      format: "webp",
      width: 800,
    });
    expect(existsSync(join(waiting, "left-behind.webp.800.src"))).toBe(false);
  });

  it("removes a photo still waiting for its WebP", async () => {
    const path = await storage.saveImage(png, "parcels", { later: true });
    await storage.remove(path);
    await storage.settled();
    expect(existsSync(join(root, path))).toBe(false);
  });
});
