import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { create, extract, list } from "tar";
import {
  connect,
  dumpDatabase,
  loadDatabase,
  migrateTo,
  readDumpManifest,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
  type EmbeddedCluster,
} from "@ipf/db";
import type { Config } from "../config.js";
import { cleanKey, type FileStore } from "./storage.js";

/** What went into an archive, or came out of one. */
export interface BackupFigures {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  archiveBytes: number;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const describeFigures = (figures: BackupFigures): string =>
  `${figures.rows} rows in ${figures.tables} tables, ${figures.files} files (${megabytes(figures.fileBytes)}), ` +
  `archive ${megabytes(figures.archiveBytes)}`;

/** A refusal to go on, told as it is, with nothing changed. */
export class BackupError extends Error {}

const DATABASE = "database";
const UPLOADS = "uploads";

/**
 * One archive (a gzipped tar) of the database and the uploads: `database/`
 * holds every table's rows read in one snapshot (see @ipf/db's dump.ts),
 * `uploads/` every stored file under its path, whether the storage is a
 * folder or a bucket. The archive appears whole under its name, or not at
 * all. Files are read after the rows: one added meanwhile may come along
 * unreferenced, which is harmless.
 */
export async function writeBackup(databaseUrl: string, files: FileStore, archive: string): Promise<BackupFigures> {
  const target = resolve(archive);
  await mkdir(dirname(target), { recursive: true });
  // Beside the archive rather than in /tmp: the same disk, where the archive is expected to fit.
  const staging = await mkdtemp(join(dirname(target), ".ipf-backup-"));
  try {
    await mkdir(join(staging, DATABASE));
    await mkdir(join(staging, UPLOADS));
    const manifest = await dumpDatabase(databaseUrl, join(staging, DATABASE));
    let count = 0;
    let fileBytes = 0;
    for (const key of await files.list("")) {
      if (cleanKey(key) !== key) continue; // not a name this product writes
      const file = await files.open(key);
      if (!file) continue; // removed since the listing
      const path = join(staging, UPLOADS, key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(file.body, createWriteStream(path));
      count++;
      fileBytes += file.size;
    }
    const partial = `${target}.part`;
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [DATABASE, UPLOADS]);
    await rename(partial, target);
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: count,
      fileBytes,
      archiveBytes: (await stat(target)).size,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Refuses, before anything is started or written, a file that is not an archive of ours. */
export async function checkArchive(archive: string): Promise<void> {
  let manifest = false;
  await list({
    file: resolve(archive),
    strict: true,
    onReadEntry: (entry) => {
      if (entry.path === `${DATABASE}/database.json`) manifest = true;
    },
  }).catch((error: unknown) => {
    throw new BackupError(`${archive} is not a backup archive (${String(error)}).`);
  });
  if (!manifest) throw new BackupError(`${archive} is not a backup archive: it holds no database dump.`);
}

/**
 * Brings an empty database and an empty storage back to the archive: the
 * database is migrated to the archive's migrations, then filled with its
 * rows; the files are put back under their paths. Refuses, changing
 * nothing, a database or a storage that already holds something.
 */
export async function readBackup(archive: string, databaseUrl: string, files: FileStore): Promise<BackupFigures> {
  const source = resolve(archive);
  const archiveBytes = await stat(source).then(
    (info) => info.size,
    () => {
      throw new BackupError(`No archive at ${source}.`);
    },
  );
  const staging = await mkdtemp(join(dirname(source), ".ipf-restore-"));
  const db = connect(databaseUrl, { pool: { max: 1 }, applicationName: "ipf-restore" });
  try {
    await extract({ file: source, cwd: staging, strict: true }).catch((error: unknown) => {
      throw new BackupError(`${source} is not a backup archive (${String(error)}).`);
    });
    const manifest = await readDumpManifest(join(staging, DATABASE)).catch(() => {
      throw new BackupError(`${source} is not a backup archive: it holds no database dump.`);
    });
    const last = manifest.migrations.at(-1);
    if (!last) throw new BackupError("The archive's database has no migrations applied.");
    if (await db.schema.hasTable("knex_migrations")) {
      throw new BackupError("The database is not empty: restore into a fresh one.");
    }
    if ((await files.list("")).length) throw new BackupError("The storage is not empty: restore into a fresh one.");

    await migrateTo(db, last);
    const applied = await db("knex_migrations").orderBy("id").pluck("name");
    if (applied.join() !== manifest.migrations.join()) {
      throw new BackupError("The archive's migrations are not this version's: restore with the version that made it.");
    }
    await loadDatabase(databaseUrl, join(staging, DATABASE));

    const root = join(staging, UPLOADS);
    const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    let fileBytes = 0;
    let count = 0;
    for (const entry of found.filter((item) => item.isFile())) {
      const path = join(entry.parentPath, entry.name);
      const bytes = await readFile(path);
      await files.put(relative(root, path).split(sep).join("/"), bytes);
      fileBytes += bytes.length;
      count++;
    }
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: count,
      fileBytes,
      archiveBytes,
    };
  } finally {
    await db.destroy();
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The product's database as the configuration names it: DATABASE_URL, the
 * embedded PostgreSQL already running under DATA_DIR (`npm start`'s), or
 * one started for the while (`stop` then stops it).
 */
export async function openProductDatabase(
  config: Config,
  options: { create?: boolean } = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const running = await runningEmbeddedPostgres(config.dataDir);
  const cluster: EmbeddedCluster =
    running ??
    (await startEmbeddedPostgres({ dataDir: config.dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 0) }));
  try {
    const admin = connect(cluster.adminUrl, { pool: { max: 1 } });
    try {
      const exists = await admin("pg_database").where({ datname: "ipf" }).first();
      if (!exists && !options.create) throw new BackupError(`No database under ${config.dataDir}: nothing to back up.`);
      if (!exists) await admin.raw("CREATE DATABASE ipf");
    } finally {
      await admin.destroy();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: cluster.urlFor("ipf"), stop: () => cluster.stop() };
}
