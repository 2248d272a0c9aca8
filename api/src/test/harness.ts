import { createServer, type Server } from "node:http";
import { mkdtemp } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach } from "vitest";
import type { Db } from "@ipf/db";
import { createTestDatabase } from "@ipf/db/testing";
import { createHandler } from "../app.js";
import { loadConfig, type Config } from "../config.js";
import { createDeps, type Deps } from "../deps.js";
import { noCaptcha } from "../lib/captcha.js";
import { REALTIME_TOPICS, type CustomerMessage, type StaffMessage } from "../lib/realtime.js";
import { attachWebSocket } from "../lib/ws.js";
import { customerSocketActions } from "../services/customer-socket.js";
import { startJobs } from "../services/jobs.js";
import { startLocalS3 } from "./s3-server.js";

export interface TestApp {
  url: string;
  db: Db;
  deps: Deps;
  /** Moves the clock the API sees. */
  setNow(date: Date): void;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // Answers are checked by the tests' assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * The real API on a real HTTP port, on a fresh database of its own, for one
 * test file. Pass `env` to change the configuration (e.g. production).
 * With TEST_STORAGE=s3 in the environment, uploads go to a local S3 server
 * started for the file rather than to the disk.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  override: Partial<Deps> = {},
  /** `host`: the interface to listen on (127.0.0.1 unless given); `url` still names the loopback. */
  options: { host?: string } = {},
): Promise<TestApp> {
  const { db, url: databaseUrl } = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "ipf-api-test-"));
  const s3 = process.env.TEST_STORAGE === "s3" && !env.STORAGE ? await startLocalS3() : undefined;
  const config: Config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    ...s3?.env,
    ...env,
  });
  let now: Date | undefined;
  // A fresh Deps: its own statements, generic pool and parcel store.
  const created = createDeps(config, db, undefined, undefined, { url: databaseUrl, max: 2 });
  const deps: Deps = { ...created, captcha: noCaptcha, now: () => now ?? new Date(), ...override };
  // Background jobs (e-mails, photos) run as in production; the hourly sweeps are left to the tests.
  const jobs = await startJobs(deps, databaseUrl, { cron: false });
  const server: Server = createServer(createHandler(deps));
  const realtime = attachWebSocket(server, deps, customerSocketActions(deps));
  await new Promise<void>((resolve) => server.listen(0, options.host ?? "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  deps.carrierEngine.setLocalOrigin(url);
  afterAll(async () => {
    await realtime.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await jobs?.stop();
    deps.mailer.close();
    await created.statements.close();
    await s3?.close();
  });

  return {
    url,
    db,
    deps,
    setNow: (date) => {
      now = date;
    },
    request: requester(url),
  };
}

/** An address of this machine that is not the loopback, for requests that must not come from it. */
/** What the API publishes live from now on, in order: to customers, and to the desks. */
export function liveMessages(app: Pick<TestApp, "deps">): { customer: CustomerMessage[]; staff: StaffMessage[] } {
  const customer: CustomerMessage[] = [];
  const staff: StaffMessage[] = [];
  app.deps.bus.subscribe(REALTIME_TOPICS.customer, (m) => customer.push(m as CustomerMessage));
  app.deps.bus.subscribe(REALTIME_TOPICS.staff, (m) => staff.push(m as StaffMessage));
  return { customer, staff };
}

/** Moves `app`'s clock forward by `ms` at each call; each test starts again from the real time. */
export function movableClock(app: TestApp): (ms: number) => void {
  let clock = Date.now();
  afterEach(() => {
    clock = Date.now();
    app.setNow(new Date(clock));
  });
  return (ms) => {
    clock += ms;
    app.setNow(new Date(clock));
  };
}

export function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;
}

/** Requests to the API at `url`: JSON bodies, an optional bearer token. */
export function requester(url: string) {
  return async (method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers["content-type"] ??= "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(url + path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === "string"
            ? options.body
            : JSON.stringify(options.body),
    });
    return readAnswer(response);
  };
}

/** An answer as the tests read it: JSON bodies parsed, anything else as text. */
export async function readAnswer(response: Response): Promise<TestResponse> {
  const text = await response.text();
  const json = (response.headers.get("content-type") ?? "").includes("json");
  return { status: response.status, headers: response.headers, body: json ? (text ? JSON.parse(text) : null) : text };
}

/** Sends a multipart form (the harness's `request` sends JSON only). */
export async function sendFormData(
  app: Pick<TestApp, "url">,
  method: string,
  path: string,
  form: FormData,
  token?: string,
): Promise<TestResponse> {
  const response = await fetch(app.url + path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return readAnswer(response);
}
