import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "@ipf/db/testing";
import { TokenService } from "../lib/tokens.js";
import { requester, type RequestOptions, type TestResponse } from "./harness.js";

export interface Instance {
  url: string;
  /** The process id of the instance running now. */
  pid: number;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Ends the process with `signal` (SIGKILL: a crash), resolving once it exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the process again (after `kill`), on a new port. */
  restart(): Promise<void>;
}

export interface Cluster extends TestDatabase {
  instances: Instance[];
  /** The upload folder every instance shares. */
  dataDir: string;
  /** Signs tokens with the instances' secret. */
  tokens: TokenService;
}

const JWT_SECRET = "cluster-secret-that-is-long-enough-0123456789";
const root = fileURLToPath(new URL("../../..", import.meta.url));
const entry = fileURLToPath(new URL("../main.ts", import.meta.url));

/**
 * `count` API processes started as production starts them (the entry point,
 * NODE_ENV=production), each on a port of its own, all on one fresh test
 * database and one data folder: several instances behind a load balancer.
 * `env` adds to (or changes) their environment. They are stopped (SIGTERM)
 * after the file's tests.
 */
export async function startInstances(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "ipf-cluster-"));
  const running = new Set<ChildProcess>();
  afterAll(async () => {
    await Promise.all([...running].map((child) => stop(child, "SIGTERM")));
    await rm(dataDir, { recursive: true, force: true });
  });
  const spawnOne = async () => {
    const child = spawn(process.execPath, ["--conditions=@ipf/source", "--import", "tsx", entry], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET,
        PAYMENTS_LOCAL_CHECKOUT: "true",
        DB_POOL_MAX: "4",
        LOG_LEVEL: "warn",
        ...env,
      },
    });
    running.add(child);
    child.once("exit", () => running.delete(child));
    return { child, url: await listening(child) };
  };
  const instances = await Promise.all(
    Array.from({ length: count }, async () => {
      let { child, url } = await spawnOne();
      const instance: Instance = {
        url,
        pid: child.pid!,
        request: (method, path, options) => requester(instance.url)(method, path, options),
        kill: (signal = "SIGKILL") => stop(child, signal),
        async restart() {
          ({ child, url } = await spawnOne());
          instance.url = url;
          instance.pid = child.pid!;
        },
      };
      return instance;
    }),
  );
  return { ...database, dataDir, tokens: new TokenService(JWT_SECRET, { customer: "1h", staff: "1h" }), instances };
}

/** The address the process prints once it serves, or its output if it exits first. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`the API exited with ${code} before serving:\n${output}`)));
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}
