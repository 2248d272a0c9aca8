/**
 * The kinds of route many resources declare: routes sharing their tags and
 * auth, changes (one service in one Work, answered with a message), staff
 * lists of parcels and request queues.
 */
import type { Context, Middleware } from "koa";
import type { z, ZodType } from "zod";
import type { StaffAction } from "@ipf/shared/permissions";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { parcelListResponseSchema, parcelRequestListResponseSchema } from "@ipf/shared/schemas/parcels";
import type { Api, LegacyHandler as Handler, LegacyInput as Input, RouteSchemas, RouteSpec } from "../lib/api.js";
import { currentStaff, type RidingSignIn } from "../lib/auth.js";
import { declaredAccess as declaredAuth, type Access as RouteAuth } from "@ipf/shared/contract/endpoint";
import type { Deps } from "../deps.js";
import { parcelListJson, type ParcelRecord } from "../presenters/parcel.js";
import { parcelView } from "../services/parcels/find.js";
import { withStoredImages } from "../services/parcels/intake.js";
import { inTransaction, type Work } from "../services/work.js";

type ParcelPage = { records: readonly ParcelRecord[]; total: number; pageCount: number };

/** An answer's fields besides `error` and `message`, as the route's response schema has them. */
type AnswerFields<S extends RouteSchemas> = S["response"] extends ZodType
  ? Omit<z.input<S["response"]>, "error" | "message">
  : Record<string, never>;

export interface ChangeRoute<S extends RouteSchemas, T> extends Omit<RouteSpec<S>, "auth" | "tags"> {
  tags?: string[];
  auth?: RouteAuth;
  method?: "post" | "put" | "delete" | "get";
  /** Answers 201: the change made something new. */
  created?: true;
  /** Refuses a request before anything of it is stored or opened. */
  check?: (input: Input<S>, ctx: Context) => void;
  /**
   * The multipart form brings parcel photos (any file field): they are stored
   * first, `run` gets their paths, and they are removed again if the change fails.
   */
  photos?: true;
  run: (work: Work, input: Input<S>, ctx: Context, photos: string[]) => Promise<T>;
  /** The answer's other fields, made from what `run` gave once it has committed. */
  answer?: (result: T) => AnswerFields<S> | Promise<AnswerFields<S>>;
}

/** The photos one request may bring of a parcel. */
const PARCEL_PHOTOS = { maxFiles: 10 } as const;

type Method = "get" | "post" | "put" | "patch" | "delete";

/** Declares a route as `Api` does, its tags (and auth) given by its resource unless it says otherwise. */
type Declare = <S extends RouteSchemas, const A extends RouteAuth | undefined = undefined>(
  path: string,
  spec: Omit<RouteSpec<S, A>, "tags"> & { tags?: string[] },
  ...chain: [...Middleware[], Handler<S, A>]
) => void;

/**
 * The routes of one resource, declared as with `Api`, with what they share
 * given once: their tags and, where every one of them needs the same, their
 * auth. The document and the sign-in check read the merged spec.
 */
export function resourceRoutes(api: Api, shared: { tags: string[]; auth?: RouteAuth }): Record<Method, Declare> {
  const declare =
    (method: Method): Declare =>
    (path, spec, ...chain) =>
      api[method](path, { ...shared, ...spec }, ...(chain as [...Middleware[], Handler<RouteSchemas, RouteAuth>]));
  return {
    get: declare("get"),
    post: declare("post"),
    put: declare("put"),
    patch: declare("patch"),
    delete: declare("delete"),
  };
}

/** What the changes of one resource have in common; each change may say otherwise. */
export interface ChangeDefaults {
  tags: string[];
  auth?: RouteAuth;
  errors?: number[];
  /** What every change of the resource does once committed, before it answers. */
  committed?: () => Promise<void>;
}

/**
 * The changes of a resource: each runs its service in one Work, which on a
 * staff route names the staff member acting, and answers `{ error: false,
 * message }` with the fields `answer` makes of the service's result (with
 * no `answer` and no `schemas.response`, the plain message answer).
 */
