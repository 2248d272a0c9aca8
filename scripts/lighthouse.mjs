#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse with its mobile defaults (a mid-range
// phone on a slow 4G link) on the public pages of a running site, in
// Debian's Chromium. Start the site first (`npm start`), then:
//   npm run lighthouse -- [--url http://127.0.0.1:8080] [--runs 3] [--assert] [--save dir] [path...]
// Prints each page's scores (the median performance run of --runs, with the
// spread of the runs beside it) and, with --assert, fails when performance is
// under 95 or accessibility under 100.
// `/ar/dashboard` is the demo customer's locker, signed in (demo data, so not
// against production) with the session cookie the server draws it for: it
// runs with DevTools throttling (the same phone and link, applied for real
// rather than simulated) so that the moment its parcels show, the page's
// `locker-parcels-shown` mark, is timed under it; with --assert it fails
// above 2.5 s.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import WebSocket from "ws";
import { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const PAGES = ["/ar", "/en/calculator", "/fr/faq", "/ar/login", "/ar/market", "/ar/dashboard"];
/** Pages of the customer area: measured signed in as the demo customer. */
const SIGNED_IN = new Set(["/ar/dashboard"]);
const DEMO_CUSTOMER = { email: "demo@ipf.example", password: "demo-password" };
const PARCELS_SHOWN = "locker-parcels-shown";
const PARCELS_SHOWN_TARGET_MS = 2500;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 95, accessibility: 100 };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string", default: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    runs: { type: "string", default: "1" },
    assert: { type: "boolean", default: false },
    chromium: { type: "string", default: CHROMIUM_PATH },
    /** A folder to keep each page's full report in (JSON, for the Lighthouse viewer). */
    save: { type: "string" },
  },
});
const pages = positionals.length ? positionals : PAGES;
const runs = Math.max(1, Number(values.runs) || 1);

