import Router from "@koa/router";
import compose from "koa-compose";
import type { Context, Middleware, Next } from "koa";
import { z, type ZodType } from "zod";
import { errorResponseSchema, refusedCharacterField } from "@ipf/shared/schemas/common";
import { MethodNotAllowedError, ValidationError } from "./errors.js";
import { MULTIPART_DEFAULTS, readMultipart, type MultipartLimits, type UploadedFile } from "./multipart.js";
import { MAX_UPLOAD_BYTES } from "./storage.js";
import { uploadGate } from "./upload-gate.js";
import { declaredAuth, ridingSignIn, signInCheck, type RidingSignIn, type RouteAuth } from "./auth.js";
import type { Deps } from "../deps.js";

type Method = "get" | "post" | "put" | "patch" | "delete";

/** A route answered without Koa (see `lib/lean.ts`): a JSON body in, a JSON answer out, nothing else read from the request. */
export interface LeanRoute {
  body: ZodType;
  handler: (input: { body: unknown }) => Promise<unknown>;
}

export interface RouteSchemas {
  body?: ZodType;
  /** A multipart/form-data body: its text fields, parsed; its files arrive in `input.files`. */
  form?: ZodType;
  query?: ZodType;
  params?: ZodType;
  response?: ZodType;
}

export interface RouteSpec<S extends RouteSchemas, A extends RouteAuth | undefined = RouteAuth | undefined> {
  summary: string;
  tags?: string[];
  /** Who may call (see RouteAuth): checked before anything else of the route runs, and documented. */
  auth?: A;
  schemas?: S;
  /** Answers the route gives besides 200, for the document. */
  errors?: number[];
  /** Limits of a multipart body (with `schemas.form`). */
  upload?: MultipartLimits;
}

type Out<T> = T extends ZodType ? z.output<T> : undefined;
export interface Input<S extends RouteSchemas, A extends RouteAuth | undefined = undefined> {
  body: Out<S["body"]>;
  form: Out<S["form"]>;
  /** Files of a multipart body, unchecked: hand them to Storage, which checks their content. */
  files: UploadedFile[];
  query: Out<S["query"]>;
  params: Out<S["params"]>;
  /** For a route declared `riding`: the sign-in its list statement must accept. */
  signIn: A extends { riding: true } ? RidingSignIn : undefined;
}

/**
 * An answer already written as JSON (see presenters/parcel.ts), sent as it
 * is. Its content must be what the route's response schema describes.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export type Handler<S extends RouteSchemas, A extends RouteAuth | undefined = undefined> = (
  ctx: Context,
  input: Input<S, A>,
) => Promise<(S["response"] extends ZodType ? z.input<S["response"]> : unknown) | JsonText>;

/** Declares a route: its path, its spec, and a chain of middlewares ending with its handler. */
type Register = <S extends RouteSchemas, const A extends RouteAuth | undefined = undefined>(
  path: string,
  spec: RouteSpec<S, A>,
  ...chain: [...Middleware[], Handler<S, A>]
) => void;

