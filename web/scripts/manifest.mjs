// Vite's build manifest (dist/.vite/manifest.json), read by the build's own
// scripts: the prerender's preloads and the landing page's budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The manifest `vite build` wrote into `dist`. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
}

/** A chunk's key with the keys of every chunk it imports, statically, into `seen`. */
export function visitChunks(manifest, key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dependency of manifest[key].imports ?? []) visitChunks(manifest, dependency, seen);
}
