import { randomBytes } from "node:crypto";
import { Logger as WorkerLogger, run, runMigrations, type Runner, type TaskList } from "graphile-worker";
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
 * Every worker of an instance is named after it: "ipf-jobs.<pid>.<random>/<n>",
 * and the instance's connections carry "ipf-jobs.<pid>.<random>" as their
 * application name. A worker whose instance has no connection left died
 * (killed, crashed, cut off); its jobs are unlocked for the others, instead
 * of after graphile-worker's four hours.
 */
const PREFIX = "ipf-jobs.";
/** How often each instance looks for jobs held by workers that died. */
const REAP_EVERY_MS = 5_000;

const REAP_SQL = `
  SELECT graphile_worker.force_unlock_workers(array_agg(DISTINCT locked_by)) AS unlocked,
         array_agg(DISTINCT locked_by) AS workers
    FROM graphile_worker.jobs
   WHERE locked_by LIKE '${PREFIX}%'
     AND split_part(locked_by, '/', 1) NOT IN (
       SELECT application_name FROM pg_stat_activity WHERE application_name LIKE '${PREFIX}%')
  HAVING count(*) > 0`;

/** Unlocks the jobs held by workers of instances that are gone; answers those workers. */
export async function reapDeadWorkers(db: Db): Promise<string[]> {
  const result = (await db.raw(REAP_SQL)) as { rows: { workers: string[] }[] };
  return result.rows[0]?.workers ?? [];
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
  /** The instance's name on its workers and connections. */
  name: string;
  /** Lets running jobs finish (for a while), then stops. */
  stop(): Promise<void>;
}

/**
 * Starts `concurrency` workers of concurrency 1 each, so that every worker
 * has an id naming this instance (graphile-worker names a pool's workers at
 * random); only the first schedules the crontab.
 */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { log } = options;
  const name = `${PREFIX}${process.pid}.${randomBytes(4).toString("hex")}`;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    application_name: name,
    // Each worker's LISTEN connection, one at a time for its job's queries, and one for the rest.
    max: options.concurrency * 2 + 1,
    idleTimeoutMillis: 0,
  });
  const lost = (error: Error) => log.warn({ err: error }, "job connection lost");
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  const logger = new WorkerLogger(() => (level, message, meta) => {
    if (level === "error" || level === "warning") log.warn({ jobs: meta }, message);
  });
  const runners: Runner[] = [];
  try {
    for (let i = 0; i < options.concurrency; i++) {
      runners.push(
        await run({
          pgPool: pool,
          taskList: options.tasks,
          ...(i === 0 ? { crontab: options.crontab } : { parsedCronItems: [] }),
          concurrency: 1,
          // A runner of concurrency 1 takes a worker id (graphile-worker refuses one above 1).
          ...{ workerId: `${name}/${i}` },
          noHandleSignals: true,
          pollInterval: 1000,
          logger,
        }),
      );
    }
  } catch (error) {
    await Promise.all(runners.map((runner) => runner.stop()));
    await pool.end();
    throw error;
  }
  const reap = () =>
    reapDeadWorkers(options.db)
      .then((workers) => workers.length && log.warn({ workers }, "jobs of stopped workers unlocked"))
      .catch((error: unknown) => log.warn({ err: error }, "unlocking jobs of stopped workers failed"));
  await reap();
  const timer = setInterval(() => void reap(), REAP_EVERY_MS);
  timer.unref();
  let stopping: Promise<void> | undefined;
  return {
    name,
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(timer);
        await Promise.all(runners.map((runner) => runner.stop()));
        await pool.end();
      })()),
  };
}

const quiet = new WorkerLogger(() => () => undefined);
