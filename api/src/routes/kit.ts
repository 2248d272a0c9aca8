/** Two kinds of route many resources declare: changes (one service in one Work, answered with a message) and request queues. */
import type { Context } from "koa";
import type { z, ZodType } from "zod";
import type { StaffAction } from "@ipf/shared/permissions";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { parcelRequestListResponseSchema } from "@ipf/shared/schemas/parcels";
import type { Api, Input, RouteSchemas, RouteSpec } from "../lib/api.js";
import { currentStaff, declaredAuth, type RidingSignIn, type RouteAuth } from "../lib/auth.js";
import type { Deps } from "../deps.js";
import { parcelListJson, type ParcelRecord } from "../presenters/parcel.js";
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
  run: (work: Work, input: Input<S>, ctx: Context) => Promise<T>;
  /** The answer's other fields, made from what `run` gave once it has committed. */
  answer?: (result: T) => AnswerFields<S> | Promise<AnswerFields<S>>;
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
    const { method = "post", created, run, answer, auth, committed, ...spec } = { ...defaults, ...route };
    if (!auth) throw new Error(`${path}: a change needs an auth`);
    const staff = declaredAuth(auth).audience === "staff";
    api[method]<RouteSchemas, RouteAuth>(
      path,
      { ...spec, auth, schemas: { response: messageResponseSchema, ...spec.schemas } },
      async (ctx, input) => {
        // Parsed by the route's own schemas, `route.schemas`: the input `run` declares.
        const parsed = input as unknown as Input<S>;
        const result = await inTransaction(
          deps,
          (work) => run(work, parsed, ctx),
          staff ? { staff: currentStaff(ctx) } : {},
        );
        await committed?.();
        if (created) ctx.status = 201;
        return { error: false as const, message, ...(answer ? await answer(result) : {}) };
      },
    );
  };
}

/** A path of a queue and its summary in the document. */
type Described = readonly [path: string, summary: string];

export interface Queue<Q extends ZodType> {
  get: Described;
  search: Described;
  /** Who may read it, its query, and the page of parcels the query finds for the signed-in staff member. */
  list: {
    staff: StaffAction;
    query: Q;
    read: (deps: Deps, query: z.output<Q>, signIn: RidingSignIn) => Promise<ParcelPage>;
  };
}

/**
 * A back-office request queue as the spec serves it: one list under its get
 * path and again under its search path (the same query, sign-in and
 * answer), the requests' parcels with their owners, `requestCount` long.
 */
export function queueRoutes<Q extends ZodType>(api: Api, deps: Deps, queue: Queue<Q>): void {
  const { staff, query, read } = queue.list;
  for (const [path, summary] of [queue.get, queue.search]) {
    api.get(
      path,
      {
        summary,
        tags: ["packages"],
        auth: { staff, riding: true },
        schemas: { query, response: parcelRequestListResponseSchema },
      },
      async (_ctx, input) =>
        parcelListJson(await read(deps, input.query as z.output<Q>, input.signIn), deps.now(), "requestCount", {
          withUser: true,
        }),
    );
  }
}
