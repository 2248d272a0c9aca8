import type { Context, Middleware, Next } from "koa";
import { can, type StaffAction } from "@ipf/shared/permissions";
import type { CustomerRow, StaffRow } from "../db-rows.js";
import type { Deps } from "../deps.js";
import { AuthenticationError, ForbiddenError } from "./errors.js";
import { runStatement } from "./prepared.js";
import type { Audience } from "./tokens.js";

declare module "koa" {
  interface DefaultState {
    requestId: string;
    customer?: CustomerRow;
    staff?: StaffRow;
  }
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
  const [row] = await runStatement<Accounts[A]>(deps.db, ACCOUNT_SQL[audience], [claims.sub]);
  if (!row || row.token_version !== claims.ver) return undefined;
  const live = audience === "customer" ? !(row as CustomerRow).deleted_at : (row as StaffRow).is_active;
  return live ? row : undefined;
}

/** A signed-in customer (token of the customer audience, account not deleted). */
export function requireCustomer(deps: Deps): Middleware {
  return async (ctx: Context, next: Next) => {
    const customer = await liveAccount(deps, bearer(ctx), "customer");
    if (!customer) throw AuthenticationError();
    ctx.state.customer = customer;
    await next();
  };
}

/** A signed-in, active staff member, allowed `action` by the permissions table when given. */
export function requireStaff(deps: Deps, action?: StaffAction): Middleware {
  return async (ctx: Context, next: Next) => {
    const staff = await liveAccount(deps, bearer(ctx), "staff");
    if (!staff) throw AuthenticationError();
    if (action && !can(staff.group_id, action)) throw ForbiddenError();
    ctx.state.staff = staff;
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
