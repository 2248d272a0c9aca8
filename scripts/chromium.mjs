import { existsSync } from "node:fs";

// Debian's Chromium as every tool here drives it: the browser tests, the benchmark's back-office
// scenario and the Lighthouse runs. Never a downloaded browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The browser tests run in Debian's headless shell (package chromium-headless-shell), the build
// Playwright itself prefers for headless runs: the same engine without the full browser's windowing
// and GPU processes. The same 22 tests took 1.5 min in it and 2.3 min in the full browser, on two
// cores. Lighthouse and the benchmark keep the full browser, whose figures the docs compare.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
