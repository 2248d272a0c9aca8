/**
 * The API's background work, as jobs on the database's queue (lib/jobs.ts):
 * run by whichever instance's worker takes them, once, and taken again by
 * another instance when the one running them dies.
 */
import type { TaskList } from "graphile-worker";
import { ENCODE_PHOTO_TASK, type Deps } from "../deps.js";
import { startWorker, type Worker } from "../lib/jobs.js";
import { SEND_MAIL_TASK } from "../lib/mail.js";
import { PASSWORD_RESET_TASK, sendPasswordReset } from "./accounts.js";
import { readScope } from "./work.js";
import { sweepSignedOutSessions } from "../lib/sessions.js";
import { sendStorageReminders } from "./parcels/storage-reminders.js";
import { sweepPrivateUploads } from "./upload-retention.js";
import { pollQuietTrackers } from "./tracking.js";
import { expireQuotes } from "./purchases/lifecycle.js";
import { compactParcelCounts } from "./parcels/counts.js";

const STORAGE_REMINDERS_TASK = "parcels:storage-reminders";
const CATCH_UP_TASK = "catch-up";
export const UPLOAD_RETENTION_TASK = "uploads:retention";
const SWEEP_SIGNED_OUT_TASK = "sessions:sweep-signed-out";
export const POLL_TRACKERS_TASK = "tracking:poll-quiet";
export const EXPIRE_PURCHASE_QUOTES_TASK = "purchases:expire-quotes";
export const COMPACT_PARCEL_COUNTS_TASK = "parcels:compact-counts";

/** Scheduled once for every instance together. */
const CRONTAB = [
  // Customers whose free storage ends soon are reminded (once per parcel and threshold).
  `0 * * * * ${STORAGE_REMINDERS_TASK}`,
  // What was left without a job: e-mails queued before jobs existed, photos whose instance
  // stopped between writing them and queueing their job.
  `*/5 * * * * ${CATCH_UP_TASK}`,
  // Files of deleted parcels and customers go (services/upload-retention.ts).
  `30 * * * * ${UPLOAD_RETENTION_TASK}`,
  // Signed-out sessions whose every token has expired are forgotten.
  `17 * * * * ${SWEEP_SIGNED_OUT_TASK}`,
  // Trackers quiet for hours are read again from the shipping engine (its webhook may have been lost).
  `*/20 * * * * ${POLL_TRACKERS_TASK}`,
  // Purchase quotes past their validity are marked expired and their customers told (reads see it at once).
  `*/5 * * * * ${EXPIRE_PURCHASE_QUOTES_TASK}`,
  // The queues' counts, one row a change, folded into one row a queue (services/parcels/counts.ts).
  `* * * * * ${COMPACT_PARCEL_COUNTS_TASK}`,
].join("\n");

const idOf = (payload: unknown): number => {
  const id = (payload as { id?: unknown } | null)?.id;
  if (typeof id !== "number" || !Number.isSafeInteger(id)) throw new Error("mail job without an outbox id");
  return id;
};

const sourceOf = (payload: unknown): string => {
  const source = (payload as { source?: unknown } | null)?.source;
  if (typeof source !== "string") throw new Error("photo job without a source");
  return source;
};

const resetOf = (payload: unknown): { email: string; origin: string | null } => {
  const { email, origin } = (payload ?? {}) as { email?: unknown; origin?: unknown };
  if (typeof email !== "string") throw new Error("password reset job without an e-mail");
  // Jobs queued before the origin was part of them link to PUBLIC_URL.
  return { email, origin: typeof origin === "string" ? origin : null };
};

export function backgroundTasks(deps: Deps): TaskList {
  return {
    [SEND_MAIL_TASK]: (payload) => deps.mailer.send(idOf(payload)),
    [ENCODE_PHOTO_TASK]: (payload) => deps.storage.encode(sourceOf(payload)),
    [PASSWORD_RESET_TASK]: (payload) => {
      const { email, origin } = resetOf(payload);
      return sendPasswordReset(readScope(deps), email, origin);
    },
    [STORAGE_REMINDERS_TASK]: async () => {
      const sent = await sendStorageReminders(readScope(deps));
      if (sent) deps.log.info({ sent }, "storage reminders sent");
    },
    [UPLOAD_RETENTION_TASK]: async () => {
      const removed = await sweepPrivateUploads(readScope(deps));
      if (removed.photos || removed.attachments || removed.scans)
        deps.log.info(removed, "files past their retention removed");
    },
    [POLL_TRACKERS_TASK]: async () => {
      const changed = await pollQuietTrackers(readScope(deps));
      if (changed) deps.log.info({ changed }, "trackers updated by polling");
    },
    [EXPIRE_PURCHASE_QUOTES_TASK]: async () => {
      const expired = await expireQuotes(readScope(deps));
      if (expired) deps.log.info({ expired }, "purchase quotes expired");
    },
    [COMPACT_PARCEL_COUNTS_TASK]: async () => {
      await compactParcelCounts(deps.db);
    },
    [SWEEP_SIGNED_OUT_TASK]: async () => {
      await sweepSignedOutSessions(deps.db, deps.now());
    },
    [CATCH_UP_TASK]: async () => {
      if (deps.mailer.delivers) await deps.mailer.requeuePending();
      await removeUploadLeftovers(deps);
      await deps.storage.resume();
    },
  };
}

/** How old a file left in the upload's waiting folder must be to be taken for a dead process's. */
export const LEFTOVER_AGE_MS = 5 * 60_000;

/**
 * What intakes killed mid-upload left in the waiting folder (disk or
 * bucket): their unfinished writes, and photos no parcel names. An upload
 * under way writes and commits within seconds, so five minutes leave it be.
 */
async function removeUploadLeftovers(deps: Deps): Promise<void> {
  const before = new Date(deps.now().getTime() - LEFTOVER_AGE_MS);
  const named = (paths: string[]) => deps.db("parcel_images").whereIn("path", paths).pluck("path");
  const removed = await deps.storage.removeLeftovers(before, named);
  if (removed.length) deps.log.info({ removed }, "upload leftovers removed");
}

/** This instance's worker, unless JOBS=off; `cron: false` leaves the crontab to others (tests). */
export async function startJobs(
  deps: Deps,
  databaseUrl: string,
  options: { cron?: boolean } = {},
): Promise<Worker | undefined> {
  const { jobs } = deps.config;
  if (!jobs.enabled) return undefined;
  const worker = await startWorker({
    databaseUrl,
    db: deps.db,
    log: deps.log,
    tasks: backgroundTasks(deps),
    crontab: options.cron === false ? "" : CRONTAB,
    concurrency: jobs.concurrency,
  });
  // Once at start too, rather than up to five minutes later.
  await deps.jobs.add(CATCH_UP_TASK, {}, { jobKey: CATCH_UP_TASK, maxAttempts: 1 });
  return worker;
}
