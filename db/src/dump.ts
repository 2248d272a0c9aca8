import { createReadStream, createWriteStream } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";

/** What a dump holds besides the tables' rows, kept in its folder as `database.json`. */
export interface DumpManifest {
  /** PostgreSQL's version where the dump was made. */
  serverVersion: string;
  /** The migrations applied, in order: the schema the rows fit. */
  migrations: string[];
  /** Each table of the public schema, its columns (generated ones aside) and its rows' file (COPY text format). */
  tables: { name: string; columns: string[]; file: string; rows: number }[];
  /** Each sequence's last value (null: never used). */
  sequences: { name: string; lastValue: string | null }[];
}

/** knex's own bookkeeping: made again by the migrations, never loaded from a dump. */
const MIGRATION_TABLES = new Set(["knex_migrations", "knex_migrations_lock"]);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Writes the rows of every table and every sequence's value into `folder`,
 * all read in one snapshot (a repeatable-read transaction, as pg_dump
 * does): the dump is consistent while the product keeps writing. The
 * schema is not dumped: it is the migrations', named in the manifest.
 */
export async function dumpDatabase(url: string, folder: string): Promise<DumpManifest> {
  const client = new pg.Client({ connectionString: url, application_name: "ipf-backup" });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows: version } = await client.query<{ server_version: string }>("SHOW server_version");
    const { rows: migrations } = await client.query<{ name: string }>("SELECT name FROM knex_migrations ORDER BY id");
    const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
      `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = 'public' AND c.relkind = 'r'
        GROUP BY c.relname
        ORDER BY c.relname`,
    );
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      "SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
    );
    const manifest: DumpManifest = {
      serverVersion: version[0]!.server_version,
      migrations: migrations.map((row) => row.name),
      tables: [],
      sequences: sequences.map((row) => ({ name: row.name, lastValue: row.last_value })),
    };
    for (const table of tables.filter((t) => !MIGRATION_TABLES.has(t.name))) {
      const file = `${table.name}.copy`;
      const copy = copyTo(`COPY public.${quote(table.name)} (${table.columns.map(quote).join(", ")}) TO STDOUT`);
      await pipeline(client.query(copy), createWriteStream(join(folder, file)));
      manifest.tables.push({ name: table.name, columns: table.columns, file, rows: Number(copy.rowCount ?? 0) });
    }
    await client.query("COMMIT");
    await writeFile(join(folder, "database.json"), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await client.end();
  }
}

/** The manifest of a dump folder. */
export async function readDumpManifest(folder: string): Promise<DumpManifest> {
  return JSON.parse(await readFile(join(folder, "database.json"), "utf8")) as DumpManifest;
}

/**
 * Loads a dump into a database already migrated to the dump's migrations:
 * its tables are emptied and filled with the dump's rows in one
 * transaction, triggers and foreign-key checks off while loading (as
 * pg_dump's --disable-triggers; the role must be allowed to set
 * session_replication_role: a superuser, or granted SET on it), then the
 * sequences are put back.
 */
export async function loadDatabase(url: string, folder: string): Promise<DumpManifest> {
  const manifest = await readDumpManifest(folder);
  const client = new pg.Client({ connectionString: url, application_name: "ipf-restore" });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica");
    const names = manifest.tables.map((table) => `public.${quote(table.name)}`);
    if (names.length) await client.query(`TRUNCATE ${names.join(", ")}`);
    // Indexes that back no constraint are built once after the load rather than row by row:
    // the trigram indexes made the load of 100,000 parcels several times slower.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i
         JOIN pg_class t ON t.oid = i.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    for (const table of manifest.tables) {
      const copy = copyFrom(`COPY public.${quote(table.name)} (${table.columns.map(quote).join(", ")}) FROM STDIN`);
      await pipeline(createReadStream(join(folder, table.file)), client.query(copy));
    }
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.definition);
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue !== null) {
        await client.query("SELECT setval($1, $2::bigint, true)", [
          `public.${quote(sequence.name)}`,
          sequence.lastValue,
        ]);
      }
    }
    await client.query("COMMIT");
    return manifest;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
