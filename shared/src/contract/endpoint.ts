import type { z, ZodType } from "zod";
import type { StaffAction } from "../permissions.js";

/**
 * One endpoint of the API, declared once: the API binds a handler to it
 * (its sign-in check, its parsing and its OpenAPI entry come from here), and
 * both clients call it through it (path, method and answer parser from here).
 * Paths and field names are the wire's (the old product's); the entry's name
 * is the domain's word for what it does.
 */

export type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call an endpoint: the API installs the check from it and writes it
 * in the OpenAPI document, so an endpoint cannot document one thing and
 * enforce another.
 * - `"customer"`: a signed-in customer whose e-mail address is confirmed
 *   (403 EMAIL_NOT_CONFIRMED otherwise, on every customer endpoint alike);
 * - `{ customer: true, unconfirmed: true }`: a signed-in customer, confirmed
 *   or not: only the calls confirming the address (and reading one's own
 *   account) say so;
 * - `{ staff: action }`: an active staff member whose group the permissions
 *   table allows `action` (`"any"`: every staff member);
 * - `{ customerOrStaff: action }`: either of the two (a call both the
 *   customer site and the back office make);
 * - `riding: true`: only the token is checked before the handler; the account
 *   is checked by the handler's list statement (see RidingSignIn in the API);
 * - `onlyFor`: the check applies only to requests whose query has these
 *   values; the others are public (a public list whose staff variant shows more).
 */
export type Access =
  | "customer"
  | { customerOrStaff: StaffAction | "any" }
  | (({ customer: true; unconfirmed?: true } | { staff: StaffAction | "any" }) & {
      riding?: true;
      onlyFor?: Record<string, string>;
    });

export interface DeclaredAccess {
  /** "either": a customer, or a staff member allowed `action`. */
  audience: "customer" | "staff" | "either";
  /** For staff: the action of the permissions table required; null: any staff member. */
  action: StaffAction | null;
  riding: boolean;
  /** A customer whose e-mail address is not confirmed yet is let through too. */
  unconfirmed: boolean;
  onlyFor?: Record<string, string>;
}

/** An endpoint's declared access, spelled out. */
export function declaredAccess(auth: Access): DeclaredAccess {
  if (auth === "customer") return { audience: "customer", action: null, riding: false, unconfirmed: false };
  if ("customerOrStaff" in auth)
    return {
      audience: "either",
      action: auth.customerOrStaff === "any" ? null : auth.customerOrStaff,
      riding: false,
      unconfirmed: false,
    };
  const common = { riding: auth.riding === true, ...(auth.onlyFor ? { onlyFor: auth.onlyFor } : {}) };
  if ("staff" in auth)
    return { audience: "staff", action: auth.staff === "any" ? null : auth.staff, unconfirmed: false, ...common };
  return { audience: "customer", action: null, unconfirmed: auth.unconfirmed === true, ...common };
}

export interface Schemas {
  params?: ZodType;
  query?: ZodType;
  /** A JSON body. */
  body?: ZodType;
  /** A multipart/form-data body: its text fields; any other field may be a file. */
  form?: ZodType;
  /** The success answer (JSON). Absent: the answer is a file or a redirect. */
  response?: ZodType;
  /**
   * Other answers of the same call, each asked for by the query's `view`
   * (which the query schema declares): a lighter answer for a screen that
   * shows less. Without `view` the answer is `response`, as before.
   */
  views?: Record<string, ZodType>;
}

export interface EndpointSpec {
  method: Method;
  /** The wire path, `:name` for a parameter. */
  path: string;
  summary: string;
  tags?: readonly string[];
  auth?: Access;
  schemas?: Schemas;
  /** Answers besides 200 (and the 400, 401/403, 413/429 every endpoint of its kind may give). */
  errors?: readonly number[];
  /** Limits of a multipart body (with `schemas.form`): files per request (10 unless said), bytes per file (10 MB). */
  upload?: { maxFiles?: number; maxFileBytes?: number };
}

/** A declared endpoint: its spec and its name (`resource.entry`, the OpenAPI operationId). */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { readonly name: string };

/** What a resource's endpoints share unless one says otherwise. */
export interface EndpointDefaults {
  tags?: readonly string[];
  auth?: Access;
  errors?: readonly number[];
}

type Merged<D, S> = Omit<D, keyof S> & S;

/**
 * The endpoints of one resource, named: each entry's `name` is
 * `resource.key`, and `defaults` fill what an entry does not say.
 */
