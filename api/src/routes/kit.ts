/**
 * The kinds of handler many resources bind besides a plain read
 * (`api.bind`): changes (one service in one Work, answered with a message),
 * staff lists of parcels and request queues.
 */
import type { Context } from "koa";
import type { z, ZodType } from "zod";
import { declaredAccess, type Endpoint } from "@ipf/shared/contract/endpoint";
import type { Answer, Api, Input } from "../lib/api.js";
import { currentStaff, type RidingSignIn } from "../lib/auth.js";
import type { Deps } from "../deps.js";
import { parcelListJson, parcelRowsJson, presentParcel } from "../presenters/parcel.js";
import { findParcelRecord } from "../services/parcels/find.js";
import { withStoredImages } from "../services/parcels/intake.js";
import type { PageTotal } from "../services/parcels/page.js";
import type { ParcelRecord } from "../services/parcels/records.js";
import type { ParcelTableRow } from "../services/parcels/table-rows.js";
import { inTransaction, readScope, type Scope, type Work } from "../services/work.js";

type ParcelPage = { records: readonly ParcelRecord[] } & PageTotal;
/** A page as a table's rows, for a queue asked `view=rows`. */
type RowsPage = { rows: readonly ParcelTableRow[] } & PageTotal;

type Response<E extends Endpoint> = E["schemas"] extends { response: ZodType } ? E["schemas"]["response"] : undefined;

/** An answer's fields besides `error` and `message`, as the endpoint's response schema has them. */
type AnswerFields<E extends Endpoint> =
  Response<E> extends ZodType ? Omit<z.input<Response<E>>, "error" | "message"> : Record<string, never>;

export interface ChangeRoute<E extends Endpoint, T> {
  /** Answers 201: the change made something new. */
  created?: true;
  /** Refuses a request before anything of it is stored or opened. */
  check?: (input: Input<E>, ctx: Context) => void;
  /**
   * The multipart form brings parcel photos (any file field): they are stored
   * first, `run` gets their paths, and they are removed again if the change fails.
   */
  photos?: true;
  run: (work: Work, input: Input<E>, ctx: Context, photos: string[]) => Promise<T>;
  /** The answer's other fields, made from what `run` gave once it has committed. */
  answer?: (result: T) => AnswerFields<E> | Promise<AnswerFields<E>>;
}

/**
 * The changes of a resource: each runs its service in one Work, which on a
 * staff endpoint names the staff member acting, and answers `{ error: false,
 * message }` with the fields `answer` makes of the service's result.
 * `committed`: what every change of the resource does once committed.
 */
export function changeRoutes(api: Api, deps: Deps, defaults: { committed?: () => Promise<void> } = {}) {
  return <const E extends Endpoint, T>(entry: E, message: string, route: ChangeRoute<E, T>): void => {
    const { created, check, photos, run, answer } = route;
    const { committed } = defaults;
    if (!entry.auth) throw new Error(`${entry.name}: a change needs an auth`);
    if (photos && !entry.schemas?.form) throw new Error(`${entry.name}: photos come in a multipart form`);
    const staff = declaredAccess(entry.auth).audience === "staff";
    api.bind(entry, async (ctx, input) => {
      check?.(input, ctx);
      const inWork = (paths: string[]) =>
        inTransaction(deps, (work) => run(work, input, ctx, paths), staff ? { staff: currentStaff(ctx) } : {});
      const result = await (photos ? withStoredImages(readScope(deps), input.files, inWork) : inWork([]));
      await committed?.();
      if (created) ctx.status = 201;
      return { error: false as const, message, ...(answer ? await answer(result) : {}) } as Answer<E>;
    });
  };
}

type Change = ReturnType<typeof changeRoutes>;

/** A change of one record: its endpoint, its message, and the service that makes it, given the record's id. */
type RecordChange = readonly [
  entry: Endpoint & { schemas: { body: ZodType } },
  message: string,
  service: (work: Work, id: string) => Promise<unknown>,
];

/** Changes that each run their service on the one record the body names under `key` (`requestId`, `alertId`...). */
export function recordChanges<K extends string>(change: Change, key: K, changes: readonly RecordChange[]): void {
  for (const [entry, message, service] of changes) {
    change(entry, message, { run: (work, input) => service(work, (input.body as Record<K, string>)[key]) });
  }
}

/** The answer of a change that leaves a parcel: the parcel as it is now (with its owner, for staff). */
export const parcelAnswer =
  (deps: Deps, options: { withUser?: boolean } = {}) =>
  async (parcel: { id: string }) => {
    const scope = readScope(deps);
    return { package: presentParcel(await findParcelRecord(scope, parcel.id), scope.now, options) };
  };

/** How a staff list of parcels reads its page for the signed-in staff member. */
export type ParcelListRead<Q extends ZodType> = (
  scope: Scope,
  query: z.output<Q>,
  signIn: RidingSignIn,
) => Promise<ParcelPage>;

type ParcelListEntry = Endpoint & { schemas: { query: ZodType }; auth: { riding: true } };

/**
 * A staff list of parcels with their owners, its sign-in checked by its page
 * statement; the wire names its count `requestCount` on the request lists and
 * `packageCount` on the others (the entry's response schema says which).
 */
export function parcelListRoute<const E extends ParcelListEntry>(
  api: Api,
  deps: Deps,
  entry: E,
  count: "requestCount" | "packageCount",
  read: ParcelListRead<E["schemas"]["query"]>,
): void {
  api.bind(entry, async (_ctx, input) => {
    const scope = readScope(deps);
    const page = await read(scope, input.query as z.output<E["schemas"]["query"]>, input.signIn as RidingSignIn);
    return parcelListJson(page, scope.now, count, { withUser: true });
  });
}

/**
 * A back-office request queue as the old product serves it: one list under its
 * get endpoint and again under its search endpoint (the same query, sign-in and
 * answer), the requests' parcels with their owners, `requestCount` long. A
 * queue whose entries declare a `rows` view answers its rows when asked
 * (`read` then gives rows for `view: "rows"`).
 */
export function queueRoutes<const E extends readonly [get: ParcelListEntry, search: ParcelListEntry]>(
  api: Api,
  deps: Deps,
  entries: E,
  read: (
    scope: Scope,
    query: z.output<E[number]["schemas"]["query"]>,
    signIn: RidingSignIn,
  ) => Promise<ParcelPage | RowsPage>,
): void {
  for (const entry of entries) {
    api.bind(entry, async (_ctx, input) => {
      const scope = readScope(deps);
      const page = await read(
        scope,
        input.query as z.output<E[number]["schemas"]["query"]>,
        input.signIn as RidingSignIn,
      );
      if ("rows" in page) return parcelRowsJson(page);
      return parcelListJson(page, scope.now, "requestCount", { withUser: true });
    });
  }
}
