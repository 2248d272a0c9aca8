import type { Context, Middleware, Next } from "koa";
import { declaredAccess, type Access } from "@ipf/shared/contract/endpoint";
import { can, type StaffAction } from "@ipf/shared/permissions";
import type { CustomerRow, StaffRow } from "../db-rows.js";
import type { Deps } from "../deps.js";
import { AuthenticationError, EmailNotConfirmedError, ForbiddenError } from "./errors.js";
import { runStatement } from "./prepared.js";
import type { Audience, TokenClaims } from "./tokens.js";

declare module "koa" {
  interface DefaultState {
    requestId: string;
    customer?: CustomerRow;
    staff?: StaffRow;
    /** The claims of the token that signed the request in (its session: `sid`). */
    session?: TokenClaims;
    signIn?: RidingSignIn;
  }
}

/** The middleware enforcing a route's declared auth. */
export function signInCheck(deps: Deps, auth: Access): Middleware {
  const { audience, action, riding, unconfirmed, onlyFor } = declaredAccess(auth);
  const rules: Admission = { action: action ?? undefined, unconfirmed };
  const check =
    audience === "either"
      ? requireCustomerOrStaff(deps, rules)
      : riding
        ? requireTokenFor(deps, audience, rules)
        : audience === "customer"
          ? requireCustomer(deps, rules)
          : requireStaff(deps, rules);
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

/**
 * The condition that the session `$n` names has not signed out: one primary
 * key probe of signed_out_sessions, folded into the statement that reads the
 * account anyway (here, and in the list statements of RidingSignIn).
 */
export const signedInSession = (session: string) =>
  `NOT EXISTS (SELECT 1 FROM signed_out_sessions WHERE session_id = ${session})`;

/** Run on every signed-in request: prepared once per connection (see lib/prepared.ts). */
const ACCOUNT_SQL = {
  customer: `SELECT * FROM customers WHERE id = $1 AND ${signedInSession("$2::uuid")}`,
  staff: `SELECT * FROM staff WHERE id = $1 AND ${signedInSession("$2::uuid")}`,
} as const;

interface Accounts {
  customer: CustomerRow;
  staff: StaffRow;
}

/** A token that signs an account in, with its claims. */
export interface LiveSession<A extends Audience> {
  account: Accounts[A];
  claims: TokenClaims;
  token: string;
}

/**
 * The account a token of that audience signs in: valid, its session not
 * signed out, its version current (a password change bumps token_version,
 * which retires every older token), and the account live (a customer not
 * deleted, a staff member active). Else undefined. The one check behind the
 * API's middlewares, the WebSocket's join and the optional sign-in of public calls.
 */
export async function liveSession<A extends Audience>(
  deps: Deps,
  token: string | undefined,
  audience: A,
): Promise<LiveSession<A> | undefined> {
  const claims = token ? deps.tokens.verify(token, audience) : null;
  if (!token || !claims) return undefined;
  const [row] = await runStatement<Accounts[A]>(deps.statements, deps.db, ACCOUNT_SQL[audience], [
    claims.sub,
    claims.sid,
  ]);
  const account = accepted(audience, claims, row);
  return account ? { account, claims, token } : undefined;
}

/** The account of `liveSession`, alone. */
export async function liveAccount<A extends Audience>(
  deps: Deps,
  token: string | undefined,
  audience: A,
): Promise<Accounts[A] | undefined> {
  return (await liveSession(deps, token, audience))?.account;
}

/** The account row read for these claims, if it still accepts them (see liveAccount). */
function accepted<A extends Audience>(audience: A, claims: TokenClaims, row: Accounts[A] | undefined) {
  if (!row || row.token_version !== claims.ver) return undefined;
  const live = audience === "customer" ? !(row as CustomerRow).deleted_at : (row as StaffRow).is_active;
  return live ? row : undefined;
}

/** What a route asks of the account besides being signed in (see Access in @ipf/shared/contract). */
interface Admission {
  /** For staff: the action of the permissions table. */
  action?: StaffAction;
  /** A customer whose e-mail address is not confirmed yet is let through. */
  unconfirmed?: boolean;
}

/**
 * The answer header carrying a renewed staff token. Staff tokens live a few
 * hours (STAFF_TOKEN_TTL): past half its life, a token in use is answered a
 * new one of the same session, which the back office keeps.
 */
export const RENEWED_TOKEN_HEADER = "X-Renewed-Token";

/**
 * Signs the request in with `session` (401 when none), if its staff group
 * may take `action` (403 when not) and, for a customer, if the e-mail
 * address is confirmed or the route says it need not be (403
 * EMAIL_NOT_CONFIRMED): the rule of requireCustomer, requireStaff and
 * RidingSignIn.accept alike.
 */
function admit<A extends Audience>(
  deps: Deps,
  ctx: Context,
  audience: A,
  session: LiveSession<A> | undefined,
  rules: Admission,
) {
  if (!session) throw AuthenticationError();
  const { account, claims, token } = session;
  if (audience === "customer") {
    if (!(account as CustomerRow).is_confirmed && !rules.unconfirmed) throw EmailNotConfirmedError();
    ctx.state.customer = account as CustomerRow;
  } else {
    const staff = account as StaffRow;
    if (rules.action && !can(staff.group_id, rules.action)) throw ForbiddenError();
    ctx.state.staff = staff;
    renewStaffToken(deps, ctx, staff, claims, token);
  }
  ctx.state.session = claims;
  return account;
}

function renewStaffToken(deps: Deps, ctx: Context, staff: StaffRow, claims: TokenClaims, token: string) {
  const expiresAt = deps.tokens.expiresAt(token, "staff");
  if (expiresAt === null || expiresAt - Date.now() > deps.tokens.lifetime("staff") / 2) return;
  ctx.set(RENEWED_TOKEN_HEADER, deps.tokens.sign("staff", staff.id, staff.token_version, claims.sid));
}

/** The session of the token that signed the request in. */
export function currentSession(ctx: Context): TokenClaims {
  const session = ctx.state.session;
  if (!session) throw AuthenticationError();
  return session;
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
  /** The session the token belongs to: the statement reads no account for one signed out (see signedInSession). */
  readonly session: string;
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
function requireTokenFor(deps: Deps, audience: Audience, rules: Admission): Middleware {
  const table = audience === "customer" ? "customers" : "staff";
  return async (ctx: Context, next: Next) => {
    const token = bearer(ctx);
    const claims = token ? deps.tokens.verify(token, audience) : null;
    if (!token || !claims) throw AuthenticationError();
    let checked = false;
    ctx.state.signIn = {
      table,
      id: claims.sub,
      session: claims.sid,
      accept(row) {
        // A LEFT JOIN that found no account gives its columns all null.
        const found = (row?.id == null ? undefined : row) as Accounts[typeof audience] | undefined;
        const account = accepted(audience, claims, found);
        const admitted = admit(deps, ctx, audience, account && { account, claims, token }, rules);
        checked = true;
        return admitted;
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

/** A signed-in customer (token of the customer audience, account not deleted, e-mail confirmed unless `rules` say not). */
function requireCustomer(deps: Deps, rules: Admission): Middleware {
  return async (ctx: Context, next: Next) => {
    admit(deps, ctx, "customer", await liveSession(deps, bearer(ctx), "customer"), rules);
    await next();
  };
}

/** A signed-in, active staff member, allowed `rules.action` by the permissions table when given. */
function requireStaff(deps: Deps, rules: Admission): Middleware {
  return async (ctx: Context, next: Next) => {
    admit(deps, ctx, "staff", await liveSession(deps, bearer(ctx), "staff"), rules);
    await next();
  };
}

/** A signed-in customer, or a staff member as requireStaff admits one. */
function requireCustomerOrStaff(deps: Deps, rules: Admission): Middleware {
  return async (ctx: Context, next: Next) => {
    // The audiences differ: a token signs in one kind of account at most.
    const token = bearer(ctx);
    const customer = await liveSession(deps, token, "customer");
    if (customer) admit(deps, ctx, "customer", customer, rules);
    else admit(deps, ctx, "staff", await liveSession(deps, token, "staff"), rules);
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
