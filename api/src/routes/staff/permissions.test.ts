import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeStaffOfEveryGroup } from "../../test/factories-config.js";

/**
 * Who may call the configuration routes: rates, zones, warehouses, shops,
 * posts, description edits, login history and customer deletion for admins (1);
 * statistics and suspicious flags for admins and support (2); the catalogue
 * read by intake too (3). Each route is called by one member of each group with
 * an empty body: a refused group gets 403 before anything is read, an allowed
 * one gets past the guard (200, 400 or 404).
 */

const app = await createTestApp();
const groups = await makeStaffOfEveryGroup(app);
const nobody = "00000000-0000-4000-8000-000000000000";

type Route = [method: string, path: string, allowed: readonly number[]];
const ADMIN = [1] as const;
const ADMIN_SUPPORT = [1, 2] as const;

const routes: Route[] = [
  ...["", "side_"].flatMap((p): Route[] => [
    ["GET", `/api/admins/${p}get_shipping_companies`, ADMIN],
    ["POST", `/api/admins/${p}create_shipping_company`, ADMIN],
    ["POST", `/api/admins/${p}update_shipping_company`, ADMIN],
    ["GET", `/api/admins/${p}remove_company/${nobody}`, ADMIN],
    ["POST", `/api/admins/${p}create_range`, ADMIN],
    ["POST", `/api/admins/${p}edit_range`, ADMIN],
    ["POST", `/api/admins/${p}delete_range`, ADMIN],
  ]),
  ["GET", "/api/zones", ADMIN],
  ["POST", "/api/zones/add", ADMIN],
  ["POST", `/api/zones/edit/${nobody}`, ADMIN],
  ["GET", "/api/admins/address/all", ADMIN],
  ["POST", "/api/admins/address/add", ADMIN],
  ["PUT", `/api/admins/address/${nobody}`, ADMIN],
  ["POST", "/api/shops/category/create", ADMIN],
  ["POST", "/api/shops/category/edit", ADMIN],
  ["DELETE", `/api/shops/category/delete/${nobody}`, ADMIN],
  ["POST", "/api/shops/shop/create", ADMIN],
  ["POST", "/api/shops/shop/edit", ADMIN],
  ["DELETE", `/api/shops/shop/delete/${nobody}`, ADMIN],
  ["GET", "/api/posts?all=true", ADMIN],
  ["POST", "/api/posts", ADMIN],
  ["PUT", `/api/posts/${nobody}`, ADMIN],
  ["DELETE", `/api/posts/${nobody}`, ADMIN],
  ["GET", "/api/admins/package_descriptions", [1, 2, 3]],
  ["POST", "/api/admins/package_descriptions", [1, 3]],
  ["PATCH", "/api/admins/package_descriptions", ADMIN],
  ["DELETE", `/api/admins/package_descriptions/${nobody}`, ADMIN],
  ["POST", "/api/admins/package_descriptions/import", ADMIN],
  ["GET", "/api/users", [1, 2, 3]],
  ["GET", `/api/users/id/${nobody}`, [1, 2, 3]],
  ["POST", `/api/admins/users/edit/${nobody}`, ADMIN],
  ["GET", `/api/admins/users/delete/${nobody}`, ADMIN],
  ["POST", `/api/users/update/suspicious/${nobody}`, ADMIN_SUPPORT],
  ["POST", "/api/admins/changepass", [1, 2, 3, 4]],
  ["GET", "/api/admins/login-logs", ADMIN],
  ...[
    "packages-location",
    "packages-company",
    "packages-month",
    "total-logins",
    "total-packages",
    "new-users",
    "total-transactions",
    "delivery-times",
  ].map((name): Route => ["GET", `/api/admins/statistics/${name}`, ADMIN_SUPPORT]),
];

describe("permissions of the configuration routes", () => {
  it.each(routes)("%s %s", async (method, path, allowed) => {
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    expect((await app.request(method, path, { body })).status, "without a token").toBe(401);
    for (const group of [1, 2, 3, 4] as const) {
      const res = await app.request(method, path, { token: groups[group].token, body });
      if (allowed.includes(group)) {
        expect([200, 400, 404], `group ${group} is allowed`).toContain(res.status);
      } else {
        expect(res.status, `group ${group} is refused`).toBe(403);
      }
    }
  });
});
