import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Context, Next } from "koa";

/**
 * The API reference at /api/docs: the OpenAPI document drawn by Redoc (its
 * standalone bundle, served from here: the page reaches no other host). The
 * page's own script starts Redoc, since the CSP allows no inline script.
 */
export const API_DOCS_PATH = "/api/docs";

const BUNDLE = `${API_DOCS_PATH}/redoc.standalone.js`;
const START = `${API_DOCS_PATH}/start.js`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>IPF API reference</title>
<style>body { margin: 0; }</style>
</head>
<body>
<div id="reference"></div>
<script src="${BUNDLE}"></script>
<script src="${START}"></script>
</body>
</html>
`;

const START_SCRIPT = `Redoc.init("/api/openapi.json", {
  hideDownloadButton: false,
  expandResponses: "200",
  pathInMiddlePanel: true,
  sortTagsAlphabetically: true,
  theme: { typography: { fontFamily: "system-ui, sans-serif", headings: { fontFamily: "system-ui, sans-serif" } } },
}, document.getElementById("reference"));
`;

/** Redoc draws with inline styles and searches in a worker it makes from a blob. */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

export function apiDocs() {
  let bundle: Buffer | undefined;
  const read = () =>
    (bundle ??= readFileSync(createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js")));
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path === API_DOCS_PATH || ctx.path === `${API_DOCS_PATH}/`) {
      ctx.set("Content-Security-Policy", CSP);
      ctx.type = "text/html; charset=utf-8";
      ctx.body = PAGE;
    } else if (ctx.path === BUNDLE || ctx.path === START) {
      ctx.type = "text/javascript; charset=utf-8";
      ctx.body = ctx.path === BUNDLE ? read() : START_SCRIPT;
    } else return next();
  };
}
