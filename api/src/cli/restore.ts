/**
 * `npm run restore -- FILE`: brings a fresh data folder (DATA_DIR, or the
 * database at DATABASE_URL and the configured storage) back to a backup
 * made by `npm run backup`. Refuses, changing nothing, a database or a
 * storage that already holds something. See lib/backup.ts.
 */
import { checkArchive, readBackup } from "../lib/backup.js";
import { runArchiveCommand } from "./archive-command.js";

runArchiveCommand(async () => {
  const argv = process.argv.slice(2);
  const archive = argv[0];
  if (!archive || argv.length > 1) {
    console.error("Usage: npm run restore -- FILE (into a fresh DATA_DIR, or an empty DATABASE_URL and storage)");
    return 2;
  }
  await checkArchive(archive);
  return { create: true, run: (databaseUrl, files) => readBackup(archive, databaseUrl, files), done: "restored" };
});
