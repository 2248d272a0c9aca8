import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { loadConfig } from "../config.js";
import type { S3Settings } from "../lib/storage-s3.js";

export interface LocalS3 {
  /** The settings the API reads (STORAGE=s3 and the S3_ variables). */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
}

/** A real server of the S3 API on a free port, with an empty bucket, its objects in a temporary folder. */
export async function startLocalS3(bucket = "ipf-uploads"): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), "ipf-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    STORAGE: "s3",
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  const { storage } = loadConfig({ ...env, JWT_SECRET: "x".repeat(32) });
  if (storage.kind !== "s3") throw new Error("not an S3 configuration");
  return {
    env,
    settings: storage,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
