#!/usr/bin/env node
// `npm run restore -- ...`: compiles the server if needed, then runs api/src/cli/restore.ts.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const build = spawnSync(process.execPath, [tsc, "-b", "api"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);

await import(join(root, "api", "dist", "cli", "restore.js"));