interface Operation {
  method: Method;
  path: string;
  spec: RouteSpec<RouteSchemas>;
}

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
 * A thin layer over @koa/router: each route declares its schemas once; they
 * parse the request (400 with field messages, nothing run) and feed the
 * OpenAPI document served at /api/openapi.json.
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
  private readonly operations: Operation[] = [];
  private readonly lean = new Map<string, LeanRoute>();
  /** Every route with a multipart body runs through it: a few uploads per account, a budget of bytes per instance. */
  private readonly uploads = uploadGate();

  /** `deps` serve the sign-in checks of the routes that declare an `auth`. */
  constructor(private readonly deps?: Deps) {}

  readonly get: Register = (path, spec, ...chain) => this.add("get", path, spec, chain);
  readonly post: Register = (path, spec, ...chain) => this.add("post", path, spec, chain);
  readonly put: Register = (path, spec, ...chain) => this.add("put", path, spec, chain);
  readonly patch: Register = (path, spec, ...chain) => this.add("patch", path, spec, chain);
  readonly delete: Register = (path, spec, ...chain) => this.add("delete", path, spec, chain);

  /**
   * A public POST route whose answer needs nothing but its JSON body: also
   * served without Koa (see lib/lean.ts), where a request that fits arrives.
   */
  postLean<B extends ZodType, R extends ZodType>(
    path: string,
    spec: RouteSpec<{ body: B; response: R }, undefined>,
    handler: (input: { body: z.output<B> }) => Promise<z.input<R>>,
  ) {
    this.add("post", path, spec, [(_ctx, input) => handler(input as { body: z.output<B> })]);
    this.lean.set(fixedKey(path), {
      body: spec.schemas!.body,
      handler: (input) => handler(input as { body: z.output<B> }),
    });
  }

  /** The routes served without Koa, by path as `fixedKey` gives it. */
  leanRoutes(): ReadonlyMap<string, LeanRoute> {
    return this.lean;
  }

  private add<S extends RouteSchemas, A extends RouteAuth | undefined>(
    method: Method,
    path: string,
    spec: RouteSpec<S, A>,
    chain: [...Middleware[], Handler<S, A>],
  ) {
    const middlewares = [...this.signIn(path, spec.auth), ...(chain.slice(0, -1) as Middleware[])];
    const handler = chain[chain.length - 1] as Handler<S, A>;
    const riding = spec.auth !== undefined && declaredAuth(spec.auth).riding;
    const schemas = spec.schemas ?? ({} as S);
    const run = async (ctx: Context) => {
      // The path first: a request for no object answers for its path, whatever its body.
      const params = schemas.params ? parseOrThrow(schemas.params, ctx.params) : undefined;
      const query = schemas.query ? parseOrThrow(schemas.query, ctx.query) : undefined;
      const multipart = schemas.form ? await readMultipart(ctx, spec.upload) : undefined;
      if (multipart) refuseInFileNames(multipart.files);
      const input = {
        body: schemas.body ? parseOrThrow(schemas.body, ctx.request.body ?? {}) : undefined,
        form: schemas.form ? parseOrThrow(schemas.form, multipart?.fields ?? {}) : undefined,
        files: multipart?.files ?? [],
        query,
        params,
        signIn: riding ? ridingSignIn(ctx) : undefined,
      } as Input<S, A>;
      const answer = await handler(ctx, input);
      if (answer instanceof JsonText) {
        ctx.type = "application/json";
        ctx.body = answer.text;
      } else if (answer !== undefined) ctx.body = answer;
    };
    const largest =
      (spec.upload?.maxFiles ?? MULTIPART_DEFAULTS.maxFiles) * (spec.upload?.maxFileBytes ?? MAX_UPLOAD_BYTES);
    const gated = schemas.form ? (ctx: Context) => this.uploads(ctx, () => run(ctx), largest) : run;
    if (path.includes(":")) {
      this.router[method](path, ...middlewares, gated);
    } else {
      const key = fixedKey(path);
      this.fixed.set(`${method.toUpperCase()} ${key}`, compose([...middlewares, gated]));
      this.fixedMethods.set(key, new Set([...(this.fixedMethods.get(key) ?? []), method.toUpperCase()]));
    }
    this.operations.push({ method, path, spec: spec as RouteSpec<RouteSchemas> });
  }

  /** The check of the route's declared auth: the first middleware of its chain. */
  private signIn(path: string, auth: RouteAuth | undefined): Middleware[] {
    if (auth === undefined) return [];
    if (!this.deps) throw new Error(`${path} declares auth, but this Api has no deps to check it with`);
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

  openApi(info: { title: string; version: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const { method, path, spec } of this.operations) {
      const openPath = path.replace(/:(\w+)/g, "{$1}");
      const schemas = spec.schemas ?? {};
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
        summary: spec.summary,
        tags: spec.tags,
        ...(spec.auth ? authDocument(spec.auth) : {}),
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
function authDocument(auth: RouteAuth): Record<string, unknown> {
  const { audience, action, riding, unconfirmed, onlyFor } = declaredAuth(auth);
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
