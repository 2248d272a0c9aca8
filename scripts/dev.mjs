#!/usr/bin/env node
// `npm run dev`: the API restarted on every change (TypeScript in watch mode),
// and both front ends served by Vite with hot reload, proxying /api to it.
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const tsc = require.resolve("typescript/bin/tsc");
const vite = join(dirname(require.resolve("vite/package.json")), "bin", "vite.js");

const first = spawnSync(process.execPath, [tsc, "-b", "api"], { cwd: root, stdio: "inherit" });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(process.execPath, [tsc, "-b", "api", "--watch", "--preserveWatchOutput"], { cwd: root, stdio: "inherit" }),
  spawn(
    process.execPath,
    ["--watch-path=api/dist", "--watch-path=db/dist", "--watch-path=shared/dist", "api/dist/main.js"],
    { cwd: root, stdio: "inherit" },
  ),
  spawn(process.execPath, [vite, "--port", "5173"], { cwd: join(root, "web"), stdio: "inherit" }),
  spawn(process.execPath, [vite, "--config", "vite.web.config.ts", "--port", "5174"], {
    cwd: join(root, "desktop"),
    stdio: "inherit",
  }),
];
console.log(
  "\n  Customer site (hot reload): http://localhost:5173/ar\n  Back office (hot reload):   http://localhost:5174/admin/\n",
);

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
