import { defineConfig } from "vitest/config";

const conditions = ["@ipf/source"];
const dbSetup = "./db/src/testing/global-setup.ts";

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    env: { TZ: "UTC", NODE_ENV: "test", LOG_LEVEL: "silent" },
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
          globalSetup: [dbSetup, "./api/src/test/jobs-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: "web", include: ["web/src/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
      {
        extends: true,
        test: {
          name: "desktop",
          include: ["desktop/src/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["desktop/src/renderer/src/testing/texts.ts"],
        },
      },
    ],
  },
});
