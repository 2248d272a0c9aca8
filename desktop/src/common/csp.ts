/**
 * The renderer's Content-Security-Policy. The main process sends it as a header
 * on every bundle file (see ../main/bundle.ts) and the browser build carries it
 * in a meta tag (see ../../vite.web.config.ts).
 */
export interface CspOptions {
  /** API base URL when it is not the page's own origin (the desktop app). */
  apiUrl?: string | undefined;
  /** electron-vite's dev server: React refresh runs an inline script and HMR opens a socket. */
  devServerUrl?: string | undefined;
}

function socketOrigin(origin: string): string {
  return origin.replace(/^http/, "ws");
}

export function contentSecurityPolicy({ apiUrl, devServerUrl }: CspOptions = {}): string {
  const api = apiUrl ? new URL(apiUrl).origin : undefined;
  const dev = devServerUrl ? new URL(devServerUrl).origin : undefined;
  const remote = [api, dev].filter((origin): origin is string => origin !== undefined);

  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    // Blueprint positions popovers and overlays with inline styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(api ? [api] : [])],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...remote.flatMap((origin) => [origin, socketOrigin(origin)])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}
