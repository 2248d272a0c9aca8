import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seedDemo, seedReference } from "@ipf/db";
import { createTestDatabase } from "@ipf/db/testing";
import { diskFiles } from "../lib/storage-disk.js";
import { drawDemoLogos, wordmark } from "./demo-logos.js";

describe("demo carrier logos", () => {
  it("gives every demo carrier a logo of its own, drawn once as a WebP wordmark", async () => {
    const { db } = await createTestDatabase();
    await seedReference(db);
    await seedDemo(db);
    const carriers = (await db("carriers").select("logo_path")) as { logo_path: string | null }[];
    expect(carriers.length).toBeGreaterThan(5);
    const paths = carriers.map((c) => c.logo_path);
    for (const path of paths) expect(path).toMatch(/^logos\/demo\/[0-9a-f-]{36}\.webp$/);
    // Each its own file: replacing one carrier's logo removes the old file, which no other carrier may share.
    expect(new Set(paths).size).toBe(paths.length);

    const uploadDir = mkdtempSync(join(tmpdir(), "ipf-demo-logos-"));
    expect(await drawDemoLogos(db, diskFiles(uploadDir))).toBe(carriers.length);
    const logo = sharp(join(uploadDir, paths[0]!));
    expect(await logo.metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(await drawDemoLogos(db, diskFiles(uploadDir))).toBe(0);
  });

  it("writes the name in ink on white, with the font the API ships (no system font needed)", async () => {
    const { channels } = await sharp(await wordmark("Swift & Sons Express")).stats();
    // The corners are white; the darkest pixel is the ink of the letters.
    expect(channels.slice(0, 3).every((c) => c.max === 255 && c.min < 100)).toBe(true);
  });
});
