import Router from "@koa/router";
import compose from "koa-compose";
import type { Context, Middleware, Next } from "koa";
import { z, type ZodType } from "zod";
import { errorResponseSchema, refusedCharacterField } from "@ipf/shared/schemas/common";
import { MethodNotAllowedError, ValidationError } from "./errors.js";
import { releaseBuffer } from "./buffers.js";
import { MULTIPART_DEFAULTS, readMultipart, type UploadedFile } from "./multipart.js";
import { MAX_UPLOAD_BYTES } from "./storage.js";
import { uploadGate } from "./upload-gate.js";
import {
  declaredAccess,
  type Access,
  type Endpoint,
  type Out,
  type Schemas,
  type SchemasOf,
} from "@ipf/shared/contract/endpoint";
import { ridingSignIn, signInCheck, type RidingSignIn } from "./auth.js";
import type { Deps } from "../deps.js";

/** A route answered without Koa (see `lib/lean.ts`): a JSON body in, a JSON answer out, nothing else read from the request. */
export interface LeanRoute {
  body: ZodType;
  handler: (input: { body: unknown }) => Promise<unknown>;
}

/** A request to an endpoint, parsed by its contract entry's schemas. */
export interface Input<E extends Endpoint> {
  body: Out<SchemasOf<E>["body"]>;
  form: Out<SchemasOf<E>["form"]>;
  /** Files of a multipart body, unchecked: hand them to Storage, which checks their content. */
  files: UploadedFile[];
  query: Out<SchemasOf<E>["query"]>;
  params: Out<SchemasOf<E>["params"]>;
  /** For an endpoint declared `riding`: the sign-in its list statement must accept. */
  signIn: E["auth"] extends { riding: true } ? RidingSignIn : undefined;
}

/** What a handler answers: the body its contract entry's response schema describes. */
export type Answer<E extends Endpoint> = SchemasOf<E>["response"] extends ZodType
  ? z.input<SchemasOf<E>["response"]>
  : unknown;

/**
 * An answer already written as JSON (see presenters/parcel.ts), sent as it
 * is. Its content must be what the route's response schema describes.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export type Handler<E extends Endpoint> = (ctx: Context, input: Input<E>) => Promise<Answer<E> | JsonText>;

/** Zod issues as the API's `fields` map: the first message key per field. */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Parses a request's body, form, query or parameters; a NUL character or a
 * bidirectional control anywhere in them is invalid input.
 */
export function parseOrThrow<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  const refused = refusedCharacterField(value);
  if (refused !== undefined) throw ValidationError({ [refused.field]: refused.message });
  const result = schema.safeParse(value);
  if (!result.success) throw ValidationError(fieldsOf(result.error));
  return result.data;
}

/**
 * A file's field name and original name are refused on the same characters as
 * every other string of the request, though neither is stored nor shown:
 * files are named by their content (see storage.ts).
 */
function refuseInFileNames(files: UploadedFile[]) {
  for (const { field, filename } of files) {
    const refused = refusedCharacterField({ [field]: filename });
    if (refused !== undefined) throw ValidationError({ [refused.field]: refused.message });
  }
}

/**
 * A thin layer over @koa/router serving the contract (`@ipf/shared/contract`):
 * each endpoint's entry parses the request (400 with field messages, nothing
 * run), installs its sign-in check and feeds the OpenAPI document served at
 * /api/openapi.json.
 */
export class Api {
  readonly router = new Router();
  /**
   * Routes without parameters, found by one map lookup. @koa/router tries its
   * routes' patterns one after the other, which with a few hundred routes cost
   * more than everything else a small request does.
   */
  private readonly fixed = new Map<string, Middleware>();
  private readonly fixedMethods = new Map<string, Set<string>>();
  /** The endpoints bound, in the order they were: the document's order. */
  private readonly operations: Endpoint[] = [];
  private readonly lean = new Map<string, LeanRoute>();
  /** Every route with a multipart body runs through it: a few uploads per account, a budget of bytes per instance. */
  private readonly uploads = uploadGate();

  /** `deps` serve the sign-in checks of the endpoints that declare an `auth`. */
  constructor(private readonly deps?: Deps) {}

