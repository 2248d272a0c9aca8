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

function bearer(ctx: Context): string | undefined {
  const header = ctx.get("authorization");
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Run on every signed-in request: prepared once per connection (see lib/prepared.ts). */
const ACCOUNT_SQL = {
  customer: "SELECT * FROM customers WHERE id = $1",
  staff: "SELECT * FROM staff WHERE id = $1",
} as const;

async function authenticate(deps: Deps, ctx: Context, audience: Audience) {
  const token = bearer(ctx);
  const claims = token ? deps.tokens.verify(token, audience) : null;
  if (!claims) throw AuthenticationError();
  const [row] = await runStatement<CustomerRow | StaffRow>(deps.db, ACCOUNT_SQL[audience], [claims.sub]);
  // A password change bumps token_version, which retires every older token.
  if (!row || row.token_version !== claims.ver) throw AuthenticationError();
  return row;
}

/** A signed-in customer (token of the customer audience, account not deleted). */
export function requireCustomer(deps: Deps): Middleware {
  return async (ctx: Context, next: Next) => {
    const customer = (await authenticate(deps, ctx, "customer")) as CustomerRow;
    if (customer.deleted_at) throw AuthenticationError();
    ctx.state.customer = customer;
    await next();
  };
}

/** A signed-in, active staff member, allowed `action` by the permissions table when given. */
export function requireStaff(deps: Deps, action?: StaffAction): Middleware {
  return async (ctx: Context, next: Next) => {
    const staff = (await authenticate(deps, ctx, "staff")) as StaffRow;
    if (!staff.is_active) throw AuthenticationError();
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
