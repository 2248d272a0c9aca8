/**
 * The dashboard's statistics calls over the data set, one at a time as an
 * operator's dashboard asks them: each of the seven calls over the default
 * range (the last month; by month since 1 January of last year), over one
 * year and over the longest range allowed (five years). Part of
 * `npm run bench`; figures, not a test.
 */
import type { LoadResult } from "./load.js";
import { percentile } from "./percentile.js";

const CALLS = [
  "packages-location",
  "packages-company",
  "packages-month",
  "total-logins",
  "total-packages",
  "new-users",
  "total-transactions",
] as const;

/** The data set's clock (bench/generate.ts): the ranges end there. */
const RANGES = ["", "from=2025-11-01&to=2026-10-31", "from=2021-11-03&to=2026-11-01"];

export async function measureStatistics(options: {
  baseUrl: string;
  staffToken: string;
  /** Times each call is asked over each range. */
  rounds: number;
}): Promise<LoadResult & { slowest: string; perCall: string[] }> {
  const headers = { authorization: `Bearer ${options.staffToken}` };
  const times: number[] = [];
  let errors = 0;
  let slowest = { ms: 0, call: "" };
  const byCall = new Map<string, number[]>();
  const ask = async (call: string, query: string) => {
    const started = performance.now();
    const response = await fetch(`${options.baseUrl}/api/admins/statistics/${call}?${query}`, { headers });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) errors++;
    return ms;
  };
  // One untimed pass: the first call of each warms its plan and the cache.
  for (const call of CALLS) for (const query of RANGES) await ask(call, query);
  const started = performance.now();
  for (let round = 0; round < options.rounds; round++) {
    for (const call of CALLS) {
      for (const query of RANGES) {
        const ms = await ask(call, query);
        times.push(ms);
        byCall.set(call, [...(byCall.get(call) ?? []), ms]);
        if (ms > slowest.ms) slowest = { ms, call: `${call}?${query || "(default range)"}` };
      }
    }
  }
  const total = performance.now() - started;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    scenario: "statistics: each dashboard call",
    requests: times.length,
    requestsPerSecond: Math.round((times.length / (total / 1000)) * 10) / 10,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: Math.round(slowest.ms * 10) / 10,
    errors,
    slowest: slowest.call,
    perCall: [...byCall].map(([call, ms]) => {
      const own = [...ms].sort((a, b) => a - b);
      return `${call}: p50 ${percentile(own, 50)} ms, p95 ${percentile(own, 95)} ms, slowest ${percentile(own, 100)} ms`;
    }),
  };
}
