/**
 * Vitest global setup for every suite that needs PostgreSQL: starts one
 * embedded cluster (or uses DATABASE_URL's server), builds a migrated
 * template database once, and hands its address to the test files, each of
 * which then clones its own clean database from the template.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { connect } from "../connect.js";
import { startEmbeddedPostgres, type EmbeddedCluster } from "../embedded.js";
import { migrateLatest } from "../migrate.js";
import { TEMPLATE_DATABASE, withDatabase } from "./urls.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  let cluster: EmbeddedCluster | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(join(tmpdir(), "ipf-test-pg-"));
    cluster = await startEmbeddedPostgres({ dataDir });
    serverUrl = cluster.adminUrl;
  }

  const admin = connect(withDatabase(serverUrl, "postgres"), { pool: { max: 1 } });
  await admin.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.raw(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const template = connect(withDatabase(serverUrl, TEMPLATE_DATABASE), { pool: { max: 1 } });
  await migrateLatest(template);
  await template.destroy();

  project.provide("pgServerUrl", serverUrl);
  project.provide("pgTemplate", TEMPLATE_DATABASE);

  return async () => {
    await admin.raw(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`).catch(() => undefined);
    await admin.destroy();
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
