/**
 * A burst of heavy requests: rounds of 200 sent at once, each round a mix of
 * intakes with three photos of 1.2 MB from 30 desk accounts, the dashboard's
 * statistics, staff lists with a search, customers' lockers drawn by the
 * server (`/en/dashboard` with the session cookie) and quotes. Measures the
 * API's resident memory through the burst (sampled every 20 ms, and its
 * high-water mark) and counts the answers: 2xx, deliberate refusals (429
 * SERVER_BUSY / UPLOADS_BUSY, with Retry-After), 5xx and anything else. Part
 * of `npm run bench` (`--only burst`); figures, not a test.
 */
import { readFile } from "node:fs/promises";
import pg from "pg";
import type { LoadResult } from "./load.js";
import { percentile } from "./percentile.js";

export interface BurstOptions {
  baseUrl: string;
  databaseUrl: string;
  apiPid: number;
  sign: (audience: "customer" | "staff", subject: string) => string;
  warehouseId: string;
  warehouseIds: string[];
  countries: string[];
  customerId: string;
  lockerCustomerIds: string[];
  trackNumbers: string[];
  photos: Buffer[];
  rounds: number;
}

export interface BurstResult extends LoadResult {
  ok: number;
  busy: number;
  serverErrors: number;
  otherErrors: number;
  /** The highest resident memory sampled during the burst, and the process's high-water mark after it. */
  peakRssMb: number;
  highWaterMb: number;
  byKind: string[];
}

const PER_ROUND = { intake: 60, statistics: 35, list: 35, locker: 35, quote: 35 } as const;
const DESKS = 30;
const STATISTICS = ["packages-location", "packages-company", "packages-month", "total-packages", "new-users"];
const RANGES = ["", "from=2025-11-01&to=2026-10-31", "from=2021-11-03&to=2026-11-01"];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/** Desk accounts of the data set, made on first use (kept with --keep). */
async function deskAccounts(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids: string[] = [];
    for (let i = 0; i < DESKS; i++) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO staff (id, username, full_name, group_id, password_hash)
         VALUES (gen_random_uuid(), $1, $2, 1, 'x')
         ON CONFLICT (username) DO UPDATE SET full_name = EXCLUDED.full_name RETURNING id`,
        [`bench-desk-${i}`, `Bench Desk ${i}`],
      );
      ids.push(rows[0]!.id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

export async function measureBurst(options: BurstOptions): Promise<BurstResult> {
  const desks = (await deskAccounts(options.databaseUrl)).map((id) => options.sign("staff", id));
  const admin = desks[0]!;
  const lockers = options.lockerCustomerIds.map((id) => options.sign("customer", id));
  const photos = options.photos.map((bytes) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }));
  let counter = 0;

  const kinds = {
    intake: (i: number) => {
      const form = new FormData();
      const fields: Record<string, string> = {
        trackNumber: `BURST${process.pid}X${++counter}`,
        weight: "1.25",
        length: "30",
        width: "20",
        height: "10",
        fees: "0",
        warehouse: options.warehouseId,
        userId: options.customerId,
        shippingOptions: JSON.stringify({ hasDangerous: false, hasLithium: false }),
        details: JSON.stringify([
          { description: "T-shirt", quantity: 2, price: 15, madeIn: "CN", type: "Parcels", code_sh: "610910" },
        ]),
      };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      photos.forEach((photo, n) => form.append("images", photo, `photo-${n}.jpg`));
      return fetch(`${options.baseUrl}/api/packages/add`, {
        method: "POST",
        headers: { authorization: `Bearer ${desks[i % desks.length]}` },
        body: form,
      });
    },
    statistics: () =>
      fetch(`${options.baseUrl}/api/admins/statistics/${pick(STATISTICS)}?${pick(RANGES)}`, {
        headers: { authorization: `Bearer ${admin}` },
      }),
    list: () => {
      const track = pick(options.trackNumbers);
      const query = encodeURIComponent(track.slice(0, 8));
      return fetch(`${options.baseUrl}/api/packages/get/all?page=0&perPage=10&query=${query}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
    },
    locker: () => fetch(`${options.baseUrl}/en/dashboard`, { headers: { cookie: `ipf_session=${pick(lockers)}` } }),
    quote: () =>
      fetch(`${options.baseUrl}/api/users/calc_shipping`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          weight: Math.round((0.1 + Math.random() * 24) * 10) / 10,
          length: 30,
          width: 20,
          height: 15,
          country: pick(options.countries),
          warehouse: pick(options.warehouseIds),
        }),
      }),
  };

  const counts = { ok: 0, busy: 0, serverErrors: 0, otherErrors: 0 };
  const byKind = new Map<string, { ok: number; busy: number; failed: number }>();
  const times: number[] = [];
  let peakRssMb = 0;
  const sampler = setInterval(() => {
    void memoryMb(options.apiPid, "VmRSS").then((mb) => (peakRssMb = Math.max(peakRssMb, mb)));
  }, 20);
  const started = performance.now();
  try {
    for (let round = 0; round < options.rounds; round++) {
      const sent = Object.entries(PER_ROUND).flatMap(([kind, count]) =>
        Array.from({ length: count }, (_, i) => ({ kind, i })),
      );
      await Promise.all(
        sent.map(async ({ kind, i }) => {
          const begun = performance.now();
          const tally = byKind.get(kind) ?? { ok: 0, busy: 0, failed: 0 };
          byKind.set(kind, tally);
          try {
            const response = await kinds[kind as keyof typeof kinds](i);
            const text = await response.text();
            times.push(performance.now() - begun);
            if (response.ok) {
              counts.ok++;
              tally.ok++;
            } else if (response.status === 429 && /"code":"(SERVER|UPLOADS)_BUSY"/.test(text)) {
              counts.busy++;
              tally.busy++;
            } else {
              if (response.status >= 500) counts.serverErrors++;
              else counts.otherErrors++;
              tally.failed++;
              if (tally.failed <= 2) process.stdout.write(`    ${kind}: ${response.status} ${text.slice(0, 200)}\n`);
            }
          } catch (error) {
            counts.otherErrors++;
            tally.failed++;
            if (tally.failed <= 2)
              process.stdout.write(
                `    ${kind}: ${String(error)}${error instanceof Error && error.cause ? ` (${String(error.cause)})` : ""}\n`,
              );
          }
        }),
      );
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const requests = options.rounds * Object.values(PER_ROUND).reduce((a, b) => a + b, 0);
  return {
    scenario: "burst: 200 heavy requests at once",
    requests,
    requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    // Refusals with SERVER_BUSY are deliberate and answered at once; anything else is an error.
    errors: counts.serverErrors + counts.otherErrors,
    ...counts,
    peakRssMb,
    highWaterMb: await memoryMb(options.apiPid, "VmHWM"),
    byKind: [...byKind].map(([kind, t]) => `${kind}: ${t.ok} ok, ${t.busy} busy, ${t.failed} failed`),
  };
}
