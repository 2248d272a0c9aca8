import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { can, type StaffAction } from "@ipf/shared/permissions";
import { createTestApp, type TestResponse } from "../test/harness.js";
import { customerToken, makeCustomer, makeStaff, staffToken } from "../test/factories.js";
import { makeAddress, makeConsolidation, makeParcel, makeWarehouse } from "../test/factories-parcels.js";
import { makeAlert, makeTicket } from "../test/factories-accounts.js";
import { makeTransaction } from "../test/factories-config.js";
import { databaseFingerprint, routesOf, valid, type Route } from "../test/openapi.js";
import type { StaffRow } from "../db-rows.js";

/**
 * The access matrix, generated from the route table and the permissions
 * table: every staff route under every staff group (allowed: never 401 or
 * 403; not allowed: 403), every signed-in route without a token and with a
 * token of the other audience (401), and every customer route that names an
 * object, called by another customer with the first one's ids (never a 2xx,
 * nothing changed), and every customer route called by a customer whose
 * e-mail address is not confirmed (403 EMAIL_NOT_CONFIRMED, but for the
 * routes the confirmation needs). Each route's check is made from the `auth` its spec
 * declares (see Access in the contract), the declaration the document states: a staff
 * route that names no permission fails here unless it is listed below as
 * open to every staff member, and a route declaring no auth must check none.
 */
const app = await createTestApp();
const routes = await routesOf(app);

/** Staff routes any signed-in staff member may call, whatever the group. */
const ANY_STAFF = new Set(["GET /api/admins/me", "POST /api/admins/logout"]);

/**
 * Customer routes a customer may call before confirming the e-mail address:
 * those the confirmation needs, and reading one's account. Any other
 * exemption is a decision to make here, in view.
 */
const UNCONFIRMED_ALLOWED = [
  "GET /api/users/confirmation-status",
  "GET /api/users/generate-confirmation",
  "GET /api/users/getuser",
  "POST /api/users/confirm-otp",
  "PUT /api/users/updateemail",
];

const groups = [1, 2, 3, 4] as const;
const staffMembers = Object.fromEntries(
  await Promise.all(groups.map(async (group) => [group, await makeStaff(app.db, { group_id: group })])),
) as Record<(typeof groups)[number], StaffRow>;
/**
 * A new session at every call: a call that signs out (POST /api/admins/logout)
 * retires its own token only, never the one the next call uses.
 */
const staffTokenOf = (group: (typeof groups)[number]) => staffToken(app, staffMembers[group]);
const owner = await makeCustomer(app.db);
const intruder = await makeCustomer(app.db);
const intruderToken = customerToken(app, intruder);
const unconfirmed = await makeCustomer(app.db, { is_confirmed: false });

const routePath = (route: Route, value: string) => route.path.replace(/\{\w+\}/g, value);
const call = (route: Route, token?: string, body: unknown = {}, value = "1"): Promise<TestResponse> =>
  app.request(route.method, routePath(route, value), {
    token,
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { body }),
  });

const staffRoutes = routes.filter((route) => route.security === "staff");
const eitherRoutes = routes.filter((route) => route.security === "either");
const customerRoutes = routes.filter((route) => route.security === "customer");

describe("#access matrix: the route table", () => {
  it("states for every signed-in route its audience, and for every staff route its permission", () => {
    const unstated = routes
      .filter((route) => route.security !== "none" && route.audience !== route.security)
      .map((route) => `${route.method} ${route.path}`);
    expect(unstated).toEqual([]);
  });

  it("checks no sign-in on a route that declares none", async () => {
    // A route that signs a request in by hand, beside its declaration, would answer 401 or 403 here.
    const refused: string[] = [];
    for (const route of routes.filter((r) => r.security === "none")) {
      const res = await call(route);
      if (res.status === 401 || res.status === 403) refused.push(`${route.method} ${route.path}: ${res.status}`);
    }
    expect(refused).toEqual([]);
  });

  it("names a permission for every staff route, or lists it as open to all staff", () => {
    const missing = staffRoutes
      .filter(
        (route) =>
          !route.hasPermission || (route.permission === null && !ANY_STAFF.has(`${route.method} ${route.path}`)),
      )
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });
});

