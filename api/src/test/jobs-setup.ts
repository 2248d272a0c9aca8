/**
 * Vitest global setup of the API's tests, after the database's: the job
 * queue's tables (graphile-worker's schema) in the template database, so that
 * every test database cloned from it can queue jobs.
 */
import type { TestProject } from "vitest/node";
import { migrateJobs } from "../lib/jobs.js";

// Provided by the database's global setup (db/src/testing/global-setup.ts), which runs first.
declare module "vitest" {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { pgServerUrl, pgTemplate } = project.getProvidedContext();
  const url = new URL(pgServerUrl);
  url.pathname = `/${pgTemplate}`;
  await migrateJobs(url.toString());
}
