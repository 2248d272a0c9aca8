import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({ JWT_SECRET: "x".repeat(32) }, "/srv/ipf");
    expect(config).toMatchObject({
      env: "development",
      port: 8080,
      dataDir: "/srv/ipf/.data",
      uploadDir: "/srv/ipf/.data/uploads",
    });
  });

  it("requires a JWT secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
  });

  it("names every invalid variable", () => {
    expect(() => loadConfig({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it("keeps a generated development secret across restarts", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ipf-config-"));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8")).toBe(first.jwtSecret);
  });
});
