import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
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
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF");
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
});
