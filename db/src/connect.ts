import knex, { type Knex } from "knex";
import pg from "pg";

// Answer bigint counts and numeric sums as JavaScript numbers: every count and
// cent amount this product stores fits well within 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type Db = Knex;

export interface ConnectOptions {
  pool?: { min?: number; max?: number };
  applicationName?: string;
  /** Session settings of every connection of the pool, besides UTC. */
  settings?: Record<string, string | number>;
}

/** A knex instance on PostgreSQL. Times are stored and read in UTC. */
export function connect(url: string, options: ConnectOptions = {}): Db {
  return knex({
    client: "pg",
    connection: { connectionString: url, application_name: options.applicationName ?? "ipf" },
    pool: {
      min: options.pool?.min ?? 0,
      max: options.pool?.max ?? 10,
      afterCreate(conn: pg.Client, done: (error: Error | null, conn: pg.Client) => void) {
        const sets = Object.entries(options.settings ?? {}).map(([name, value]) => `SET ${name} = '${value}';`);
        conn.query(["SET TIME ZONE 'UTC';", ...sets].join(" "), (error) => done(error ?? null, conn));
      },
    },
  });
}
