import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import {
  Logger as WorkerLogger,
  run,
  runMigrations,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from "graphile-worker";
import pg from "pg";
import type { Db } from "@ipf/db";
import type { Logger } from "./logger.js";

/**
 * Background jobs on PostgreSQL (graphile-worker): a job is a row added in
 * the caller's transaction, so it exists exactly when the change that asked
 * for it committed, and every API instance's worker takes jobs from the same
 * queue, each job by one worker at a time. Cron items are scheduled once for
 * all instances.
 */
export interface JobQueue {
  /**
   * Adds a job, inside `trx` when given. A `jobKey` already waiting is
   * replaced by this one (its run time kept), so a job is queued once.
   */
  add(task: string, payload: Record<string, unknown>, options?: AddOptions): Promise<void>;
}

export interface AddOptions {
  trx?: Db;
  jobKey?: string;
  /** Attempts before the job is given up; graphile-worker waits exp(attempt) seconds between them. */
  maxAttempts?: number;
}

export function createJobQueue(db: Db): JobQueue {
  return {
    async add(task, payload, options = {}) {
      await (options.trx ?? db).raw(
        `SELECT graphile_worker.add_job(identifier => ?, payload => ?::json, max_attempts => ?,
           job_key => ?, job_key_mode => 'preserve_run_at')`,
        [task, JSON.stringify(payload), options.maxAttempts ?? 25, options.jobKey ?? null],
      );
    },
  };
}

/** Creates or updates the queue's tables (schema graphile_worker); safe to run from several instances. */
export async function migrateJobs(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: quiet });
}

/**
 * graphile-worker locks a job with its worker pool's id and frees it only
 * after four hours. Each instance's job connections carry the instance's
 * name ("ipf-jobs.<pid>.<random>") as their application name, and its pool
 * is listed under that name in job_worker_pools: a pool whose instance has
 * no connection left died (killed, crashed, cut off), and the jobs it held
 * are unlocked for the others at once. A pool not listed yet is alive.
 */
const PREFIX = "ipf-jobs.";
/** How often each instance looks for jobs held by instances that died. */
const REAP_EVERY_MS = 5_000;

/** Unlocks the jobs held by pools of instances that are gone; answers those pools. */
export async function reapDeadWorkers(db: Db): Promise<string[]> {
  return db.transaction(async (trx) => {
    const dead = (await trx("job_worker_pools")
      .whereNotIn("instance", trx("pg_stat_activity").whereNotNull("application_name").select("application_name"))
      .forUpdate()
      .skipLocked()
      .pluck("pool_id")) as string[];
    if (!dead.length) return [];
    await trx.raw("SELECT graphile_worker.force_unlock_workers(?::text[])", [dead]);
    await trx("job_worker_pools").whereIn("pool_id", dead).delete();
    return dead;
  });
}

export interface WorkerOptions {
  databaseUrl: string;
  db: Db;
  log: Logger;
  tasks: TaskList;
  /** graphile-worker crontab lines ("0 * * * * task"), run once across instances. */
  crontab: string;
  /** Jobs run at the same time by this instance. */
  concurrency: number;
}

export interface Worker {
  /** The instance's name on its job connections. */
  name: string;
  /** Lets running jobs finish (for a while), then stops. */
  stop(): Promise<void>;
}

export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { db, log } = options;
  const name = `${PREFIX}${process.pid}.${randomBytes(4).toString("hex")}`;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    application_name: name,
    // The LISTEN connection, one per job running, one for the rest; kept open, as they say
    // this instance is alive.
    max: options.concurrency + 2,
    idleTimeoutMillis: 0,
  });
  const lost = (error: Error) => log.warn({ err: error }, "job connection lost");
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  const logger = new WorkerLogger(() => (level, message, meta) => {
    if (level === "error" || level === "warning") log.warn({ jobs: meta }, message);
  });
  const events: WorkerEvents = new EventEmitter();
  let listed: Promise<unknown> = Promise.resolve();
  let poolId: string | undefined;
  events.on("pool:create", ({ workerPool }) => {
    poolId = workerPool.id;
    listed = db("job_worker_pools").insert({ pool_id: poolId, instance: name }).onConflict().ignore();
  });
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      taskList: options.tasks,
      crontab: options.crontab,
      concurrency: options.concurrency,
      noHandleSignals: true,
      pollInterval: 1000,
      logger,
      events,
    });
    await listed;
  } catch (error) {
    await pool.end();
    throw error;
  }
  const reap = () =>
    reapDeadWorkers(db)
      .then((pools) => pools.length && log.warn({ pools }, "jobs of stopped instances unlocked"))
      .catch((error: unknown) => log.warn({ err: error }, "unlocking jobs of stopped instances failed"));
  await reap();
  const timer = setInterval(() => void reap(), REAP_EVERY_MS);
  timer.unref();
  let stopping: Promise<void> | undefined;
  return {
    name,
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(timer);
        await runner.stop();
        // Left behind when the database is already going away: reaped by the next instance.
        await db("job_worker_pools")
          .where({ pool_id: poolId })
          .delete()
          .catch((error: unknown) => log.debug({ err: error }, "job pool not unlisted"));
        await pool.end();
      })()),
  };
}

const quiet = new WorkerLogger(() => () => undefined);
