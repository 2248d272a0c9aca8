import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { JobHelpers } from "graphile-worker";
import { afterAll, describe, expect, it } from "vitest";
import { makeCustomer } from "../test/factories.js";
import { makeParcel, makeWarehouse, pngImage } from "../test/factories-parcels.js";
import { createTestApp } from "../test/harness.js";
import { startLocalS3 } from "../test/s3-server.js";
import { backgroundTasks, LEFTOVER_AGE_MS } from "./jobs.js";

// What an intake killed mid-upload leaves in the upload's waiting folder: the file it was writing
// (`.part`, on disk) and photos waiting for their WebP that no parcel names. The catch-up job
// removes them once they are older than LEFTOVER_AGE_MS, and nothing else.
const s3 = await startLocalS3();
afterAll(() => s3.close());

const kinds: [string, Record<string, string>][] = [
  ["disk", { STORAGE: "disk" }],
  ["S3", s3.env],
];

describe.each(kinds)("the catch-up job, with uploads on %s", (kind, env) => {
  it("removes what a killed upload left once it is old enough, keeps fresh ones and photos a parcel names", async () => {
    const app = await createTestApp(env);
    const { storage } = app.deps;
    const catchUp = () => backgroundTasks(app.deps)["catch-up"]!({}, {} as JobHelpers);
    const month = new Date().toISOString().slice(0, 7);
    const sourceOf = (name: string) => `.pending/parcels/${month}/${name}.webp.2000.src`;
    const image = await pngImage();

    // A photo waiting for its WebP that a committed parcel names, and one whose intake never committed.
    const named = sourceOf("0a0a0a0a-named");
    const orphan = sourceOf("0b0b0b0b-orphan");
    await storage.files.put(named, image);
    await storage.files.put(orphan, image);
    const warehouse = await makeWarehouse(app.db);
    const parcel = await makeParcel(app.db, {
      customer_id: (await makeCustomer(app.db)).id,
      warehouse_id: warehouse.id,
    });
    await app
      .db("parcel_images")
      .insert({ parcel_id: parcel.id, path: `parcels/${month}/0a0a0a0a-named.webp`, position: 9 });
    // A write the process was making when it died: only a disk has them.
    const partial = `${sourceOf("0c0c0c0c-partial")}.3f2a.part`;
    if (kind === "disk") {
      const file = join(app.deps.config.uploadDir, partial);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, image.subarray(0, 40));
    }
    const waiting = async () =>
      (await storage.files.listChangedBefore(".pending/", new Date(Date.now() + 60_000))).sort();
    const all = [named, orphan, ...(kind === "disk" ? [partial] : [])].sort();
    expect(await waiting()).toEqual(all);

    // Fresh: an upload may still be on its way, everything stays.
    await catchUp();
    expect(await waiting()).toEqual(all);

    // Older than the threshold: the leftovers go; the photo a parcel names stays for its WebP.
    app.setNow(new Date(Date.now() + LEFTOVER_AGE_MS + 1000));
    await catchUp();
    expect(await waiting()).toEqual([named]);
    expect(await storage.files.get(named)).toEqual(image);
  }, 30_000);
});
