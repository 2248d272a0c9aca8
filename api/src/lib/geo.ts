import { createRequire } from "node:module";
import { isIP } from "node:net";

/** Approximate location of an IP address, from the local GeoIP country database. */
export interface GeoLookup {
  country(ip: string): { iso2: string; name: string } | null;
  describe(ip: string): string;
}

interface GeoipCountry {
  lookup(ip: string): { country: string; name: string } | null;
}

const PRIVATE = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1$/,
  /^fe80:/i,
  /^f[cd]/i,
  /^169\.254\./,
];

export function normaliseIp(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}

export function createGeoLookup(): GeoLookup {
  // The database is loaded on first use (about 8 MB), not at start-up.
  let database: GeoipCountry | undefined;
  const load = () => (database ??= createRequire(import.meta.url)("geoip-country") as GeoipCountry);
  const country = (rawIp: string) => {
    const ip = normaliseIp(rawIp);
    if (!isIP(ip) || PRIVATE.some((pattern) => pattern.test(ip))) return null;
    const found = load().lookup(ip);
    return found ? { iso2: found.country, name: found.name } : null;
  };
  return {
    country,
    describe(rawIp) {
      const ip = normaliseIp(rawIp);
      if (PRIVATE.some((pattern) => pattern.test(ip))) return "Local network";
      return country(ip)?.name ?? "Unknown";
    },
  };
}
