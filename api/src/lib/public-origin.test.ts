import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { knownOrigin, requestOrigin, siteLink } from "./public-origin.js";

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: "development",
    JWT_SECRET: "test-secret-that-is-long-enough-0123456789",
    PUBLIC_URL: "https://ipf.example",
    PUBLIC_HOSTS: "www.ipf.example, IPF-Proxy.internal:8443",
    ...env,
  });

describe("public origin", () => {
  it("keeps an alias of PUBLIC_HOSTS, with the scheme the request came with", () => {
    expect(requestOrigin({ protocol: "https", host: "www.ipf.example" }, config())).toBe("https://www.ipf.example");
    expect(requestOrigin({ protocol: "http", host: "ipf-proxy.internal:8443" }, config())).toBe(
      "http://ipf-proxy.internal:8443",
    );
  });

  it("gives PUBLIC_URL itself for its own host, whatever scheme the request had", () => {
    expect(requestOrigin({ protocol: "http", host: "ipf.example" }, config())).toBe("https://ipf.example");
    expect(requestOrigin({ protocol: "https", host: "IPF.example" }, config())).toBe("https://ipf.example");
  });

  it("falls back to PUBLIC_URL for any other host, port or malformed header", () => {
    for (const host of [
      "evil.example",
      "www.ipf.example:8080",
      "ipf-proxy.internal",
      "ipf.example.evil.example",
      "evil.example/ipf.example",
      "evil.example@ipf.example",
      "",
      "www.ipf.example\r\nX: y",
    ]) {
      expect(requestOrigin({ protocol: "https", host }, config()), host).toBe("https://ipf.example");
    }
  });

  it("allows the loopback names outside production only", () => {
    expect(requestOrigin({ protocol: "http", host: "127.0.0.1:4204" }, config())).toBe("http://127.0.0.1:4204");
    expect(requestOrigin({ protocol: "http", host: "localhost:5173" }, config())).toBe("http://localhost:5173");
    expect(requestOrigin({ protocol: "http", host: "[::1]:8080" }, config())).toBe("http://[::1]:8080");
    const production = config({ NODE_ENV: "production" });
    expect(requestOrigin({ protocol: "http", host: "localhost:8080" }, production)).toBe("https://ipf.example");
  });

  it("checks a stored origin again when it is read", () => {
    expect(knownOrigin(config(), "https://www.ipf.example")).toBe("https://www.ipf.example");
    expect(knownOrigin(config({ PUBLIC_HOSTS: "" }), "https://www.ipf.example")).toBe("https://ipf.example");
    expect(knownOrigin(config(), "javascript:alert(1)")).toBe("https://ipf.example");
    expect(knownOrigin(config(), "https://www.ipf.example/path")).toBe("https://ipf.example");
    expect(knownOrigin(config(), null)).toBe("https://ipf.example");
  });

  it("puts an e-mail's link on the address given when it is ours, else on PUBLIC_URL", () => {
    expect(siteLink(config(), "http://127.0.0.1:4204", "/en/support/7")).toBe("http://127.0.0.1:4204/en/support/7");
    expect(siteLink(config(), "https://www.ipf.example", "/ar/dashboard")).toBe("https://www.ipf.example/ar/dashboard");
    expect(siteLink(config(), "https://evil.example", "/ar/dashboard")).toBe("https://ipf.example/ar/dashboard");
    expect(siteLink(config(), null, "/fr/shipped")).toBe("https://ipf.example/fr/shipped");
    expect(siteLink(config({ NODE_ENV: "production" }), "http://localhost:8080", "/en/dashboard")).toBe(
      "https://ipf.example/en/dashboard",
    );
  });

  it("refuses a PUBLIC_HOSTS entry that is not a host", () => {
    expect(() => config({ PUBLIC_HOSTS: "https://www.ipf.example" })).toThrow(/PUBLIC_HOSTS/);
    expect(() => config({ PUBLIC_HOSTS: "www.ipf.example/path" })).toThrow(/PUBLIC_HOSTS/);
    expect(config({ PUBLIC_HOSTS: " , www.ipf.example ," }).publicHosts).toEqual(["www.ipf.example"]);
  });
});
