import type { Knex } from "knex";

/**
 * Which API instance runs each job worker pool (graphile-worker locks a job
 * with its pool's id). `instance` is the application name the instance's job
 * connections carry: a pool whose instance has no connection left died, and
 * the jobs it held are unlocked for the others.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE job_worker_pools (
      pool_id text PRIMARY KEY,
      instance text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE job_worker_pools");
}