  /**
   * Serves a contract entry: its declared sign-in check, then `chain`, whose
   * last link is the handler, given the request parsed by the entry's schemas.
   */
  bind<const E extends Endpoint>(entry: E, ...chain: [...Middleware[], Handler<E>]): void {
    if (this.operations.some((bound) => bound.name === entry.name)) throw new Error(`${entry.name} is bound twice`);
    const middlewares = [...this.signIn(entry), ...(chain.slice(0, -1) as Middleware[])];
    const handler = chain[chain.length - 1] as Handler<E>;
    const riding = entry.auth !== undefined && declaredAccess(entry.auth).riding;
    const schemas: Schemas = entry.schemas ?? {};
    const run = async (ctx: Context) => {
      // The path first: a request for no object answers for its path, whatever its body.
      const params = schemas.params ? parseOrThrow(schemas.params, ctx.params) : undefined;
      const query = schemas.query ? parseOrThrow(schemas.query, ctx.query) : undefined;
      const multipart = schemas.form ? await readMultipart(ctx, entry.upload) : undefined;
      if (multipart) refuseInFileNames(multipart.files);
      const input = {
        body: schemas.body ? parseOrThrow(schemas.body, ctx.request.body ?? {}) : undefined,
        form: schemas.form ? parseOrThrow(schemas.form, multipart?.fields ?? {}) : undefined,
        files: multipart?.files ?? [],
        query,
        params,
        signIn: riding ? ridingSignIn(ctx) : undefined,
      } as Input<E>;
      let answer: Awaited<ReturnType<Handler<E>>>;
      try {
        answer = await handler(ctx, input);
      } finally {
        // The handler has stored or read the files: their bytes go now, not at a later collection.
        for (const file of multipart?.files ?? []) releaseBuffer(file.bytes);
      }
      if (answer instanceof JsonText) {
        ctx.type = "application/json";
        ctx.body = answer.text;
      } else if (answer !== undefined) ctx.body = answer;
    };
    const largest =
      (entry.upload?.maxFiles ?? MULTIPART_DEFAULTS.maxFiles) * (entry.upload?.maxFileBytes ?? MAX_UPLOAD_BYTES);
    const gated = schemas.form ? (ctx: Context) => this.uploads(ctx, () => run(ctx), largest) : run;
    const { method, path } = entry;
    if (path.includes(":")) {
      this.router[method](path, ...middlewares, gated);
    } else {
      const key = fixedKey(path);
      this.fixed.set(`${method.toUpperCase()} ${key}`, compose([...middlewares, gated]));
      this.fixedMethods.set(key, new Set([...(this.fixedMethods.get(key) ?? []), method.toUpperCase()]));
    }
    this.operations.push(entry);
  }

  /**
   * A public POST endpoint whose answer needs nothing but its JSON body: also
   * served without Koa (see lib/lean.ts), where a request that fits arrives.
   */
  bindLean<const E extends Endpoint & { schemas: { body: ZodType; response: ZodType } }>(
    entry: E,
    handler: (input: { body: z.output<E["schemas"]["body"]> }) => Promise<z.input<E["schemas"]["response"]>>,
  ) {
    this.bind(entry, (_ctx, input) => handler(input as { body: z.output<E["schemas"]["body"]> }));
    this.lean.set(fixedKey(entry.path), {
      body: entry.schemas.body,
      handler: (input) => handler(input as { body: z.output<E["schemas"]["body"]> }),
    });
  }

  /** The routes served without Koa, by path as `fixedKey` gives it. */
  leanRoutes(): ReadonlyMap<string, LeanRoute> {
    return this.lean;
  }

  /** The names of the contract entries bound, in the order they were. */
  bound(): string[] {
    return this.operations.map((entry) => entry.name);
  }

  /** The check of the endpoint's declared auth: the first middleware of its chain. */
  private signIn({ name, auth }: Endpoint): Middleware[] {
    if (auth === undefined) return [];
    if (!this.deps) throw new Error(`${name} declares auth, but this Api has no deps to check it with`);
    return [signInCheck(this.deps, auth)];
  }