/** Debian's Chromium with a DevTools port for Lighthouse; answers the port and a way to stop it. */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "ipf-lighthouse-"));
  const child = spawn(values.chromium, [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    child.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  return new Promise((resolve, reject) => {
    let output = "";
    child.stderr.on("data", (chunk) => {
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ port: Number(port), stop });
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
}

/** Sends one DevTools command over `socket` and answers its result. */
function command(socket, id, method, params = {}) {
  return new Promise((resolve, reject) => {
    const onMessage = (data) => {
      const message = JSON.parse(String(data));
      if (message.id !== id) return;
      socket.off("message", onMessage);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    socket.on("message", onMessage);
    socket.send(JSON.stringify({ id, method, params }));
  });
}

/** Runs `work` with the DevTools socket of a new blank tab, closed after. */
async function inBlankTab(port, work) {
  const target = await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: "PUT" })).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  try {
    return await work(socket);
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  }
}

/**
 * A public page is measured signed out: Lighthouse's storage reset leaves
 * the session of an earlier signed-in run (its cookie and its token), and
 * with it the landing page sends the browser on to the locker.
 */
function signOut(port) {
  return inBlankTab(port, (socket) =>
    command(socket, 1, "Storage.clearDataForOrigin", {
      origin: new URL(values.url).origin,
      storageTypes: "cookies,local_storage",
    }),
  );
}

/**
 * Signs the demo customer in from the site's own origin, as the login page
 * does: the API's answer leaves the session cookie in the browser (the server
 * draws the locker for it) and the token goes to the site's storage. Then
 * empties the HTTP cache so the run still starts cold.
 */
function signInDemoCustomer(port) {
  return inBlankTab(port, async (socket) => {
    await command(socket, 1, "Page.enable");
    const loaded = new Promise((resolve) =>
      socket.on("message", (data) => JSON.parse(String(data)).method === "Page.loadEventFired" && resolve()),
    );
    await command(socket, 2, "Page.navigate", { url: new URL("/api/health", values.url).href });
    await loaded;
    const signedIn = await command(socket, 3, "Runtime.evaluate", {
      awaitPromise: true,
      returnByValue: true,
      expression: `fetch("/api/users/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: ${JSON.stringify(JSON.stringify(DEMO_CUSTOMER))},
        })
        .then((answer) => (answer.ok ? answer.json() : Promise.reject(answer.status)))
        .then(({ token }) => localStorage.setItem("ipf.token", token))
        .then(() => "ok", (status) => String(status))`,
    });
    if (signedIn.result.value !== "ok") {
      throw new Error(`The demo customer could not sign in (${signedIn.result.value}): is this a demo site?`);
    }
    await command(socket, 4, "Network.clearBrowserCache");
  });
}

/** When the locker's parcels first showed, from the navigation's start, or undefined. */
function parcelsShown(lhr) {
  const mark = lhr.audits["user-timings"]?.details?.items?.find((item) => item.name === PARCELS_SHOWN);
  return mark ? Math.round(mark.startTime) : undefined;
}

const tbt = (lhr) => lhr.audits["total-blocking-time"]?.numericValue ?? 0;
/** The lowest and the highest of `of` over `results`, as "low–high". */
function spread(results, of) {
  const values = results.map(of);
  return `${Math.min(...values)}–${Math.max(...values)}`;
}
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const ms = (lhr, id) => `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`;

const chromium = await launchChromium();
const rows = [];
try {
  for (const path of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const signedIn = SIGNED_IN.has(path);
      if (signedIn) await signInDemoCustomer(chromium.port);
      else await signOut(chromium.port);
      const result = await lighthouse(new URL(path, values.url).href, {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        ...(signedIn ? { disableStorageReset: true, throttlingMethod: "devtools" } : {}),
      });
      if (!result) throw new Error(`No result for ${path}`);
      const landed = result.lhr.finalDisplayedUrl && new URL(result.lhr.finalDisplayedUrl).pathname;
      if (landed && landed !== path) throw new Error(`${path} was measured at ${landed}: the browser was sent on`);
      results.push(result.lhr);
    }
    // A run Lighthouse could not finish (a busy machine: NO_NAVSTART, a page too slow to load) scores 0
    // everywhere: it is left out of the median while another run finished.
    const finished = results.filter((result) => !result.runtimeError);
    const ranked = (finished.length ? finished : results).sort(
      (a, b) => score(a, "performance") - score(b, "performance"),
    );
    const lhr = ranked[Math.floor(ranked.length / 2)];
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      writeFileSync(join(values.save, `${path.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.json`), JSON.stringify(lhr));
    }
    rows.push({
      page: path,
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      "best practices": score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      FCP: ms(lhr, "first-contentful-paint"),
      LCP: ms(lhr, "largest-contentful-paint"),
      TBT: `${Math.round(tbt(lhr))} ms`,
      CLS: (lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
      "parcels shown": SIGNED_IN.has(path) ? `${((parcelsShown(lhr) ?? NaN) / 1000).toFixed(1)} s` : "",
      // The machine's speed as Lighthouse measured it: CPU throttling multiplies what this machine does,
      // so a busy or slow machine (a low index) scores lower than a phone would.
      "benchmark index": Math.round(lhr.environment.benchmarkIndex),
      // On a shared machine one run says little: the spread of the finished runs beside their median.
      ...(finished.length > 1 ? { "runs: performance": spread(finished, (run) => score(run, "performance")) } : {}),
      ...(finished.length > 1 ? { "runs: TBT": `${spread(finished, (run) => Math.round(tbt(run)))} ms` } : {}),
    });
  }
} finally {
  await chromium.stop();
}

console.log(`Lighthouse (mobile defaults) against ${values.url}, median of ${runs} run(s):`);
console.table(rows);
if (values.assert) {
  const failing = rows.filter(
    (row) =>
      Object.entries(TARGETS).some(([category, min]) => !SIGNED_IN.has(row.page) && row[category] < min) ||
      (SIGNED_IN.has(row.page) && !(parseFloat(row["parcels shown"]) * 1000 <= PARCELS_SHOWN_TARGET_MS)),
  );
  if (failing.length) {
    console.error(
      `Under target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}; the locker's parcels within ${PARCELS_SHOWN_TARGET_MS / 1000} s):`,
    );
    for (const row of failing) console.error(`  ${row.page}`);
    process.exit(1);
  }
}
