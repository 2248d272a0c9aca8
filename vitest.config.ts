import { defineConfig } from "vitest/config";

const conditions = ["@ipf/source"];
const dbSetup = "./db/src/testing/global-setup.ts";

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    env: { TZ: "UTC", NODE_ENV: "test", LOG_LEVEL: "silent" },
    // Twice the cores: the API's files spend much of their time waiting on PostgreSQL, on child
    // servers they start and stop, and on timers, and two workers left the two cores 44% idle.
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: { name: "shared", include: ["shared/src/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: { name: "tooling", include: ["eslint/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["db/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/dist/**"],
          environment: "node",
          globalSetup: [dbSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["api/src/**/*.test.ts"],
          environment: "node",
          // Every API test file builds its own app on its own database and mocks no module, so the
          // files of a worker share one module graph: importing the whole API once per file was
          // nearly half of the suite's time.
          isolate: false,
          globalSetup: [dbSetup, "./api/src/test/jobs-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Component tests mock modules, so each file needs modules of its own: a VM context per file
        // in long-lived workers gives them that at half the cost of a process per file.
        test: { name: "web", include: ["web/src/**/*.test.{ts,tsx}"], environment: "jsdom", pool: "vmThreads" },
      },
      {
        extends: true,
        test: {
          name: "desktop",
          include: ["desktop/src/**/*.test.{ts,tsx}"],
          environment: "node",
          pool: "vmThreads",
          // A page's first import (its texts, Blueprint) can take seconds on a busy machine.
          hookTimeout: 30_000,
          setupFiles: ["desktop/src/renderer/src/testing/texts.ts"],
        },
      },
    ],
  },
});
