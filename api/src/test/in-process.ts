import { createServer } from "node:http";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase } from "@ipf/db/testing";
import { createHandler } from "../app.js";
import { loadConfig } from "../config.js";
import { createDeps, type Deps } from "../deps.js";
import { createPgBus } from "../lib/bus.js";
import { createLogger } from "../lib/logger.js";
import { createRealtime } from "../lib/realtime.js";
import { attachWebSocket } from "../lib/ws.js";
import { customerSocketActions } from "../services/customer-socket.js";

export interface InProcessInstance {
  deps: Deps;
  url: string;
}

/**
 * `count` API instances in this process, on one fresh test database, each
 * with its own HTTP server, WebSocket server and bus connection: what one
 * publishes or retires reaches the others only as it would between machines
 * (PostgreSQL LISTEN/NOTIFY). `close` stops them all.
 */
export async function inProcessInstances(count: number) {
  const { db, url: databaseUrl } = await createTestDatabase();
  const log = createLogger("silent");
  const stops: (() => Promise<void>)[] = [];
  const instances: InProcessInstance[] = [];
  for (let index = 0; index < count; index++) {
    const bus = await createPgBus(databaseUrl, log);
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: await mkdtemp(join(tmpdir(), "ipf-instance-test-")),
      JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    });
    const deps = { ...createDeps(config, db, log, bus), realtime: createRealtime(bus) };
    const server = createServer(createHandler(deps));
    const realtime = attachWebSocket(server, deps, customerSocketActions(deps));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    instances.push({ deps, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
    stops.push(async () => {
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
    });
  }
  return {
    db,
    instances,
    close: async () => {
      for (const stop of stops) await stop();
    },
  };
}
