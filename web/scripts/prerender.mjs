#!/usr/bin/env node
// Writes the public pages as HTML, with their content, in every language:
// dist/<lang>/<page>/index.html, which the API serves for that path
// (api/src/lib/static.ts) and the browser hydrates (src/main.tsx). Run after
// `vite build`: the pages are rendered by src/entry-server.tsx, built here
// for Node into dist-server/, inside the built index.html. The signed-in
// pages get their shell there instead: the API draws them per request with
// the same dist-server/ bundle (api/src/lib/signed-in-pages.ts), or sends
// the shell as it is.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { readManifest, visitChunks } from "./manifest.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(web, "dist");
const serverOut = join(web, "dist-server");

await build({
  root: web,
  mode: "production",
  logLevel: "warn",
  build: { ssr: "src/entry-server.tsx", outDir: serverOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { LANGUAGES, PRERENDERED_PAGES, SIGNED_IN_PAGES, pageHead, renderPage } = await import(
  pathToFileURL(join(serverOut, "entry-server.js")).href
);

const escape = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]);

const template = readFileSync(join(dist, "index.html"), "utf8");

/**
 * The entry's stylesheet, written into the signed-in pages rather than linked: the server draws
 * their content, whose first paint waits for it, and on a slow phone link it waited behind the
 * fonts and the scripts the page asks for at the same time (Lighthouse's phone: the locker's first
 * paint at 2.8 s, 1.7 s with the stylesheet in the page). The page weighs 11 KB more compressed.
 * The public pages keep the link: their first paint did not come sooner, and it came before the
 * fonts, which moved the text when they arrived.
 */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/;
const entrySheet = ENTRY_STYLESHEET.exec(template);
if (!entrySheet) throw new Error("dist/index.html links no entry stylesheet");
// The link stays, disabled (never fetched, never applied): the code's loader (Vite's preload
// helper) looks for a stylesheet link before it adds one. Without it, the first chunk imported
// with the entry's stylesheet among its needs fetched that sheet again, waited for it, and
// restyled the whole page when it came (on Lighthouse's phone, the locker woke up seconds later).
const entryStyles = `<style>${readFileSync(join(dist, entrySheet[1]), "utf8").trim()}</style>`;
const inlineSheet = (html) =>
  html.replace(ENTRY_STYLESHEET, (link) => `${entryStyles}${link.replace(/>$/, " disabled>")}`);

const parts = [
  /<html lang="[^"]*" dir="[^"]*">/,
  /<title>[^<]*<\/title>/,
  /(<meta\s+name="description"\s+content=")[^"]*"/,
  /<div id="root"><\/div>/,
  /\s*<noscript>[\s\S]*?<\/noscript>/,
  /<\/head>/,
];
for (const part of parts) if (!part.test(template)) throw new Error(`dist/index.html has no ${part}`);

/**
 * The faces the first paint needs, preloaded: the body text and the headings,
 * in Vazirmatn for Arabic, Inter for the Latin languages (see styles/app.css).
 */
const assets = readdirSync(join(dist, "assets"));
const FIRST_PAINT_FONTS = {
  ar: /^vazirmatn-arabic-(400|700)-normal-.*\.woff2$/,
  latin: /^inter-latin-(400|700)-normal-.*\.woff2$/,
};
function fontPreloads(lang) {
  const files = assets.filter((file) => FIRST_PAINT_FONTS[lang === "ar" ? "ar" : "latin"].test(file));
  if (files.length !== 2) throw new Error(`Expected two first-paint fonts for ${lang}, found ${files.join(", ")}`);
  return files
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
    .join("");
}

/**
 * What a signed-in page needs besides the entry, asked for at once without
 * blocking its paint (the server's markup paints with the entry's stylesheet, in the page):
 * its route's chunk with the chunks it imports; the language's catalogue and the
 * customer area's texts (the page waits for both before hydrating); the warm-up's
 * steps (src/app/warmUp.ts: each is imported in turn before hydrating, so one not
 * asked for here costs a round trip of its own, and on a slow phone link the
 * fifteen of them kept the drawn locker dead for ten seconds); the customer's
 * live data, which the layout loads as it hydrates; the API modules that code
 * imports as it mounts; and the stylesheets of that code (the posts strip's,
 * drawn after its fetch). They go after the entry's own
 * tags: on HTTP/1.1's six connections, asked for earlier they would hold up the
 * entry's script and the fonts.
 */
const manifest = readManifest(dist);
const PAGE_MODULES = { dashboard: "src/pages/dashboard/DashboardPage.tsx" };
const WARM_UP = "src/app/warmUp.ts";
const CUSTOMER_LIVE = "src/customer/CustomerLive.tsx";
/** The manifest's key of a source ending so, or the build is stopped, naming what it lacks. */
function chunkOf(ending) {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(ending));
  if (!key) throw new Error(`No chunk for ${ending} in dist/.vite/manifest.json`);
  return key;
}
/** What the entry loads, which every page has asked for already: the same for each page. */
const loadedByEntry = new Set();
visitChunks(
  manifest,
  Object.keys(manifest).find((key) => manifest[key].isEntry),
  loadedByEntry,
);
function pagePreloads(lang, path) {
  const warmUp = chunkOf(WARM_UP);
  const roots = [
    chunkOf(PAGE_MODULES[path]),
    chunkOf(`shared/src/i18n/${lang}.ts`),
    chunkOf(`shared/src/i18n/area/${lang}.ts`),
    warmUp,
    ...(manifest[warmUp].dynamicImports ?? []),
    chunkOf(CUSTOMER_LIVE),
  ];
  const chunks = new Set();
  for (const root of roots) visitChunks(manifest, root, chunks);
  // The API modules that this code imports on demand, as it mounts (the posts strip's, the testing
  // banner's): each would be one more round trip before its fetch.
  const fetchers = [...loadedByEntry, ...chunks].flatMap((key) =>
    (manifest[key].dynamicImports ?? []).filter((dynamic) => dynamic.startsWith("src/api/")),
  );
  for (const fetcher of fetchers) visitChunks(manifest, fetcher, chunks);
  const needed = [...chunks].filter((key) => !loadedByEntry.has(key));
  const styles = needed.flatMap((key) => manifest[key].css ?? []);
  return [
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...needed.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
  ].join("");
}

const write = (lang, path, html) => {
  const dir = join(dist, lang, path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.html"), html);
};
const withHead = (page, extra = "") =>
  template
    .replace(parts[0], `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(parts[1], `<title>${escape(page.title)}</title>${fontPreloads(page.lang)}`)
    .replace(parts[2], (_, start) => `${start}${escape(page.description)}"`)
    .replace(parts[5], () => `${extra}</head>`);

let count = 0;
for (const lang of LANGUAGES) {
  for (const path of PRERENDERED_PAGES) {
    const page = await renderPage(lang, path);
    const html = withHead(page)
      .replace(parts[3], () => `<div id="root" data-prerendered>${page.html}</div>`)
      // The page reads without JavaScript: no need to ask for it.
      .replace(parts[4], "");
    write(lang, path, html);
    count += 1;
  }
  for (const path of SIGNED_IN_PAGES) {
    write(lang, path, inlineSheet(withHead(await pageHead(lang, path), pagePreloads(lang, path))));
  }
}
console.log(`  ${count} pages prerendered, ${LANGUAGES.length * SIGNED_IN_PAGES.length} signed-in shells`);
