import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { connect, seedDemo, seedReference } from "@ipf/db";
import { createTestDatabase } from "@ipf/db/testing";
import { loadConfig } from "../config.js";
import { drawDemoPhotos } from "../services/demo-photos.js";
import { makeCustomer } from "../test/factories.js";
import { pdfBytes } from "../test/factories-accounts.js";
import { startLocalS3 } from "../test/s3-server.js";
import { BackupError, checkArchive, openProductDatabase, readBackup, writeBackup } from "./backup.js";
import { createDiskStorage, diskFiles } from "./storage-disk.js";
import { createS3Storage, s3Files } from "./storage-s3.js";
import type { FileStore, Storage } from "./storage.js";

/** A storage of each kind with its files, and an empty one of the same kind to restore into. */
const kinds: [string, () => Promise<{ storage: Storage; fresh: FileStore; close?: () => Promise<unknown> }>][] = [
  [
    "a disk folder",
    async () => ({
      storage: createDiskStorage(await mkdtemp(join(tmpdir(), "ipf-backup-uploads-"))),
      fresh: diskFiles(await mkdtemp(join(tmpdir(), "ipf-restored-uploads-"))),
    }),
  ],
  [
    "an S3 bucket",
    async () => {
      const [source, target] = await Promise.all([startLocalS3(), startLocalS3()]);
      return {
        storage: createS3Storage(source.settings),
        fresh: s3Files(target.settings),
        close: () => Promise.all([source.close(), target.close()]),
      };
    },
  ],
];

/** Every row of every table (as PostgreSQL writes the row), every index, every sequence, every file's digest. */
async function stateOf(url: string, files: FileStore) {
  const db = connect(url, { pool: { max: 1 } });
  try {
    const tables: string[] = await db("pg_tables")
      .where({ schemaname: "public" })
      .whereNot("tablename", "like", "knex_migrations%")
      .orderBy("tablename")
      .pluck("tablename");
    const rows: Record<string, string[]> = {};
    for (const table of tables) {
      const { rows: found } = await db.raw(`SELECT t::text AS row FROM public."${table}" t`);
      rows[table] = (found as { row: string }[]).map((r) => r.row).sort();
    }
    const sequences = await db("pg_sequences").where({ schemaname: "public" }).orderBy("sequencename");
    const indexes = await db("pg_indexes").where({ schemaname: "public" }).orderBy("indexname").pluck("indexdef");
    const digests: Record<string, string> = {};
    for (const key of await files.list("")) {
      digests[key] = createHash("sha256")
        .update((await files.get(key))!)
        .digest("hex");
    }
    return { rows, indexes, sequences: sequences.map((s) => [s.sequencename, s.last_value]), files: digests };
  } finally {
    await db.destroy();
  }
}

describe.each(kinds)("backup and restore, files in %s", (_kind, storages) => {
  it("brings a fresh data folder back to the state of the backup, rows and files", { timeout: 240_000 }, async () => {
    const { storage, fresh, close } = await storages();
    const { db, url } = await createTestDatabase();
    await seedReference(db);
    await seedDemo(db);
    await drawDemoPhotos(db, storage.files);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c8a27a" } })
      .png()
      .toBuffer();
    const photo = await storage.saveImage(png, "parcels");
    await storage.saveAttachment(pdfBytes("invoice"), "support");
    const before = await stateOf(url, storage.files);
    expect(Object.keys(before.files).length).toBeGreaterThan(5);
    expect(before.rows.parcels!.length).toBeGreaterThan(5);

    const archive = join(await mkdtemp(join(tmpdir(), "ipf-backups-")), "ipf.tar.gz");
    const written = await writeBackup(url, storage.files, archive);
    expect(written).toMatchObject({ files: Object.keys(before.files).length });
    expect(written.rows).toBe(Object.values(before.rows).reduce((sum, rows) => sum + rows.length, 0));

    // Life goes on: rows change, appear and go, files too.
    await db("customers").update({ first_name: "Changed" });
    await makeCustomer(db);
    await db("parcel_images").where({ path: photo }).delete();
    await db.raw("SELECT nextval(pg_get_serial_sequence('email_outbox', 'id'))");
    await storage.remove(photo);
    await storage.files.put("posts/2026-01/new.webp", png);
    expect(await stateOf(url, storage.files)).not.toEqual(before);

    // A database or a storage that holds something is refused, and left as it is.
    const changed = await stateOf(url, storage.files);
    await expect(readBackup(archive, url, storage.files)).rejects.toThrow(BackupError);
    expect(await stateOf(url, storage.files)).toEqual(changed);

    const dataDir = await mkdtemp(join(tmpdir(), "ipf-restored-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    await expect(checkArchive(archive)).resolves.toBeUndefined();
    await expect(checkArchive(join(dataDir, "jwt-secret"))).rejects.toThrow(BackupError);

    const database = await openProductDatabase(config, { create: true });
    try {
      const figures = await readBackup(archive, database.url, fresh);
      expect(figures).toEqual(written);
      expect(await stateOf(database.url, fresh)).toEqual(before);
    } finally {
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
      await close?.();
    }
  });
});
