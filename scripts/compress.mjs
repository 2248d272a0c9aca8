#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a
// built front end, once, at build time, at the strongest settings: the API
// sends the copy the browser accepts (api/src/lib/static.ts) and never
// compresses a file per request. Images and fonts are already compressed
// and get no copy. Usage: node scripts/compress.mjs <dist folder>...
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Source maps are left out: only a developer's tools fetch them, and their 15 MB took more than
// ten times as long to compress at these settings as all the rest of both front ends.
const TEXT = /\.(html|js|mjs|css|svg|json|txt|webmanifest|xml)$/;
/** Below this, the headers weigh more than what compression saves. */
const SMALLEST = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses the text files under `dir`; answers how many it wrote. */
export function compressDir(dir) {
  let count = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path) || statSync(path).size < SMALLEST) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    // A copy that saves nothing is not written: the plain file is sent instead.
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
  }
  return count;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) console.log(`  ${compressDir(dir)} files compressed in ${dir}`);
}
