import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { allEndpoints } from "@ipf/shared/contract";
import { buildApi } from "../app.js";
import { createTestApp } from "../test/harness.js";

/**
 * The contract (`@ipf/shared/contract`) against what the API serves: every
 * entry bound to exactly one handler, nothing served that the contract does
 * not declare, and the OpenAPI document made of it clean for outside tools.
 */
const app = await createTestApp();
const declared = allEndpoints();

interface Operation {
  operationId?: string;
  security?: unknown[];
}
const document = (await app.request("GET", "/api/openapi.json")).body as {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
);

describe("the contract", () => {
  it("has a handler for every entry, and no handler without an entry", () => {
    const bound = buildApi(app.deps).bound();
    expect(new Set(bound).size).toBe(bound.length);
    expect([...bound].sort()).toEqual(declared.map((entry) => entry.name).sort());
  });

  it("names each entry once, and gives each method and path to one entry only", () => {
    const names = declared.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const lines = declared.map((entry) => `${entry.method} ${entry.path.toLowerCase()}`);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("is the OpenAPI document: one operation per entry, by its name, method and path", () => {
    const documented = operations.map(({ method, path, operation }) => `${operation.operationId} ${method} ${path}`);
    const entries = declared.map((entry) => `${entry.name} ${entry.method} ${entry.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(documented.sort()).toEqual(entries.sort());
  });

  it("says outright which operations are public, and where the API is served", () => {
    for (const { operation } of operations) expect(operation.security).toBeDefined();
    expect(document.servers).toEqual([{ url: app.deps.config.publicUrl }]);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: "/api/openapi.json",
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ""})`);
    expect(errors).toEqual([]);
  });
});

describe("GET /api/docs", () => {
  it("serves the reference page, its scripts from this host only", async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toEqual(["/api/docs/redoc.standalone.js", "/api/docs/start.js"]);
    for (const script of scripts) {
      const answer = await fetch(`${app.url}${script}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect((await answer.text()).length).toBeGreaterThan(100);
    }
  });
});
