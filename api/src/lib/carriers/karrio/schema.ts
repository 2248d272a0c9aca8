/**
 * karrio's published schemas for the operations the product calls
 * (`openapi.json`, written by `scripts/karrio-subset.mjs` from karrio's
 * OpenAPI document). Both the client and the fake karrio check what they send
 * and receive against them, so neither can drift from karrio.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import document from "./openapi.json" with { type: "json" };

type Method = "get" | "post";

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: object }[];
  requestBody?: { content: { "application/json": { schema: object } }; required?: boolean };
  responses: Record<string, { content?: { "application/json"?: { schema: object } } }>;
}

const paths = document.paths as unknown as Record<string, Partial<Record<Method, Operation>>>;

/**
 * OpenAPI 3.0's `nullable: true` in JSON Schema's words: `null` joins the type
 * (and the enum), or, beside `allOf`/`$ref`, becomes a `null` alternative.
 */
function jsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchema);
  if (!node || typeof node !== "object") return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === "properties"
        ? Object.fromEntries(Object.entries(value as object).map(([name, inner]) => [name, jsonSchema(inner)]))
        : jsonSchema(value),
    ]),
  );
  if (nullable !== true) return out;
  if (typeof out.type === "string") {
    return {
      ...out,
      type: [out.type, "null"],
      ...(Array.isArray(out.enum) ? { enum: [...(out.enum as unknown[]), null] } : {}),
    };
  }
  return { anyOf: [{ type: "null" }, out] };
}

// ajv-formats is published as CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(jsonSchema({ components: document.components }) as object, "karrio");

const compiled = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: object): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    // Local refs (#/components/...) are read inside the document added above.
    const resolved = JSON.parse(
      JSON.stringify(jsonSchema(schema)).replaceAll('"#/components/', '"karrio#/components/'),
    ) as object;
    validate = ajv.compile(resolved);
    compiled.set(key, validate);
  }
  return validate;
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).slice(0, 5).map((error) => `${error.instancePath || "(root)"} ${error.message ?? "is not allowed"}`);

/** The template (`/v1/shipments/{id}`) a concrete path (`/v1/shipments/shp_1`) matches, if karrio's subset has one. */
export function operationOf(method: string, path: string): { template: string; params: Record<string, string> } | null {
  const lower = method.toLowerCase() as Method;
  const parts = path.split("/");
  let best: { template: string; params: Record<string, string>; literal: number } | null = null;
  for (const [template, operations] of Object.entries(paths)) {
    if (!operations[lower]) continue;
    const pattern = template.split("/");
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let literal = 0;
    const fits = pattern.every((segment, index) => {
      const part = decodeURIComponent(parts[index] ?? "");
      if (segment.startsWith("{") && segment.endsWith("}")) {
        params[segment.slice(1, -1)] = part;
        return part.length > 0;
      }
      literal += 1;
      return segment === part;
    });
    // A literal segment beats a parameter: /v1/carriers/{name}/services before a wider template.
    if (fits && (!best || literal > best.literal)) best = { template, params, literal };
  }
  return best && { template: best.template, params: best.params };
}

/** What is wrong with a request karrio would receive; empty when it conforms. */
export function requestProblems(method: string, template: string, query: URLSearchParams, body: unknown): string[] {
  const operation = paths[template]?.[method.toLowerCase() as Method];
  if (!operation) return [`karrio has no ${method.toUpperCase()} ${template} in the kept subset`];
  const problems: string[] = [];
  const known = new Set((operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name));
  for (const name of query.keys()) if (!known.has(name)) problems.push(`query parameter ${name} is not karrio's`);
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== "query") continue;
    const value = query.get(parameter.name);
    if (value === null) {
      if (parameter.required) problems.push(`query parameter ${parameter.name} is required`);
      continue;
    }
    const schema = parameter.schema as { type?: string };
    if (schema.type === "boolean" && value !== "true" && value !== "false") {
      problems.push(`query parameter ${parameter.name} must be true or false`);
    }
  }
  const bodySchema = operation.requestBody?.content["application/json"].schema;
  if (bodySchema) {
    if (body === undefined) {
      if (operation.requestBody?.required) problems.push("a JSON body is required");
    } else {
      const validate = validatorFor(`${method} ${template} request`, bodySchema);
      if (!validate(body))
        problems.push(...describe(validate.errors).map((p) => `body${p.startsWith("/") ? "" : " "}${p}`));
    }
  } else if (body !== undefined) {
    problems.push("this operation takes no body");
  }
  return problems;
}

/** What is wrong with an answer karrio would give (status and JSON body); empty when it conforms. */
export function answerProblems(method: string, template: string, status: number, body: unknown): string[] {
  const operation = paths[template]?.[method.toLowerCase() as Method];
  if (!operation) return [`karrio has no ${method.toUpperCase()} ${template} in the kept subset`];
  const response = operation.responses[String(status)];
  if (!response) return [`karrio does not answer ${method.toUpperCase()} ${template} with ${status}`];
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return [];
  const validate = validatorFor(`${method} ${template} ${status}`, schema);
  return validate(body) ? [] : describe(validate.errors).map((p) => `answer ${status} ${p}`);
}

/** The carrier names karrio's schemas accept (the `carrier_name` enum of a tracker). */
export const KARRIO_CARRIER_NAMES: readonly string[] = (
  document.components.schemas.TrackingData.properties.carrier_name as { enum: string[] }
).enum;
