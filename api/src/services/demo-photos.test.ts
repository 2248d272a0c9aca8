import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seedDemo, seedReference } from "@ipf/db";
import { createTestDatabase } from "@ipf/db/testing";
import { diskFiles } from "../lib/storage-disk.js";
import { drawDemoPhotos } from "./demo-photos.js";

describe("demo photos", () => {
  it("draws every missing demo parcel photo once, as WebP", async () => {
    const { db } = await createTestDatabase();
    await seedReference(db);
    await seedDemo(db);
    const uploadDir = mkdtempSync(join(tmpdir(), "ipf-demo-photos-"));
    const expected = await db("parcel_images").where("path", "like", "demo/%").count({ n: "*" }).first();
    expect(Number(expected?.n)).toBeGreaterThan(5);

    expect(await drawDemoPhotos(db, diskFiles(uploadDir))).toBe(Number(expected?.n));
    const { path } = await db("parcel_images").where("path", "like", "demo/%").first();
    expect((await sharp(join(uploadDir, path)).metadata()).format).toBe("webp");
    expect(await drawDemoPhotos(db, diskFiles(uploadDir))).toBe(0);
  });
});
