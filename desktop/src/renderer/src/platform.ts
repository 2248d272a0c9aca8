/**
 * Where the renderer runs. Inside Electron the preload has put `window.ipf` in
 * place before any script of the page runs; the /admin browser build has none.
 */
export const bridge = window.ipf;
export const inDesktopApp = bridge !== undefined;

/**
 * The desktop app loads one document (app://bundle/index.html) and routes in
 * the hash; the browser build is served under Vite's base ("/admin/") with a
 * server-side fallback to index.html, so it uses real paths below that base.
 */
export const routerBasename = import.meta.env.BASE_URL.replace(/\/+$/, "");

let apiBase: Promise<string> | undefined;

/** "" (same origin) in the browser; the configured server in the desktop app. */
export function apiBaseUrl(): Promise<string> {
  apiBase ??= bridge ? bridge.apiUrl() : Promise.resolve("");
  return apiBase;
}
