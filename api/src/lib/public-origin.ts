/**
 * The address links go back to (checkout returns, payment pages, e-mails):
 * the one the customer is using, so they come back where they are signed
 * in, but only when it is one of ours. The Host header (and, behind a
 * trusted proxy, X-Forwarded-Host/Proto, which Koa reads only then) is the
 * client's to write, so it is checked against an allow-list: PUBLIC_URL's
 * host, PUBLIC_HOSTS, and outside production the loopback names. Anything
 * else gets PUBLIC_URL.
 */
import type { Context } from "koa";
import type { Config } from "../config.js";

type HostConfig = Pick<Config, "env" | "publicUrl" | "publicHosts">;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** PUBLIC_URL's origin, without a trailing slash. */
export function configuredOrigin(config: HostConfig): string {
  return new URL(config.publicUrl).origin;
}

function parse(origin: string): URL | undefined {
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

/**
 * `origin` itself when it is one of ours, else PUBLIC_URL's. PUBLIC_URL's
 * own host keeps PUBLIC_URL's scheme (a plain-HTTP request never turns the
 * site's https links into http ones).
 */
export function knownOrigin(config: HostConfig, origin: string | null | undefined): string {
  const canonical = new URL(config.publicUrl);
  const url = origin ? parse(origin) : undefined;
  if (!url) return canonical.origin;
  if (url.host === canonical.host) return canonical.origin;
  if (config.publicHosts.includes(url.host)) return url.origin;
  if (config.env !== "production" && LOOPBACK.has(url.hostname)) return url.origin;
  return canonical.origin;
}

/**
 * An absolute link to a page of ours, `path` ("/ar/dashboard") on `origin`
 * when it is still one of ours (the address the customer used: a payment's
 * return origin, the customer's last sign-in, this request's), else on
 * PUBLIC_URL. Every link an e-mail carries is made here.
 */
export function siteLink(config: HostConfig, origin: string | null | undefined, path: string): string {
  return `${knownOrigin(config, origin)}${path}`;
}

/** The origin this request came to (scheme and host as the client, or a trusted proxy, gave them), if ours. */
export function requestOrigin(ctx: Pick<Context, "protocol" | "host">, config: HostConfig): string {
  const host = ctx.host;
  if (!host || /[^\w.:[\]-]/.test(host)) return configuredOrigin(config);
  return knownOrigin(config, `${ctx.protocol}://${host}`);
}
