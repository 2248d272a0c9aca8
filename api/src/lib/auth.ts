import type { Context, Middleware, Next } from "koa";
import { can, type StaffAction } from "@ipf/shared/permissions";
import type { CustomerRow, StaffRow } from "../db-rows.js";
import type { Deps } from "../deps.js";
import { AuthenticationError, ForbiddenError } from "./errors.js";
import { runStatement } from "./prepared.js";
import type { Audience, TokenClaims } from "./tokens.js";

declare module "koa" {
  interface DefaultState {
    requestId: string;
    customer?: CustomerRow;
    staff?: StaffRow;
    signIn?: RidingSignIn;
  }
}

/**
 * Who may call a route, declared once in its spec: `Api` installs the check
 * from it and writes it in the OpenAPI document, so a route cannot document
 * one thing and enforce another.
 * - `"customer"`: a signed-in customer;
 * - `{ staff: action }`: an active staff member whose group the permissions
 *   table allows `action` (`"any"`: every staff member);
 * - `{ customerOrStaff: action }`: either of the two (a call both the
 *   customer site and the back office make);
 * - `riding: true`: only the token is checked before the handler; the account
 *   is checked by the handler's list statement, through `input.signIn` (see
 *   RidingSignIn);
 * - `onlyFor`: the check applies only to requests whose query has these
 *   values; the others are public (a public list whose staff variant shows more).
 */
export type RouteAuth =
  | "customer"
  | { customerOrStaff: StaffAction | "any" }
  | (({ customer: true } | { staff: StaffAction | "any" }) & { riding?: true; onlyFor?: Record<string, string> });

export interface DeclaredAuth {
  /** "either": a customer, or a staff member allowed `action`. */
  audience: Audience | "either";
  /** For staff: the action of the permissions table required; null: any staff member. */
  action: StaffAction | null;
  riding: boolean;
  onlyFor?: Record<string, string>;
}

/** A route's declared auth, spelled out. */
export function declaredAuth(auth: RouteAuth): DeclaredAuth {
  if (auth === "customer") return { audience: "customer", action: null, riding: false };
  if ("customerOrStaff" in auth)
    return { audience: "either", action: auth.customerOrStaff === "any" ? null : auth.customerOrStaff, riding: false };
  const common = { riding: auth.riding === true, ...(auth.onlyFor ? { onlyFor: auth.onlyFor } : {}) };
  if ("staff" in auth) return { audience: "staff", action: auth.staff === "any" ? null : auth.staff, ...common };
  return { audience: "customer", action: null, ...common };
}

/** The middleware enforcing a route's declared auth. */
export function signInCheck(deps: Deps, auth: RouteAuth): Middleware {
  const { audience, action, riding, onlyFor } = declaredAuth(auth);
  const check =
    audience === "either"
      ? requireCustomerOrStaff(deps, action ?? undefined)
      : riding
        ? requireTokenFor(deps, audience, action ?? undefined)
        : audience === "customer"
          ? requireCustomer(deps)
          : requireStaff(deps, action ?? undefined);
  if (!onlyFor) return check;
  const applies = (ctx: Context) => Object.entries(onlyFor).every(([name, value]) => ctx.query[name] === value);
  return (ctx, next) => (applies(ctx) ? check(ctx, next) : next());
}

