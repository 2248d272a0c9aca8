/**
 * Every staff route of the parcels against every staff group: 403 exactly where
 * the one permissions table (shared/permissions.ts) refuses, and customer
 * routes closed to staff tokens and the other way round.
 */
import { describe, expect, it } from "vitest";
import { can, type StaffAction } from "@ipf/shared/permissions";
import { createTestApp } from "../../test/harness.js";
import { makeWorld, sendForm } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);
const NONE = "00000000-0000-4000-8000-000000000000";

type Row = [method: "GET" | "POST" | "DELETE" | "FORM", path: string, action: StaffAction];

const STAFF_ROUTES: Row[] = [
  ["GET", "/api/packages/get/all", "parcels.view"],
  ["GET", "/api/packages/expired", "parcels.view"],
  ["GET", "/api/packages/storage-ending", "parcels.view"],
  ["FORM", "/api/packages/add", "parcels.add"],
  ["FORM", `/api/packages/update/${NONE}`, "parcels.edit"],
  ["POST", `/api/packages/delete/${NONE}`, "parcels.delete"],
  ["DELETE", `/api/packages/${NONE}`, "parcels.delete"],
  ["GET", `/api/packages/history/${NONE}`, "parcels.view"],
  ["GET", "/api/packages/images/get", "imageRequests.view"],
  ["FORM", "/api/packages/images/update", "imageRequests.manage"],
  ["POST", "/api/packages/images/complete", "imageRequests.manage"],
  ["POST", "/api/packages/images/delete", "imageRequests.manage"],
  ["GET", "/api/packages/groups", "consolidations.view"],
  ["GET", "/api/packages/groups/complete", "consolidations.view"],
  ["GET", `/api/packages/assemble/${NONE}`, "consolidations.view"],
  ["FORM", "/api/packages/add-assemble", "consolidations.assemble"],
  ["POST", "/api/packages/group/cancel", "consolidations.manage"],
  ["POST", "/api/packages/group/revert", "consolidations.manage"],
  ["POST", "/api/packages/group/delete", "consolidations.manage"],
  ["POST", `/api/packages/groups/remove-package/${NONE}`, "consolidations.manage"],
  ["GET", "/api/packages/requests/disassemble", "splits.view"],
  ["GET", `/api/packages/disassemble/get/${NONE}`, "splits.view"],
  ["POST", "/api/packages/requests/disassemble/cancel", "splits.cancel"],
  ["POST", `/api/packages/requests/disassemble/${NONE}`, "splits.accept"],
  ["GET", "/api/packages/request/approval/get", "shippingRequests.view"],
  ["GET", "/api/packages/request/approval/search", "shippingRequests.view"],
  ["POST", "/api/packages/approval/accept", "shippingRequests.approve"],
  ["POST", "/api/packages/approval/cancel", "shippingRequests.approve"],
  ["GET", `/api/packages/approval/live-rates/${NONE}`, "shippingRequests.approve"],
  ["GET", "/api/packages/shipping/get", "shipping.ship"],
  ["GET", "/api/packages/shipping/search", "shipping.ship"],
  ["POST", "/api/packages/shipping/ship", "shipping.ship"],
  ["POST", "/api/packages/shipping/complete", "shipping.ship"],
  ["POST", "/api/packages/shipping/label", "shipping.ship"],
  ["GET", `/api/packages/shipping/label/${NONE}`, "shipping.ship"],
  ["GET", `/api/packages/shipping/label/${NONE}/customs`, "shipping.ship"],
  ["POST", "/api/packages/shipping/label/void", "shipping.ship"],
  ["GET", `/api/packages/${NONE}/tracking`, "shippedParcels.view"],
  ["GET", "/api/packages/shipped/get", "shippedParcels.view"],
  ["POST", `/api/packages/update_shipped_package/${NONE}`, "shippedParcels.edit"],
  ["GET", "/api/admins/shipment-problems", "shipmentProblems.handle"],
  ["POST", `/api/admins/shipment-problems/${NONE}/ticket`, "shipmentProblems.handle"],
  ["GET", "/api/admins/alert/getAlerts", "alerts.manage"],
  ["POST", "/api/admins/alert/create", "alerts.manage"],
  ["POST", "/api/admins/alert/clear", "alerts.manage"],
  ["POST", "/api/admins/alert/delete", "alerts.manage"],
];

