import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { connect, freePort, runningEmbeddedPostgres } from "@ipf/db";
import { makeCustomer, makeStaff } from "./test/factories.js";
import { intakeFields, makeWarehouse, sendForm } from "./test/factories-parcels.js";
import { startInstances } from "./test/instances.js";

// The product as `npm start` runs it, with its own embedded PostgreSQL under DATA_DIR, killed with
// SIGKILL (a crash, the OOM killer, a closed terminal) while it takes in parcels: the next start
// must come up on the same data folder, and keep every parcel it had answered for.
const cluster = await startInstances(1, { DATABASE_URL: "", EMBEDDED_PG_PORT: String(await freePort()) });
const api = cluster.instances[0]!;
const embedded = (await runningEmbeddedPostgres(cluster.dataDir))!;
const db = connect(embedded.urlFor("ipf"), { pool: { max: 2 } });

const staff = await makeStaff(db, { group_id: 1 });
const staffToken = cluster.tokens.sign("staff", staff.id, staff.token_version);
const warehouse = await makeWarehouse(db);
const customer = await makeCustomer(db);
// A photo of noise, about 0.5 MB as PNG: large enough for the kill to fall inside uploads.
const photo = await sharp(randomBytes(420 * 420 * 3), { raw: { width: 420, height: 420, channels: 3 } })
  .png()
  .toBuffer();

const intake = (track: string) =>
  sendForm(api, "/api/packages/add", intakeFields(track, warehouse.id, customer.id), {
    token: staffToken,
    files: [photo, photo],
  }).then(
    (res) => res.status,
    () => undefined,
  );

describe("npm start after the server was killed", () => {
  it("is healthy again within 30 s on the same data, with every committed parcel there", async () => {
    const answered: string[] = [];
    const restarts: number[] = [];
    for (let round = 0; round < 2; round++) {
      const tracks = Array.from({ length: 6 }, (_, i) => `1ZRESTART${round}X${i}`);
      // Sent one after the other, so that some are answered and the last are under way at the kill.
      const statuses = tracks.map((track, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 150)).then(() => intake(track)),
      );
      await Promise.race([statuses[0], new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
      await api.kill("SIGKILL");
      for (const [i, status] of (await Promise.all(statuses)).entries()) {
        if (status !== undefined) expect(status).toBe(201);
        if (status === 201) answered.push(tracks[i]!);
      }

      const started = Date.now();
      await api.restart();
      const health = await api.request("GET", "/api/health");
      expect(health.status).toBe(200);
      restarts.push(Date.now() - started);
      expect(restarts.at(-1)).toBeLessThan(30_000);

      const committed = await db("parcels").whereIn("track_number", answered).pluck("track_number");
      expect(committed.sort()).toEqual([...answered].sort());
      // And it takes in parcels again.
      expect(await intake(`1ZRESTART${round}AFTER`)).toBe(201);
      answered.push(`1ZRESTART${round}AFTER`);
    }
    await db.destroy();
    process.stdout.write(`restart test: ${JSON.stringify({ answered: answered.length, restartsMs: restarts })}\n`);
  }, 90_000);
});
