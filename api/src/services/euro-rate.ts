import type { EuroRateResponse } from "@ipf/shared/schemas/reference-data";
import type { Deps } from "../deps.js";
import type { Scope } from "./work.js";

/**
 * The euro rate: US dollars for one euro, from the ECB's daily reference
 * rates (an XML file; the rate is Cube/Cube/Cube[@currency='USD']/@rate).
 *
 * Each instance keeps the rate in memory, and every fetched value is also
 * written to app_meta, so that a restarted instance, or one that cannot reach
 * the ECB, answers the last known value. Never reached at all, it answers
 * SEEDED_RATE.
 *
 * Tests never reach the internet: under NODE_ENV=test the default source
 * fails at once, and a test installs its own with `useEuroRateSource`.
 */
export const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
export const SEEDED_RATE = 1.08;
const CACHE_MINUTES = 60;
const RETRY_MINUTES = 5;
const FETCH_TIMEOUT_MS = 5000;
const META_KEY = "euro_rate";

export interface EuroRateSource {
  /** The daily XML, or a rejection when the source cannot be reached. */
  fetchDaily(): Promise<string>;
}

export function httpRateSource(url: string = ECB_DAILY_URL, timeoutMs = FETCH_TIMEOUT_MS): EuroRateSource {
  return {
    async fetchDaily() {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`ECB answered ${response.status}`);
      return response.text();
    },
  };
}

const offline: EuroRateSource = {
  fetchDaily: () => Promise.reject(new Error("no rate source in tests")),
};

interface Known {
  rate: number;
  date: string | null;
  xml: string;
}

/** Reads the USD rate and the reference date out of the ECB XML; null when it is not there. */
export function parseEcbXml(xml: string): Known | null {
  const usd = /<Cube\b[^>]*\bcurrency=["']USD["'][^>]*>/.exec(xml)?.[0];
  const rate = Number(usd && /\brate=["']([0-9]+(?:\.[0-9]+)?)["']/.exec(usd)?.[1]);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const date = /<Cube\b[^>]*\btime=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1] ?? null;
  return { rate, date, xml };
}

/** The ECB document shape, for a value that did not come from the ECB (so old clients read it the same way). */
export function ecbXml(rate: number, date: string | null): string {
  const time = date ? ` time='${date}'` : "";
  return `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><Cube><Cube${time}><Cube currency='USD' rate='${rate}'/></Cube></Cube></gesmes:Envelope>`;
}

interface State {
  source: EuroRateSource;
  cached?: { value: EuroRateResponse; until: number };
  inFlight?: Promise<EuroRateResponse>;
}

const states = new WeakMap<Deps, State>();

function stateOf(deps: Deps): State {
  let state = states.get(deps);
  if (!state) {
    state = { source: deps.config.env === "test" ? offline : httpRateSource() };
    states.set(deps, state);
  }
  return state;
}

/** Replaces where this API instance reads the rate from, and forgets what it cached. */
export function useEuroRateSource(deps: Deps, source: EuroRateSource): void {
  states.set(deps, { source });
}

const answer = (known: Known, stale: boolean): EuroRateResponse => ({
  error: false,
  rateData: known.xml,
  rate: known.rate,
  currency: "USD",
  date: known.date,
  stale,
});

async function lastKnown(deps: Deps): Promise<Known> {
  const row = (await deps.db("app_meta").where({ key: META_KEY }).first("value")) as { value: string } | undefined;
  if (row) {
    try {
      const kept = parseEcbXml((JSON.parse(row.value) as Partial<Known>).xml ?? "");
      if (kept) return kept;
    } catch {
      // An unreadable value is as good as none.
    }
  }
  return { rate: SEEDED_RATE, date: null, xml: ecbXml(SEEDED_RATE, null) };
}

/**
 * Asks the source once. A fresh value is kept CACHE_MINUTES; after a failure
 * the last known value is kept RETRY_MINUTES, so a dead source is asked again
 * only then, and the database is not read on every request meanwhile.
 */
async function refresh(deps: Deps, state: State): Promise<EuroRateResponse> {
  const now = deps.now().getTime();
  let fetched: Known | null = null;
  try {
    fetched = parseEcbXml(await state.source.fetchDaily());
    if (!fetched) deps.log.warn("the ECB daily XML carried no USD rate");
  } catch (error) {
    deps.log.warn({ err: error }, "euro rate source unreachable");
  }
  if (!fetched) {
    const kept = answer(await lastKnown(deps), true);
    state.cached = { value: kept, until: now + RETRY_MINUTES * 60_000 };
    return kept;
  }
  await deps
    .db("app_meta")
    .insert({ key: META_KEY, value: JSON.stringify(fetched) })
    .onConflict("key")
    .merge(["value"]);
  const fresh = answer(fetched, false);
  state.cached = { value: fresh, until: now + CACHE_MINUTES * 60_000 };
  return fresh;
}

/**
 * GET /api/packages/euro-rate's answer: the rate, its date, and the XML the old client parses.
 * The value is the instance's, shared by every caller, so it is read and kept on the pool
 * (`scope.deps`), never in a caller's transaction.
 */
export async function euroRateData(scope: Scope): Promise<EuroRateResponse> {
  const { deps } = scope;
  const state = stateOf(deps);
  if (state.cached && scope.now.getTime() < state.cached.until) return state.cached.value;
  // One fetch at a time per instance; concurrent callers share it.
  state.inFlight ??= refresh(deps, state).finally(() => {
    state.inFlight = undefined;
  });
  return state.inFlight;
}

/** The rate alone (US dollars for one euro), for pricing code. */
export async function euroRate(scope: Scope): Promise<number> {
  return (await euroRateData(scope)).rate;
}
