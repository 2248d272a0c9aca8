import fc from "fast-check";
import type { Db } from "@ipf/db";
import type { TestApp } from "./harness.js";

/**
 * The API's own OpenAPI document, read by the fuzz and access-matrix tests:
 * every route with its schemas and who may call it (the `x-audience` and
 * `x-permission` the route table writes from the route's declared auth, the
 * same declaration its sign-in check is made from, see Access in @ipf/shared/contract/endpoint).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Route {
  method: string;
  /** As the document writes it: `/api/x/{id}`. */
  path: string;
  /** "either": a customer's token or a staff member's. */
  security: "customer" | "staff" | "either" | "none";
  audience?: "customer" | "staff" | "either";
  /** For staff routes: the permission the sign-in check requires (null: any staff member); absent: none declared. */
  permission?: string | null;
  hasPermission: boolean;
  /** The route's list statement checks the signed-in account (see RidingSignIn). */
  riding: boolean;
  /** A customer whose e-mail address is not confirmed yet may call it (see Access in the contract). */
  unconfirmed: boolean;
  params: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
  form?: JsonSchema;
}

interface Operation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  "x-audience"?: "customer" | "staff" | "either";
  "x-permission"?: string | null;
  "x-riding-sign-in"?: boolean;
  "x-unconfirmed-customer"?: boolean;
}

export async function routesOf(app: TestApp): Promise<Route[]> {
  const document = (await app.request("GET", "/api/openapi.json")).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      // Requirements are alternatives: an empty one first makes the route public.
      const required = op.security?.[0] && Object.keys(op.security[0]).length ? op.security : [];
      const schemes = new Set(required.flatMap((requirement) => Object.keys(requirement)));
      const security =
        schemes.has("staffToken") && schemes.has("customerToken")
          ? "either"
          : schemes.has("staffToken")
            ? "staff"
            : schemes.has("customerToken")
              ? "customer"
              : "none";
      return {
        method: method.toUpperCase(),
        path,
        security,
        audience: op["x-audience"],
        permission: op["x-permission"],
        hasPermission: "x-permission" in op,
        riding: op["x-riding-sign-in"] === true,
        unconfirmed: op["x-unconfirmed-customer"] === true,
        params: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => ({ name: p.name, schema: p.schema })),
        query: (op.parameters ?? [])
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
        body: op.requestBody?.content["application/json"]?.schema,
        form: op.requestBody?.content["multipart/form-data"]?.schema,
      } satisfies Route;
    }),
  );
}

/** Values the schema accepts, or close to it (patterns and formats approximated). */
export function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valid(choice, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== "null") ?? types[0];
  switch (type) {
    case "string":
      return validString(schema);
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? min + 1001) - 1;
      return type === "integer"
        ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
        : fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valid(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(3, schema.minItems ?? 0)),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) model[name] = valid(property, depth + 1);
      return fc.record(model, { requiredKeys: [...required].filter((name) => name in properties) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc
        .date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain text.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 40)) });
}

/** The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). */
const BIDI_CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];

/** What no form sends: wrong types, huge, NUL- and bidi-control-bearing strings, prototype keys, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0.5, "", [], {}),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...BIDI_CONTROLS)).map(([s, control]) => `${s}${control}${s}`),
  fc.constantFrom(
    "x".repeat(100_000),
    "٦١٢٣",
    "'; DROP TABLE customers; --",
    "<script>alert(1)</script>",
    "%00",
    "../../etc/passwd",
    "{{7*7}} \u202Eexe.gpj",
  ),
  fc.constant(JSON.parse('{"__proto__": {"isAdmin": true, "group_id": 1}}')),
  fc.constant({ constructor: { prototype: { isAdmin: true } } }),
  fc.integer({ min: 50, max: 3000 }).map((depth) => JSON.parse(`${"[".repeat(depth)}1${"]".repeat(depth)}`)),
  fc.array(fc.integer(), { minLength: 2000, maxLength: 2000 }),
);

/** A value of the schema, or that value broken: a field replaced by a hostile value, or the whole of it. */
export function brokenOrValid(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const good = valid(schema);
  const fields = Object.keys(schema?.properties ?? {});
  const brokenField = fields.length
    ? fc
        .tuple(good, fc.constantFrom(...fields, "__proto__", "constructor"), hostileValue)
        .map(([value, field, bad]) => {
          const copy = { ...(typeof value === "object" && value ? value : {}) } as Record<string, unknown>;
          Object.defineProperty(copy, field, { value: bad, enumerable: true, configurable: true, writable: true });
          return copy;
        })
    : hostileValue;
  return fc.oneof(
    { arbitrary: good, weight: 1 },
    { arbitrary: brokenField, weight: 3 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** Tables that record refusals on purpose: rate-limit counters, the staff login history, and confirmation codes (a wrong code counts an attempt). */
const REFUSAL_TABLES = ["rate_limits", "login_logs", "confirmation_codes"];

/** The application's tables, but those that record refusals. */
async function watchedTables(db: Db): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { name: string }[] }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = 'public' AND NOT (tablename = ANY(?)) AND tablename NOT LIKE 'knex_%' ORDER BY tablename`,
    [REFUSAL_TABLES],
  );
  return rows.map((row) => row.name);
}

/** What every table holds, as one hash, except the tables that record refusals. */
export async function databaseFingerprint(db: Db): Promise<string> {
  const parts = (await watchedTables(db)).map(
    (name) =>
      `SELECT '${name}' AS t, count(*) AS n, md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS h FROM ${name} x`,
  );
  // Ordered: a union of this many tables may be run as a parallel append, in any order.
  const { rows } = await db.raw<{ rows: { t: string; n: string; h: string }[] }>(
    `${parts.join(" UNION ALL ")} ORDER BY t`,
  );
  return rows.map((row) => `${row.t}:${row.n}:${row.h}`).join("|");
}

/**
 * Counts the committed transactions that wrote to a table (a row inserted,
 * updated or deleted, a table truncated), except the tables that record
 * refusals: a trigger on each table notes its transaction, and a transaction
 * rolled back notes nothing. Stricter than `databaseFingerprint` (a row
 * written with the values it had counts) and far cheaper to read after each
 * of thousands of requests. For a test's own database only.
 */
export async function countWrites(db: Db): Promise<() => Promise<number>> {
  const tables = await watchedTables(db);
  await db.raw(`
    CREATE TABLE test_writes (xact bigint PRIMARY KEY);
    CREATE FUNCTION test_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_writes VALUES (pg_current_xact_id()::text::bigint) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;`);
  for (const name of tables) {
    await db.raw(`
      CREATE TRIGGER test_write AFTER INSERT OR UPDATE OR DELETE ON ${name} FOR EACH ROW EXECUTE FUNCTION test_note_write();
      CREATE TRIGGER test_truncate AFTER TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION test_note_write();`);
  }
  return async () =>
    Number((await db.raw<{ rows: { n: string }[] }>("SELECT count(*) AS n FROM test_writes")).rows[0]!.n);
}
