#!/usr/bin/env node
/**
 * Database chores against DATABASE_URL:
 *
 *   node db/dist/src/cli.js migrate          apply pending migrations
 *   node db/dist/src/cli.js seed             reference data, then the demo (not in production)
 *   node db/dist/src/cli.js rollback         undo the last batch of migrations
 *   node db/dist/src/cli.js rollback --all   undo every migration
 */
import { connect } from "./connect.js";
import { migrateLatest, migrationSource, rollbackAll } from "./migrate.js";
import { seedDemo, seedReference } from "./seed/index.js";

const USAGE = "Usage: DATABASE_URL=postgres://... node db/dist/src/cli.js migrate | seed | rollback [--all]";

/** A CLI's report goes to standard output; errors go to standard error. */
const say = (text: string) => process.stdout.write(`${text}\n`);

async function main(argv: string[]): Promise<number> {
  const [command, ...flags] = argv;
  const url = process.env.DATABASE_URL;
  if (!url || !command || !["migrate", "seed", "rollback"].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const db = connect(url, { pool: { max: 2 }, applicationName: "ipf-db-cli" });
  try {
    if (command === "migrate") {
      const applied = await migrateLatest(db);
      say(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join("\n  ")}` : "Up to date.");
    } else if (command === "seed") {
      await seedReference(db);
      say("Reference data up to date.");
      if (process.env.NODE_ENV === "production") {
        say("Demo data skipped: NODE_ENV is production.");
      } else {
        say((await seedDemo(db)) ? "Demo data seeded." : "Demo data already present.");
      }
    } else if (flags.includes("--all")) {
      await rollbackAll(db);
      say("Rolled back every migration.");
    } else {
      const [batch, names] = (await db.migrate.rollback({ migrationSource })) as [number, string[]];
      say(names.length ? `Rolled back batch ${batch}:\n  ${names.join("\n  ")}` : "Nothing to roll back.");
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
