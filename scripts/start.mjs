#!/usr/bin/env node
// `npm start`: builds what is not built yet, then runs the product on one
// port (embedded PostgreSQL unless DATABASE_URL is set).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const build = spawnSync(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

process.chdir(root);
await import(join(root, "api", "dist", "main.js"));