export function endpoints<const D extends EndpointDefaults, const T extends Record<string, EndpointSpec>>(
  resource: string,
  defaults: D,
  specs: T,
): { readonly [K in keyof T]: Endpoint<Merged<D, T[K]>> } {
  const named: Record<string, Endpoint> = {};
  for (const [key, spec] of Object.entries(specs))
    named[key] = { ...defaults, ...spec, name: `${resource}.${key}` } as Endpoint;
  return named as { readonly [K in keyof T]: Endpoint<Merged<D, T[K]>> };
}

/**
 * A run of entries that share an audience (and the errors they may answer),
 * said once above them: each entry then says only what differs, and may
 * still say otherwise. Spread into the entries given to `endpoints`.
 */
export function sharing<const C extends EndpointDefaults, const T extends Record<string, Partial<EndpointSpec>>>(
  common: C,
  specs: T,
): { readonly [K in keyof T]: Merged<C, T[K]> } {
  const merged: Record<string, Partial<EndpointSpec>> = {};
  for (const [key, spec] of Object.entries(specs)) merged[key] = { ...common, ...spec };
  return merged as { readonly [K in keyof T]: Merged<C, T[K]> };
}

/** A schema's parsed value; undefined where there is no schema. */
export type Out<T> = T extends ZodType ? z.output<T> : undefined;
type In<T> = T extends ZodType ? z.input<T> : never;
/** An endpoint's schemas; one that declares none has none of each. */
export type SchemasOf<E extends EndpointSpec> = E["schemas"] extends Schemas ? E["schemas"] : NoSchemas;
interface NoSchemas {
  params?: undefined;
  query?: undefined;
  body?: undefined;
  form?: undefined;
  response?: undefined;
}

/** What a client sends to an endpoint: its path parameters, query, JSON body or multipart form, as declared. */
export type CallInput<E extends EndpointSpec> = (SchemasOf<E>["params"] extends ZodType
  ? { params: In<SchemasOf<E>["params"]> }
  : { params?: never }) &
  (SchemasOf<E>["query"] extends ZodType ? { query?: WireQuery<In<SchemasOf<E>["query"]>> } : { query?: never }) &
  (SchemasOf<E>["body"] extends ZodType ? { body: In<SchemasOf<E>["body"]> } : { body?: never }) &
  (SchemasOf<E>["form"] extends ZodType ? { form: MultipartBody } : { form?: never });

/** A multipart body as the client's platform builds it (a FormData). */
export interface MultipartBody {
  append(name: string, value: never, filename?: string): void;
}

/** A query as a client gives it: a flag written "true" / "false" on the wire may be given as a boolean. */
type WireQuery<Q> = { [K in keyof Q]?: [Q[K]] extends ["true" | "false" | undefined] ? Q[K] | boolean : Q[K] };

/** A client's call arguments: the input, with the client's own options, optional when nothing in it is required. */
export type CallArguments<E extends EndpointSpec, Options> =
  Record<never, never> extends CallInput<E> ? [input?: CallInput<E> & Options] : [input: CallInput<E> & Options];

/** The answer an endpoint declares, parsed. */
export type AnswerOf<E extends EndpointSpec> = Out<SchemasOf<E>["response"]>;

/**
 * The request line of a call: the method in capitals, and the path with its
 * parameters filled in (each encoded) and its query appended (undefined
 * values left out).
 */
export function requestLine(
  entry: Endpoint,
  input: { params?: unknown; query?: unknown },
): { method: Uppercase<Method>; path: string } {
  const params = (input.params ?? {}) as Record<string, unknown>;
  let path = entry.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${entry.name}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${formEncoded(key)}=${formEncoded(String(value))}`);
  if (query.length) path = `${path}?${query.join("&")}`;
  return { method: entry.method.toUpperCase() as Uppercase<Method>, path };
}

/**
 * What a client needs to send a call: its request line, and the parser of
 * its answer (the caller's own, or else the one the endpoint declares).
 */
export function callOf<P>(
  entry: Endpoint,
  input: { params?: unknown; query?: unknown },
  answer: P | undefined,
): { method: Uppercase<Method>; path: string; parser: P } {
  const parser = answer ?? (entry.schemas?.response as P | undefined);
  if (!parser) throw new Error(`${entry.name} declares no answer: give its parser`);
  return { ...requestLine(entry, input), parser };
}

/** A query component as a browser's URLSearchParams writes it. */
function formEncoded(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, "+")
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
