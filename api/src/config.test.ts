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
      storage: { kind: "disk" },
      jobs: { enabled: true, concurrency: 1 },
    });
  });

  it("reads whether this instance runs background jobs, and how many at once", () => {
    const secret = { JWT_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...secret, JOBS: "off", JOBS_CONCURRENCY: "4" }).jobs).toEqual({
      enabled: false,
      concurrency: 4,
    });
    expect(() => loadConfig({ ...secret, JOBS: "no" })).toThrow(/JOBS/);
    expect(() => loadConfig({ ...secret, JOBS_CONCURRENCY: "0" })).toThrow(/JOBS_CONCURRENCY/);
  });

  it("reads the S3 settings, and never shows the secret key when they are wrong", () => {
    const s3 = {
      JWT_SECRET: "x".repeat(32),
      STORAGE: "s3",
      S3_BUCKET: "ipf-uploads",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "very-secret-key",
      S3_FORCE_PATH_STYLE: "true",
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: "s3",
      bucket: "ipf-uploads",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "minio", secretAccessKey: "very-secret-key" },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...s3, S3_BUCKET: undefined })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: undefined })).toThrow(/S3_ACCESS_KEY_ID/);
    for (const wrong of [{ S3_ENDPOINT: "not a url" }, { S3_BUCKET: "" }, { S3_ACCESS_KEY_ID: undefined }]) {
      expect(() => loadConfig({ ...s3, ...wrong })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining("very-secret-key") }),
      );
    }
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
