/**
 * karrio's tracking webhooks: 1,000 parcels of the data set get a tracker at
 * the fake karrio (its own process, over HTTP: bench/fake-karrio.ts) and in
 * the database; each tracker then moves one step at karrio and karrio's
 * `tracker_updated` webhook is posted to the API, several at once. The API
 * reads each tracker back from karrio (the body is never acted on) and
 * stores its new event. Measures the webhooks per second, their latency and
 * the API's resident memory (sampled every 20 ms), then checks that every
 * webhook read its tracker back once and stored its event. Part of
 * `npm run bench` (`--only tracking`).
 */
import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import pg from "pg";
import type { LoadResult } from "./load.js";
import { percentile } from "./percentile.js";

export interface TrackingOptions {
  baseUrl: string;
  databaseUrl: string;
  apiPid: number;
  karrioUrl: string;
  karrioApiKey: string;
  webhookSecret: string;
  /** The fake karrio's process (bench/fake-karrio.ts), to move its trackers. */
  karrio: ChildProcess;
  webhooks: number;
  /** Webhooks in flight at once (karrio's workers post in parallel). */
  connections: number;
  /** CPU seconds used so far by each process that takes part (the API, PostgreSQL, karrio). */
  cpuSeconds: () => Promise<Record<string, number>>;
}

export interface TrackingResult extends LoadResult {
  peakRssMb: number;
  highWaterMb: number;
  /** Trackers read back from karrio during the measure (one per webhook). */
  readBack: number;
  eventsStored: number;
  /** CPU milliseconds per webhook, by process. */
  cpuMsPerWebhook: Record<string, number>;
}

const CARRIER = "colissimo";
/** Trackers used to warm the API up before the measure. */
const WARM_UP = 100;

async function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/** Asks the fake karrio's process and waits for the answer that has `key`. */
function ask<T>(child: ChildProcess, message: unknown, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (answer: Record<string, unknown>) => {
      if (typeof answer !== "object" || !(key in answer)) return;
      child.off("message", listen);
      resolve(answer as T);
    };
    child.on("message", listen);
    child.send(message as string);
  });
}

/** Trackers at karrio and in the database for `count` shipped parcels (again on each run). */
async function trackedParcels(options: TrackingOptions, count: number) {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query("DELETE FROM parcel_trackers WHERE tracking_number LIKE 'BENCHTRK%'");
    const { rows: parcels } = await client.query<{ id: string }>(
      "SELECT id FROM parcels WHERE state = 'shipped' ORDER BY id LIMIT $1",
      [count],
    );
    if (parcels.length < count) throw new Error(`the data set has ${parcels.length} shipped parcels, not ${count}`);
    const trackers: { parcelId: string; trackerId: string; trackingNumber: string }[] = [];
    const headers = { authorization: `Token ${options.karrioApiKey}`, "content-type": "application/json" };
    for (const [i, parcel] of parcels.entries()) {
      const trackingNumber = `BENCHTRK${String(i).padStart(6, "0")}FR`;
      const response = await fetch(`${options.karrioUrl}/v1/trackers`, {
        method: "POST",
        headers,
        body: JSON.stringify({ carrier_name: CARRIER, tracking_number: trackingNumber }),
      });
      if (!response.ok) throw new Error(`karrio answered ${response.status} to a new tracker`);
      const tracker = (await response.json()) as { id: string };
      trackers.push({ parcelId: parcel.id, trackerId: tracker.id, trackingNumber });
    }
    // Read a moment ago: the polling job leaves them alone.
    await client.query(
      `INSERT INTO parcel_trackers (parcel_id, engine_carrier, tracking_number, engine_tracker_id, checked_at)
       SELECT parcel_id, $1, tracking_number, tracker_id, now()
       FROM unnest($2::uuid[], $3::text[], $4::text[]) AS t (parcel_id, tracking_number, tracker_id)
       ON CONFLICT (parcel_id) DO UPDATE SET engine_carrier = EXCLUDED.engine_carrier,
         tracking_number = EXCLUDED.tracking_number, engine_tracker_id = EXCLUDED.engine_tracker_id,
         status = 'pending', checked_at = now(), delivered_at = NULL`,
      [
        CARRIER,
        trackers.map((t) => t.parcelId),
        trackers.map((t) => t.trackingNumber),
        trackers.map((t) => t.trackerId),
      ],
    );
    return trackers;
  } finally {
    await client.end();
  }
}

