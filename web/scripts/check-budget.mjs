#!/usr/bin/env node
// The landing page's first load must stay within 150 KB of gzipped
// JavaScript: the entry chunk and its static imports, the landing page's
// chunk and the Arabic catalogue (the default language), each with theirs.
// Run after `vite build` (which writes dist/.vite/manifest.json).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { readManifest, visitChunks } from "./manifest.mjs";

const BUDGET_KB = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = readManifest(dist);

const chunks = new Set();
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry || /pages\/landing\/LandingPage\.tsx$|shared\/src\/i18n\/ar\.ts$/.test(key)) {
    visitChunks(manifest, key, chunks);
  }
}

let total = 0;
for (const key of chunks) {
  const bytes = gzipSync(readFileSync(join(dist, manifest[key].file))).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${manifest[key].file}`);
}
const kb = total / 1024;
console.log(`Landing page first load: ${kb.toFixed(1)} KB of gzipped JavaScript (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) process.exit(1);
