#!/usr/bin/env node
// Builds what is missing or older than its sources: the server packages
// (TypeScript project references, incremental), the customer site and the
// back office's browser build, each with brotli and gzip copies of its text
// files (scripts/compress.mjs). `--force` rebuilds the front ends; `--all`
// also builds the Electron bundles.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compressDir } from "./compress.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const args = new Set(process.argv.slice(2));
const force = args.has("--force");

function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== "node_modules" && !entry.startsWith("dist")) visit(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((path) => visit(join(root, path)));
  return latest;
}

function run(label, command, commandArgs, cwd = root) {
  process.stdout.write(`• ${label}…\n`);
  const started = Date.now();
  // Front ends are always built for production, whatever NODE_ENV the caller runs with.
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync(process.execPath, [command, ...commandArgs], { cwd, stdio: "inherit", env });
  if (result.status !== 0) {
    process.stderr.write(`✗ ${label} failed\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const tsc = require.resolve("typescript/bin/tsc");
run("Compiling the server (shared, db, api)", tsc, ["-b", "api"]);

const vite = join(dirname(require.resolve("vite/package.json")), "bin", "vite.js");
const frontEnds = [
  {
    label: "Building the customer site",
    cwd: "web",
    out: "web/dist",
    sources: ["web/src", "web/scripts", "web/index.html", "web/vite.config.ts", "web/public", "shared/src"],
    args: ["build"],
    after: [
      // The public pages as HTML with their content, in every language.
      ["Prerendering the public pages", "web/scripts/prerender.mjs"],
      // The landing page's first-load JavaScript stays within its budget, or the build fails.
      ["Checking the landing page's budget", "web/scripts/check-budget.mjs"],
    ],
  },
  {
    label: "Building the back office for the browser",
    cwd: "desktop",
    out: "desktop/dist-web",
    sources: ["desktop/src/renderer", "desktop/vite.web.config.ts", "shared/src"],
    args: ["build", "--config", "vite.web.config.ts"],
  },
];
for (const app of frontEnds) {
  if (!existsSync(join(root, app.cwd, app.args.includes("--config") ? app.args.at(-1) : "vite.config.ts"))) continue;
  const stamp = join(root, app.out, ".build-stamp");
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (!force && builtAt >= newest(app.sources)) continue;
  run(app.label, vite, app.args, join(root, app.cwd));
  for (const [label, script] of app.after ?? []) run(label, join(root, script), []);
  compressDir(join(root, app.out));
  writeFileSync(stamp, new Date().toISOString());
}

if (args.has("--all")) {
  const electronVite = join(dirname(require.resolve("electron-vite/package.json")), "bin", "electron-vite.js");
  run("Building the desktop app (Electron bundles)", electronVite, ["build"], join(root, "desktop"));
}
