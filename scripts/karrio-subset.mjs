#!/usr/bin/env node
/**
 * Writes the part of karrio's published OpenAPI document that the product calls
 * (the operations below and every schema they reach) to
 * api/src/lib/carriers/karrio/openapi.json. The product builds, runs and tests
 * from that file alone; run this again when moving to a newer karrio:
 *
 *   node scripts/karrio-subset.mjs path/to/karrio/schemas/openapi.yml
 *
 * Descriptions and examples are dropped (they are karrio's prose, not its
 * contract); paths, parameters, schemas, enums and required lists are kept.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";

const OPERATIONS = [
  ["get", "/v1/carriers"],
  ["get", "/v1/carriers/{carrier_name}/services"],
  ["post", "/v1/proxy/rates"],
  ["get", "/v1/shipments"],
  ["post", "/v1/shipments"],
  ["get", "/v1/shipments/{id}"],
  ["post", "/v1/shipments/{id}/cancel"],
  ["post", "/v1/trackers"],
  ["get", "/v1/trackers/{identifier}"],
];

/**
 * The published document declares the shipments list as one `Shipment`, while
 * karrio answers it as it answers the trackers list (a page: count, next,
 * previous, results). The page is declared here on the model of `TrackerList`.
 */
const SHIPMENT_LIST = {
  type: "object",
  properties: {
    count: { type: "integer", nullable: true },
    next: { type: "string", format: "uri", nullable: true },
    previous: { type: "string", format: "uri", nullable: true },
    results: { type: "array", items: { $ref: "#/components/schemas/Shipment" } },
  },
  required: ["results"],
};

const source = process.argv[2];
if (!source) {
  console.error("usage: node scripts/karrio-subset.mjs <karrio openapi.yml>");
  process.exit(2);
}
const document = yaml.load(readFileSync(source, "utf8"));

const DROP = new Set(["description", "example", "examples", "summary", "externalDocs"]);
/** A copy without prose; `properties` keep their names even when one is called `description`. */
function strip(value, underProperties = false) {
  if (Array.isArray(value)) return value.map((item) => strip(item));
  if (value && typeof value === "object") {
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
      if (!underProperties && (DROP.has(key) || key.startsWith("x-"))) continue;
      out[key] = strip(inner, key === "properties" && !underProperties);
    }
    return out;
  }
  return value;
}

const schemas = { ShipmentList: SHIPMENT_LIST };
function reach(value) {
  if (Array.isArray(value)) return value.forEach(reach);
  if (!value || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === "$ref" && typeof inner === "string") {
      const name = inner.replace("#/components/schemas/", "");
      if (!schemas[name]) {
        const schema = document.components.schemas[name];
        if (!schema) throw new Error(`missing schema ${name}`);
        schemas[name] = strip(schema);
        reach(schemas[name]);
      }
    } else reach(inner);
  }
}

const paths = {};
for (const [method, path] of OPERATIONS) {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`karrio has no ${method.toUpperCase()} ${path}`);
  const kept = strip({
    parameters: operation.parameters,
    requestBody: operation.requestBody,
    responses: operation.responses,
  });
  kept.operationId = operation["x-operationId"];
  if (method === "get" && path === "/v1/shipments") {
    kept.responses["200"].content["application/json"].schema = { $ref: "#/components/schemas/ShipmentList" };
  }
  (paths[path] ??= {})[method] = kept;
  reach(kept);
}
reach(SHIPMENT_LIST);

const subset = {
  openapi: document.openapi,
  info: { title: document.info.title, version: document.info.version },
  paths,
  components: { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) },
};
const target = join(dirname(fileURLToPath(import.meta.url)), "../api/src/lib/carriers/karrio/openapi.json");
writeFileSync(target, `${JSON.stringify(subset, null, 2)}\n`);
console.log(`${OPERATIONS.length} operations, ${Object.keys(schemas).length} schemas -> ${target}`);
