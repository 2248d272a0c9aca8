import { relative, resolve, isAbsolute, join } from "node:path";
import { pathToFileURL } from "node:url";
import { net, protocol, type Session } from "electron";

/**
 * The packaged renderer is served from `app://bundle/`, not `file://`: a page on
 * file:// may read other local files, and Chromium applies no response headers
 * there, so the Content-Security-Policy (which names the configured API origin,
 * known only at run time) could not be sent. A privileged standard scheme gives
 * the page its own origin, a secure context (the camera needs one) and headers.
 */
export const BUNDLE_SCHEME = "app";
export const BUNDLE_ORIGIN = `${BUNDLE_SCHEME}://bundle`;
export const BUNDLE_ENTRY = `${BUNDLE_ORIGIN}/index.html`;

/** Must run before the app is ready. */
export function registerBundleScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: BUNDLE_SCHEME,
      // Vite emits module scripts, which load in CORS mode; no other origin is ever loaded to read them.
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
    },
  ]);
}

/** The file under `root` a bundle URL names, or undefined for anything outside it. */
export function resolveBundleFile(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    const parsed = new URL(url);
    if (`${parsed.protocol}//${parsed.host}` !== BUNDLE_ORIGIN) return undefined;
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes("\0")) return undefined;
  const file = resolve(root, `.${pathname}`);
  const inside = relative(root, file);
  if (inside.startsWith("..") || isAbsolute(inside)) return undefined;
  return inside === "" ? join(root, "index.html") : file;
}

export function serveBundle(root: string, csp: string): void {
  protocol.handle(BUNDLE_SCHEME, async (request) => {
    const file = resolveBundleFile(root, request.url);
    if (!file) return new Response("Not found", { status: 404 });
    try {
      const response = await net.fetch(pathToFileURL(file).toString());
      const headers = new Headers(response.headers);
      headers.set("Content-Security-Policy", csp);
      headers.set("X-Content-Type-Options", "nosniff");
      return new Response(response.body, { status: response.status, headers });
    } catch {
      return new Response("Not found", { status: 404 });
    }
  });
}

/** While developing, the renderer comes from electron-vite's server: give its pages the policy too. */
export function applyCspToDevServer(session: Session, devServerUrl: string, csp: string): void {
  const origin = new URL(devServerUrl).origin;
  session.webRequest.onHeadersReceived((details, callback) => {
    if (details.resourceType !== "mainFrame" || new URL(details.url).origin !== origin) {
      callback({});
      return;
    }
    callback({
      responseHeaders: { ...details.responseHeaders, "Content-Security-Policy": [csp] },
    });
  });
}
