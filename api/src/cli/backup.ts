/**
 * `npm run backup [-- FILE]`: one archive of the database and the uploads,
 * by default backups/ipf-<UTC date and time>.tar.gz. Runs beside the
 * server (the embedded PostgreSQL it started is used as it runs) or without
 * it. See lib/backup.ts.
 */
import { writeBackup } from "../lib/backup.js";
import { runArchiveCommand } from "./archive-command.js";

runArchiveCommand(async () => {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const archive = process.argv[2] ?? `backups/ipf-${stamp}.tar.gz`;
  return { run: (databaseUrl, files) => writeBackup(databaseUrl, files, archive), done: `${archive}:` };
});