/** Posts the webhooks, `connections` at once; answers each one's time and whether it was handled. */
async function post(options: TrackingOptions, bodies: string[]) {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!;
      const begun = performance.now();
      try {
        const response = await fetch(`${options.baseUrl}/api/carriers/karrio/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-event-id": options.webhookSecret },
          body,
        });
        const answer = (await response.json()) as { handled?: boolean };
        times.push(performance.now() - begun);
        if (!response.ok || answer.handled !== true) {
          errors++;
          if (errors <= 2) process.stdout.write(`    webhook: ${response.status} ${JSON.stringify(answer)}\n`);
        }
      } catch (error) {
        errors++;
        if (errors <= 2) process.stdout.write(`    webhook: ${String(error)}\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { times, errors };
}

/** The webhooks of these trackers, each moved one step at karrio first. */
async function webhooksOf(options: TrackingOptions, trackingNumbers: string[]) {
  const { advanced } = await ask<{ advanced: unknown[] }>(options.karrio, { advance: trackingNumbers }, "advanced");
  return advanced.map((tracker) => JSON.stringify({ event: "tracker_updated", data: tracker }));
}

async function karrioReads(child: ChildProcess): Promise<{ reads: number; violations: string[] }> {
  const counts = await ask<{ calls: Record<string, number>; violations: string[] }>(child, "counts", "calls");
  return { reads: counts.calls["GET /v1/trackers/{identifier}"] ?? 0, violations: counts.violations };
}

export async function measureTracking(options: TrackingOptions): Promise<TrackingResult> {
  const trackers = await trackedParcels(options, WARM_UP + options.webhooks);
  const warm = trackers.slice(0, WARM_UP);
  const measured = trackers.slice(WARM_UP);
  await post(
    options,
    await webhooksOf(
      options,
      warm.map((t) => t.trackingNumber),
    ),
  );

  const bodies = await webhooksOf(
    options,
    measured.map((t) => t.trackingNumber),
  );
  const readsBefore = (await karrioReads(options.karrio)).reads;
  let peakRssMb = 0;
  const sampler = setInterval(() => {
    void memoryMb(options.apiPid, "VmRSS").then((mb) => (peakRssMb = Math.max(peakRssMb, mb)));
  }, 20);
  const cpuBefore = await options.cpuSeconds();
  const started = performance.now();
  let result: Awaited<ReturnType<typeof post>>;
  try {
    result = await post(options, bodies);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await options.cpuSeconds();
  const cpuMsPerWebhook = Object.fromEntries(
    Object.entries(cpuAfter).map(([name, after]) => [
      name,
      // Backends that exit during the run take their time with them: never below zero.
      Math.round((Math.max(0, after - (cpuBefore[name] ?? 0)) * 1_000_000) / bodies.length) / 1000,
    ]),
  );
  peakRssMb = Math.max(peakRssMb, await memoryMb(options.apiPid, "VmRSS"));

  const after = await karrioReads(options.karrio);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ events: string }>(
    `SELECT count(*) AS events FROM parcel_tracking_events e JOIN parcel_trackers t ON t.id = e.tracker_id
     WHERE t.tracking_number = ANY($1) AND e.status = 'in_transit'`,
    [measured.map((t) => t.trackingNumber)],
  );
  await client.end();
  const readBack = after.reads - readsBefore;
  const eventsStored = Number(rows[0]!.events);
  // A webhook not read back from karrio, an event not stored, or a request karrio's schema refuses: errors.
  const missed = Math.max(0, options.webhooks - readBack) + Math.max(0, options.webhooks - eventsStored);
  if (after.violations.length) process.stdout.write(`    karrio's schema refused: ${after.violations[0]}\n`);

  const times = [...result.times].sort((a, b) => a - b);
  return {
    scenario: "tracking: 1,000 karrio webhooks",
    requests: bodies.length,
    requestsPerSecond: Math.round((bodies.length / seconds) * 10) / 10,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    errors: result.errors + missed + after.violations.length,
    peakRssMb,
    highWaterMb: await memoryMb(options.apiPid, "VmHWM"),
    readBack,
    eventsStored,
    cpuMsPerWebhook,
  };
}
