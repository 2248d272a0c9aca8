import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.mjs";

/**
 * End-to-end tests drive the real product: `npm start`'s launcher with its
 * own embedded PostgreSQL and demo data, in a fresh data folder per run, and
 * Debian's Chromium (Playwright never downloads a browser here).
 */
const port = Number(process.env.E2E_PORT ?? 4180);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "ipf-e2e-"));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  // A flow signs in, sets its scene up through the API and reloads the locker a few times: 10 to
  // 15 s alone, 25 to 35 s on two busy cores running two workers. A minute leaves room for that;
  // tests that do more say so themselves.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more: a pass then is reported as "flaky", a bug to fix
  // (a race the test or the screen loses under load), without failing an unrelated change.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    // Recording a trace (a screenshot and a DOM snapshot at every step) doubled the tests' time on
    // two cores. On CI a failed test runs again with it, so that a failure leaves a trace to read.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "desktop-width", use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "development",
      // Return links (payments, e-mails) must come back to the origin the browser uses.
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      TZ: "UTC",
    },
  },
});