/** The bearer token of the request's Authorization header, if any. */
export function bearer(ctx: Context): string | undefined {
  const header = ctx.get("authorization");
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Run on every signed-in request: prepared once per connection (see lib/prepared.ts). */
const ACCOUNT_SQL = {
  customer: "SELECT * FROM customers WHERE id = $1",
  staff: "SELECT * FROM staff WHERE id = $1",
} as const;

interface Accounts {
  customer: CustomerRow;
  staff: StaffRow;
}

/**
 * The account a token of that audience signs in: valid, its version
 * current (a password change bumps token_version, which retires every older
 * token), and the account live (a customer not deleted, a staff member
 * active). Else undefined. The one check behind the API's middlewares, the
 * WebSocket's join and the optional sign-in of public calls.
 */
export async function liveAccount<A extends Audience>(
  deps: Deps,
  token: string | undefined,
  audience: A,
): Promise<Accounts[A] | undefined> {
  const claims = token ? deps.tokens.verify(token, audience) : null;
  if (!claims) return undefined;
  const [row] = await runStatement<Accounts[A]>(deps.statements, deps.db, ACCOUNT_SQL[audience], [claims.sub]);
  return accepted(audience, claims, row);
}

/** The account row read for these claims, if it still accepts them (see liveAccount). */
function accepted<A extends Audience>(audience: A, claims: TokenClaims, row: Accounts[A] | undefined) {
  if (!row || row.token_version !== claims.ver) return undefined;
  const live = audience === "customer" ? !(row as CustomerRow).deleted_at : (row as StaffRow).is_active;
  return live ? row : undefined;
}

/**
 * Signs the request in with `account` (401 when none), if its staff group
 * may take `action` (403 when not): the rule of requireCustomer,
 * requireStaff and RidingSignIn.accept alike.
 */
function admit<A extends Audience>(ctx: Context, audience: A, account: Accounts[A] | undefined, action?: StaffAction) {
  if (!account) throw AuthenticationError();
  if (audience === "customer") {
    ctx.state.customer = account as CustomerRow;
  } else {
    if (action && !can((account as StaffRow).group_id, action)) throw ForbiddenError();
    ctx.state.staff = account as StaffRow;
  }
  return account;
}

/**
 * The sign-in of a list read, checked in the list's own statement: the
 * account row is read in the same round trip (and snapshot) as the page,
 * and `accept` applies to it the rules of requireCustomer / requireStaff
 * before anything of the page is used. Under load the API's time goes to
 * round trips: this saves one on the lists read most (the locker, the staff
 * queues and searches).
 */
export interface RidingSignIn {
  readonly table: "customers" | "staff";
  /** The account id the token names. */
  readonly id: string;
  /**
   * The account's columns as read beside the page (all null, or undefined:
   * no account) if they sign the request in; else throws 401, or 403 for a
   * staff action not allowed.
   */
  accept(row: Record<string, unknown> | undefined): CustomerRow | StaffRow;
}

/**
 * For list reads only: checks the token (401 when missing, invalid or of
 * another audience) and leaves the account to be checked by the list's
 * statement, through the handler's `input.signIn`. A route that never reads it
 * answers 500: a request is never served without its account checked.
 */
function requireTokenFor(deps: Deps, audience: Audience, action?: StaffAction): Middleware {
  const table = audience === "customer" ? "customers" : "staff";
  return async (ctx: Context, next: Next) => {
    const token = bearer(ctx);
    const claims = token ? deps.tokens.verify(token, audience) : null;
    if (!claims) throw AuthenticationError();
    let checked = false;
    ctx.state.signIn = {
      table,
      id: claims.sub,
      accept(row) {
        // A LEFT JOIN that found no account gives its columns all null.
        const found = (row?.id == null ? undefined : row) as Accounts[typeof audience] | undefined;
        const account = admit(ctx, audience, accepted(audience, claims, found), action);
        checked = true;
        return account;
      },
    };
    await next();
    if (!checked) throw new Error(`${ctx.path} answered without checking the signed-in account`);
  };
}

/** The sign-in `requireTokenFor` left for the list's statement. */
export function ridingSignIn(ctx: Context): RidingSignIn {
  const signIn = ctx.state.signIn;
  if (!signIn) throw AuthenticationError();
  return signIn;
}

/** A signed-in customer (token of the customer audience, account not deleted). */
function requireCustomer(deps: Deps): Middleware {
  return async (ctx: Context, next: Next) => {
    admit(ctx, "customer", await liveAccount(deps, bearer(ctx), "customer"));
    await next();
  };
}

/** A signed-in, active staff member, allowed `action` by the permissions table when given. */
function requireStaff(deps: Deps, action?: StaffAction): Middleware {
  return async (ctx: Context, next: Next) => {
    admit(ctx, "staff", await liveAccount(deps, bearer(ctx), "staff"), action);
    await next();
  };
}

/** A signed-in customer, or a staff member as requireStaff admits one. */
function requireCustomerOrStaff(deps: Deps, action?: StaffAction): Middleware {
  return async (ctx: Context, next: Next) => {
    // The audiences differ: a token signs in one kind of account at most.
    const token = bearer(ctx);
    const customer = await liveAccount(deps, token, "customer");
    if (customer) admit(ctx, "customer", customer);
    else admit(ctx, "staff", await liveAccount(deps, token, "staff"), action);
    await next();
  };
}

export function currentCustomer(ctx: Context): CustomerRow {
  const customer = ctx.state.customer;
  if (!customer) throw AuthenticationError();
  return customer;
}

export function currentStaff(ctx: Context): StaffRow {
  const staff = ctx.state.staff;
  if (!staff) throw AuthenticationError();
  return staff;
}