describe("#access matrix: staff routes under every group", () => {
  it.each(staffRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))("%s", async (_name, route) => {
    const allowed = (group: number) => route.permission === null || can(group, route.permission as StaffAction);
    const seen: Record<string, number> = {};
    for (const group of groups) {
      const res = await call(route, staffTokenOf(group));
      seen[`group ${group}`] = res.status;
      if (allowed(group)) expect([401, 403], `group ${group}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
      else expect(res.status, `group ${group}`).toBe(403);
    }
    expect((await call(route)).status).toBe(401);
    expect((await call(route, intruderToken)).status).toBe(401);
  });
});

describe("#access matrix: routes for customers and staff alike", () => {
  it.each(eitherRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s",
    async (_name, route) => {
      const allowed = (group: number) => route.permission === null || can(group, route.permission as StaffAction);
      for (const group of groups) {
        const res = await call(route, staffTokenOf(group));
        if (allowed(group)) expect([401, 403], `group ${group}`).not.toContain(res.status);
        else expect(res.status, `group ${group}`).toBe(403);
      }
      expect([401, 403]).not.toContain((await call(route, intruderToken)).status);
      expect((await call(route)).status).toBe(401);
    },
  );
});

describe("#access matrix: customer routes", () => {
  it.each(customerRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s needs a customer's token",
    async (_name, route) => {
      expect((await call(route)).status).toBe(401);
      expect((await call(route, staffTokenOf(1))).status).toBe(401);
    },
  );

  it.each([...customerRoutes, ...eitherRoutes].map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: a customer whose e-mail is not confirmed",
    async (name, route) => {
      // Before anything of the request is read: an empty body is refused for this, not for its fields.
      const res = await call(route, customerToken(app, unconfirmed));
      if (UNCONFIRMED_ALLOWED.includes(name)) expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
      else expect([res.status, res.body.code]).toEqual([403, "EMAIL_NOT_CONFIRMED"]);
    },
  );

  it("lets an unconfirmed customer call exactly the routes the confirmation needs", () => {
    const declared = routes.filter((route) => route.unconfirmed).map((route) => `${route.method} ${route.path}`);
    expect(declared.sort()).toEqual([...UNCONFIRMED_ALLOWED].sort());
    expect(routes.filter((route) => route.unconfirmed && route.security !== "customer")).toEqual([]);
  });

  it("answers another customer's ids as if they did not exist, and changes nothing of theirs", async () => {
    const warehouse = await makeWarehouse(app.db);
    const parcel = await makeParcel(app.db, { customer_id: owner.id, warehouse_id: warehouse.id });
    const second = await makeParcel(app.db, { customer_id: owner.id, warehouse_id: warehouse.id });
    const requested = await makeParcel(app.db, {
      customer_id: owner.id,
      warehouse_id: warehouse.id,
      state: "awaiting_assemble",
    });
    const consolidation = await makeConsolidation(app.db, [requested]);
    const address = await makeAddress(app.db, owner.id);
    const ticket = await makeTicket(app.db, owner.id);
    const transaction = (await makeTransaction(app.db, owner.id, parcel.id)) as { id: string };
    const alert = await makeAlert(app.db, { customer_id: owner.id });
    const [preAlert] = await app
      .db("pre_alerts")
      .insert({
        customer_id: owner.id,
        warehouse_id: warehouse.id,
        store: "Zalando",
        track_number: "1Z999AA10123",
        lines: JSON.stringify([{ description: "Shoes", quantity: 1, priceCents: 4990, hsCode: null }]),
      })
      .returning("id");
    const idOf: Record<string, unknown> = {
      id: parcel.id,
      packageId: parcel.id,
      packages: [parcel.id, second.id],
      requestId: consolidation.id,
      addressId: address.id,
      ticketId: ticket.id,
      alertId: alert.id,
      userId: owner.id,
    };
    const named = customerRoutes.filter(
      (route) => route.params.length || Object.keys(route.body?.properties ?? {}).some((name) => name in idOf),
    );
    expect(named.length).toBeGreaterThanOrEqual(15);
    const before = await databaseFingerprint(app.db);
    for (const route of named) {
      // A request as the form would send it, the owner's ids in place of the intruder's own.
      const [sample] = fc.sample(valid(route.body), { seed: 7, numRuns: 1 });
      const body = {
        ...(typeof sample === "object" && sample ? sample : {}),
        ...Object.fromEntries(
          Object.keys(route.body?.properties ?? {})
            .filter((name) => name in idOf)
            .map((name) => [name, idOf[name]]),
        ),
      };
      const value = route.path.includes("/transactions/") ? transaction.id : parcel.id;
      // The pre-alert routes name their pre-alert as `id`.
      if (route.path.startsWith("/api/users/pre-alerts/")) Object.assign(body, "id" in body ? { id: preAlert.id } : {});
      const res = await call(route, intruderToken, body, value);
      expect(
        [`${route.method} ${route.path}`, res.status >= 200 && res.status < 300],
        JSON.stringify(res.body),
      ).toEqual([`${route.method} ${route.path}`, false]);
      expect(res.status).toBeLessThan(500);
    }
    expect(await databaseFingerprint(app.db)).toBe(before);
  });
});