const CUSTOMER_ROUTES: [method: "GET" | "POST", path: string][] = [
  ["GET", "/api/users/packages/get"],
  ["GET", "/api/packages/awaiting-shipping/user"],
  ["GET", "/api/packages/shipped/user"],
  ["GET", "/api/packages/group/user"],
  ["GET", "/api/packages/data/count"],
  ["POST", `/api/packages/details/update/${NONE}`],
  ["POST", "/api/packages/images/request"],
  ["POST", `/api/packages/disassemble-request/${NONE}`],
  ["POST", "/api/packages/group"],
  ["POST", "/api/packages/group/user-cancel"],
  ["POST", "/api/packages/request/package-approve"],
  ["POST", "/api/packages/request/approval/cancel"],
];

function call(method: Row[0] | "GET" | "POST", path: string, token?: string) {
  if (method === "FORM") return sendForm(app, path, {}, { token });
  return app.request(method, path, { token, ...(method === "POST" ? { body: {} } : {}) });
}

describe("staff permissions on the parcel routes", () => {
  for (const [method, path, action] of STAFF_ROUTES) {
    for (const group of [1, 2, 3, 4] as const) {
      const allowed = can(group, action);
      it(`${method} ${path}: group ${group} is ${allowed ? "let through" : "refused 403"} (${action})`, async () => {
        const res = await call(method, path, world.groups[group].token);
        if (allowed) expect([401, 403]).not.toContain(res.status);
        else expect(res.status).toBe(403);
      });
    }
  }

  it("lets only groups allowed to accept a split take in its parcels (fromDisassemble)", async () => {
    for (const group of [1, 2, 3, 4] as const) {
      const fields = {
        fromDisassemble: NONE,
        weight: 1,
        length: 10,
        width: 10,
        height: 10,
        details: [{ description: "Books", quantity: 1, price: 5, madeIn: "FR" }],
      };
      const res = await sendForm(app, "/api/packages/add", fields, { token: world.groups[group].token });
      // Allowed: the (missing) request is looked up and not found.
      const expected = can(group, "parcels.add") && can(group, "splits.accept") ? 404 : 403;
      expect(res.status, `group ${group}`).toBe(expected);
    }
  });

  it("lists every staff parcel route of the API in the table above", async () => {
    const doc = (await app.request("GET", "/api/openapi.json")).body as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.security?.some((s) => "staffToken" in s))
        .filter(() =>
          ["/api/packages", "/api/admins/alert", "/api/admins/shipment-problems"].some((p) => path.startsWith(p)),
        )
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/, NONE)}`),
    );
    const listed = STAFF_ROUTES.map(([method, path]) => `${method === "FORM" ? "POST" : method} ${path}`);
    expect(documented.sort()).toEqual(listed.sort());
  });
});

describe("customer and staff tokens", () => {
  for (const [method, path] of CUSTOMER_ROUTES) {
    it(`${method} ${path} needs a customer token`, async () => {
      expect((await call(method, path)).status).toBe(401);
      expect((await call(method, path, world.admin.token)).status).toBe(401);
      expect([401, 403]).not.toContain((await call(method, path, world.customerToken)).status);
    });
  }

  it("refuses a customer token on staff routes", async () => {
    // A parcel's tracking is also its customer's: a customer is let through, to a parcel not theirs (404).
    const alsoCustomers = new Set([`GET /api/packages/${NONE}/tracking`]);
    for (const [method, path] of STAFF_ROUTES) {
      const customer = alsoCustomers.has(`${method} ${path}`) ? 404 : 401;
      expect((await call(method, path, world.customerToken)).status, `${method} ${path}`).toBe(customer);
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});
