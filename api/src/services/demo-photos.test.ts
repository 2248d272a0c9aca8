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
    const expected = await db("parcel_images").where("path", "like", "parcels/demo/%").count({ n: "*" }).first();
    expect(Number(expected?.n)).toBeGreaterThan(5);

    expect(await drawDemoPhotos(db, diskFiles(uploadDir))).toBe(Number(expected?.n));
    const { path } = await db("parcel_images").where("path", "like", "parcels/demo/%").first();
    expect((await sharp(join(uploadDir, path)).metadata()).format).toBe("webp");
    expect(await drawDemoPhotos(db, diskFiles(uploadDir))).toBe(0);
  });

  it("names each photo at random, never after its parcel", async () => {
    const { db } = await createTestDatabase();
    await seedReference(db);
    await seedDemo(db);
    const rows = (await db("parcel_images as i")
      .join("parcels as p", "p.id", "i.parcel_id")
      .select("i.path", "p.parcel_code", "p.track_number")) as {
      path: string;
      parcel_code: string;
      track_number: string;
    }[];
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.path).toMatch(/^parcels\/demo\/[0-9a-f-]{36}\.webp$/);
      expect(row.path.toLowerCase()).not.toContain(row.parcel_code.toLowerCase());
    }
  });
});