export function changeRoutes(api: Api, deps: Deps, defaults: ChangeDefaults) {
  return <S extends RouteSchemas, T>(path: string, message: string, route: ChangeRoute<S, T>): void => {
    const {
      method = "post",
      created,
      check,
      photos,
      run,
      answer,
      auth,
      committed,
      ...spec
    } = { ...defaults, ...route };
    if (!auth) throw new Error(`${path}: a change needs an auth`);
    const staff = declaredAuth(auth).audience === "staff";
    api[method]<RouteSchemas, RouteAuth>(
      path,
      {
        ...spec,
        auth,
        schemas: { response: messageResponseSchema, ...spec.schemas },
        ...(photos ? { upload: PARCEL_PHOTOS } : {}),
      },
      async (ctx, input) => {
        // Parsed by the route's own schemas, `route.schemas`: the input `run` declares.
        const parsed = input as unknown as Input<S>;
        check?.(parsed, ctx);
        const inWork = (paths: string[]) =>
          inTransaction(deps, (work) => run(work, parsed, ctx, paths), staff ? { staff: currentStaff(ctx) } : {});
        const result = await (photos ? withStoredImages(deps, parsed.files, inWork) : inWork([]));
        await committed?.();
        if (created) ctx.status = 201;
        return { error: false as const, message, ...(answer ? await answer(result) : {}) };
      },
    );
  };
}

type Change = ReturnType<typeof changeRoutes>;

/** A change of one record: its path, its summary, its message, and the service that makes it, given the record's id. */
type RecordChange = readonly [
  path: string,
  summary: string,
  message: string,
  service: (work: Work, id: string) => Promise<unknown>,
];

/** Changes that each run their service on the one record the body names under `key` (`requestId`, `alertId`...). */
export function recordChanges<K extends string>(
  change: Change,
  body: ZodType<Record<K, string>>,
  key: K,
  changes: readonly RecordChange[],
): void {
  for (const [path, summary, message, service] of changes) {
    change(path, message, { summary, schemas: { body }, run: (work, input) => service(work, input.body[key]) });
  }
}

/**
 * The routes of a parcel resource: `routes` for its reads, `change` for the
 * staff's changes (by `action` unless a change says otherwise) and `request`
 * for the customer's requests about the parcels of their locker.
 */
export function parcelRoutes(api: Api, deps: Deps, action?: StaffAction) {
  return {
    routes: resourceRoutes(api, { tags: ["packages"] }),
    change: changeRoutes(api, deps, {
      tags: ["packages"],
      ...(action ? { auth: { staff: action } } : {}),
      errors: [404, 409],
    }),
    request: changeRoutes(api, deps, { tags: ["locker"], auth: "customer", errors: [404, 409] }),
  };
}

/** The answer of a change that leaves a parcel: the parcel as it is now (with its owner, for staff). */
export const parcelAnswer =
  (deps: Deps, options: { withUser?: boolean } = {}) =>
  async (parcel: { id: string }) => ({ package: await parcelView(deps, parcel.id, deps.now(), options) });

/** A path of a queue and its summary in the document. */
type Described = readonly [path: string, summary: string];

/** A staff list of parcels: who may read it, its query, and the page the query finds for the signed-in staff member. */
export interface ParcelList<Q extends ZodType> {
  staff: StaffAction;
  query: Q;
  read: (deps: Deps, query: z.output<Q>, signIn: RidingSignIn, now: Date) => Promise<ParcelPage>;
}

/**
 * A staff list of parcels with their owners under one path, its sign-in
 * checked by its page statement; the spec names its count `requestCount`
 * on the request lists and `packageCount` on the others.
 */
export function parcelListRoute<Q extends ZodType>(
  api: Api,
  deps: Deps,
  [path, summary]: Described,
  count: "requestCount" | "packageCount",
  { staff, query, read }: ParcelList<Q>,
): void {
  const response = count === "requestCount" ? parcelRequestListResponseSchema : parcelListResponseSchema;
  api.get(
    path,
    { summary, tags: ["packages"], auth: { staff, riding: true }, schemas: { query, response } },
    async (_ctx, input) => {
      const now = deps.now();
      const page = await read(deps, input.query as z.output<Q>, input.signIn, now);
      return parcelListJson(page, now, count, { withUser: true });
    },
  );
}

export interface Queue<Q extends ZodType> {
  get: Described;
  search: Described;
  list: ParcelList<Q>;
}

/**
 * A back-office request queue as the spec serves it: one list under its get
 * path and again under its search path (the same query, sign-in and
 * answer), the requests' parcels with their owners, `requestCount` long.
 */
export function queueRoutes<Q extends ZodType>(api: Api, deps: Deps, queue: Queue<Q>): void {
  for (const described of [queue.get, queue.search]) parcelListRoute(api, deps, described, "requestCount", queue.list);
}
