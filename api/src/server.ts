import { createServer, type Server } from "node:http";
import { connect, migrateLatest, startEmbeddedPostgres, type Db, type EmbeddedCluster } from "@ipf/db";
import { seedDemo, seedReference } from "@ipf/db";
import { createHandler } from "./app.js";
import { assertPaymentsReady, type Config } from "./config.js";
import { createDeps, type Deps } from "./deps.js";
import { drawDemoLogos } from "./services/demo-logos.js";
import { drawDemoPhotos } from "./services/demo-photos.js";
import { startJobs } from "./services/jobs.js";
import { createPgBus } from "./lib/bus.js";
import { migrateJobs } from "./lib/jobs.js";
import { createLogger } from "./lib/logger.js";
import { attachWebSocket } from "./lib/ws.js";
import { customerSocketActions } from "./services/customer-socket.js";

export interface Running {
  url: string;
  server: Server;
  deps: Deps;
  demoSeeded: boolean;
  stop(): Promise<void>;
}

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

/**
 * Starts the product: the database (embedded unless DATABASE_URL is set),
 * migrations, reference data, demo data outside production, and the HTTP
 * server. `stop()` closes everything in reverse order.
 */
export async function startServer(config: Config): Promise<Running> {
  assertPaymentsReady(config);
  const log = createLogger(config.logLevel);
  let cluster: EmbeddedCluster | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    cluster = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: Number(process.env.EMBEDDED_PG_PORT ?? 0),
      log: (line) => log.debug({ pg: line }, "postgres"),
    });
    const admin = connect(cluster.adminUrl, { pool: { max: 1 } });
    const exists = await admin("pg_database").where({ datname: "ipf" }).first();
    if (!exists) await admin.raw("CREATE DATABASE ipf");
    await admin.destroy();
    databaseUrl = cluster.urlFor("ipf");
  }

  const db: Db = connect(databaseUrl, { pool: { max: config.dbPoolMax }, applicationName: "ipf-api" });
  const applied = await migrateLatest(db);
  if (applied.length) log.info({ applied }, "migrations applied");
  // The job queue's own tables: every instance adds jobs, even one that runs none (JOBS=off).
  await migrateJobs(databaseUrl);
  await seedReference(db);
  const demoSeeded = config.env === "production" ? false : await seedDemo(db);

  const bus = await createPgBus(databaseUrl, log);
  // Searches, work queues, locker pages and parcels by id run with one plan for all their calls,
  // on a few connections of their own.
  const deps = createDeps(config, db, log, bus, { url: databaseUrl, max: Math.min(4, config.dbPoolMax) });
  if (config.env !== "production") {
    await drawDemoPhotos(db, deps.storage.files);
    await drawDemoLogos(db, deps.storage.files);
  }
  const jobs = await startJobs(deps, databaseUrl);
  const server = createServer(createHandler(deps));
  // An idle connection is kept longer than a load balancer's (commonly 60 s), so that the balancer
  // or a client never sends a request on a connection the API is closing at that moment: with
  // Node's 5 s, a burst of requests had some fail as "other side closed" between two of its rounds.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const realtime = attachWebSocket(server, deps, customerSocketActions(deps));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // The same host name as the default PUBLIC_URL, so that links the API builds (payment returns,
  // e-mails) land on the origin the browser already uses, with its stored session.
  const local = ["0.0.0.0", "127.0.0.1", "localhost", "::"].includes(config.host);
  const url = `http://${local ? "localhost" : config.host}:${port}`;
  deps.carrierEngine.setLocalOrigin(`http://${local ? "127.0.0.1" : config.host}:${port}`);
  const stopStepping = config.env === "development" ? deps.carrierEngine.startStepping() : () => {};

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      stopStepping();
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 3000).unref();
      });
      // Jobs under way finish before their connections close.
      await jobs?.stop();
      deps.mailer.close();
      await bus.close();
      await deps.statements.close();
      await db.destroy();
      await cluster?.stop();
    })());

  return { url, server, deps, demoSeeded, stop };
}
