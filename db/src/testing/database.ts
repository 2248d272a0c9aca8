import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { connect, type Db } from "../connect.js";
import { withDatabase } from "./urls.js";

export interface TestDatabase {
  db: Db;
  url: string;
  name: string;
}

/**
 * A fresh, migrated database for the calling test file, cloned from the
 * template that the global setup built, and dropped after the file's tests.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = inject("pgServerUrl");
  const template = inject("pgTemplate");
  const name = `ipf_test_${randomBytes(6).toString("hex")}`;
  const admin = connect(withDatabase(server, "postgres"), { pool: { max: 1 } });
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = withDatabase(server, name);
  const db = connect(url, { pool: { max: 10 } });
  afterAll(async () => {
    await db.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  });
  return { db, url, name };
}