  /** The middleware serving every route: parameterless ones by lookup, the others through the router. */
  routes(): Middleware {
    // The router types its context with params; to the app it is an ordinary middleware.
    const routed = compose([this.router.routes(), this.router.allowedMethods()] as unknown as Middleware[]);
    return async (ctx: Context, next: Next) => {
      const key = fixedKey(ctx.path);
      const method = ctx.method === "HEAD" ? "GET" : ctx.method;
      const handler = this.fixed.get(`${method} ${key}`);
      if (handler) return handler(ctx, next);
      const methods = this.fixedMethods.get(key);
      if (methods) {
        const allow = [...methods, ...(methods.has("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
        ctx.set("Allow", allow);
        if (ctx.method === "OPTIONS") {
          ctx.status = 200;
          return;
        }
        throw MethodNotAllowedError(`Use ${[...methods].join(" or ")} for this route.`);
      }
      return routed(ctx, next);
    };
  }

  /**
   * The OpenAPI document of the endpoints bound, in the order they were;
   * `servers`: where the API is served (the public origin).
   */
  openApi(
    info: { title: string; version: string },
    servers: { url: string; description?: string }[],
  ): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const spec of this.operations) {
      const { method, path } = spec;
      const openPath = path.replace(/:(\w+)/g, "{$1}");
      const schemas: Schemas = spec.schemas ?? {};
      const parameters: unknown[] = [];
      for (const [where, schema] of [
        ["query", schemas.query],
        ["path", schemas.params],
      ] as const) {
        if (!schema) continue;
        const json = jsonSchema(schema, "input");
        const properties = (json.properties ?? {}) as Record<string, unknown>;
        const required = new Set((json.required as string[] | undefined) ?? []);
        for (const [name, property] of Object.entries(properties)) {
          parameters.push({ name, in: where, required: where === "path" || required.has(name), schema: property });
        }
      }
      const responses: Record<string, unknown> = {
        "200": {
          description: "Success",
          ...(schemas.response
            ? { content: { "application/json": { schema: jsonSchema(schemas.response, "output") } } }
            : {}),
          // The other answers, each asked for by the query's `view`: beside the default, which stays as it is.
          ...(schemas.views
            ? {
                "x-views": Object.fromEntries(
                  Object.entries(schemas.views).map(([view, schema]) => [
                    view,
                    { description: `Asked with view=${view}`, schema: jsonSchema(schema, "output") },
                  ]),
                ),
              }
            : {}),
        },
      };
      const statuses = new Set([
        400,
        ...(spec.auth ? [401, 403] : []),
        ...(schemas.form ? [413, 429] : []),
        ...(spec.errors ?? []),
      ]);
      for (const status of [...statuses].sort()) {
        responses[String(status)] = { $ref: "#/components/responses/Error" };
      }
      paths[openPath] ??= {};
      paths[openPath][method] = {
        operationId: spec.name,
        summary: spec.summary,
        tags: spec.tags,
        // An empty list: public, said outright rather than left to a default.
        ...(spec.auth ? authDocument(spec.auth) : { security: [] }),
        ...(parameters.length ? { parameters } : {}),
        ...(schemas.body
          ? {
              requestBody: {
                required: true,
                content: { "application/json": { schema: jsonSchema(schemas.body, "input") } },
              },
            }
          : {}),
        ...(schemas.form
          ? {
              requestBody: {
                required: true,
                content: { "multipart/form-data": { schema: formSchema(schemas.form) } },
              },
            }
          : {}),
        responses,
      };
    }
    return {
      openapi: "3.1.0",
      info,
      servers,
      paths,
      components: {
        securitySchemes: {
          customerToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          staffToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
        responses: {
          Error: {
            description: errorResponseSchema.description,
            content: { "application/json": { schema: jsonSchema(errorResponseSchema, "output") } },
          },
        },
      },
    };
  }
}

/**
 * A route's declared auth as the document states it: the security scheme, the
 * audience, for staff the action of the permissions table (null: any staff
 * member), said again in words, and whether its list statement checks the account.
 */
function authDocument(auth: Access): Record<string, unknown> {
  const { audience, action, riding, unconfirmed, onlyFor } = declaredAccess(auth);
  const staff = action ? `Staff permission \`${action}\`` : "Any staff member";
  const customer = unconfirmed
    ? "A signed-in customer, e-mail address confirmed or not"
    : "A signed-in customer whose e-mail address is confirmed (403 EMAIL_NOT_CONFIRMED otherwise)";
  const who = { customer, staff, either: `${customer}, or ${staff}` }[audience];
  const when = onlyFor
    ? ` when ${Object.entries(onlyFor)
        .map(([name, value]) => `${name}=${value}`)
        .join(" and ")}; public otherwise`
    : "";
  // Requirements are alternatives: "either" lists both tokens.
  const schemes =
    audience === "either"
      ? [{ customerToken: [] }, { staffToken: [] }]
      : [{ [audience === "staff" ? "staffToken" : "customerToken"]: [] }];
  return {
    description: `${who}${when}.`,
    // An empty requirement first: the route is public unless its `onlyFor` query is sent.
    security: onlyFor ? [{}, ...schemes] : schemes,
    "x-audience": audience,
    ...(audience === "customer" ? {} : { "x-permission": action }),
    ...(riding ? { "x-riding-sign-in": true } : {}),
    ...(unconfirmed ? { "x-unconfirmed-customer": true } : {}),
    ...(onlyFor ? { "x-auth-only-for": onlyFor } : {}),
  };
}

/** The form's text fields, plus "any other field may be a file". */
function formSchema(schema: ZodType): Record<string, unknown> {
  return { ...jsonSchema(schema, "input"), additionalProperties: { type: "string", format: "binary" } };
}

function jsonSchema(schema: ZodType, io: "input" | "output"): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** Paths compare as @koa/router compares them: case-insensitive, a trailing slash optional. */
export function fixedKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}
