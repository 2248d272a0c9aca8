import { describe, expect, it } from "vitest";
import {
  ADMIN_FALLBACK_PATH,
  ADMIN_ROUTES,
  allowedAdminPath,
  can,
  matchAdminRoute,
  PERMISSIONS,
  STAFF_ACTIONS,
} from "./permissions.js";
import { STAFF_GROUPS } from "./schemas/auth.js";

const { admin, support, intake, other } = STAFF_GROUPS;
const groups = [admin, support, intake, other];

describe("can", () => {
  it("lets an admin do everything", () => {
    for (const action of STAFF_ACTIONS) expect(can(admin, action), action).toBe(true);
  });

  it("lets nobody outside groups 1 to 4 do anything", () => {
    for (const group of [0, 5, -1, Number.NaN, null, undefined]) {
      for (const action of STAFF_ACTIONS) expect(can(group, action)).toBe(false);
    }
  });

  it("keeps configuration with admins, shops and warehouses included", () => {
    const configuration = [
      "shops.manage",
      "warehouses.manage",
      "rates.manage",
      "zones.manage",
      "landedCost.manage",
      "posts.manage",
      "descriptions.manage",
      "loginHistory.view",
    ] as const;
    for (const action of configuration) {
      expect(
        groups.filter((group) => can(group, action)),
        action,
      ).toEqual([admin]);
    }
  });

  it("lets admins and intake add parcels, and no one else", () => {
    expect(groups.filter((group) => can(group, "parcels.add"))).toEqual([admin, intake]);
  });

  it("lets intake handle shipping and assemble requests, as operations section 1 says", () => {
    expect(can(intake, "shippingRequests.approve")).toBe(true);
    expect(can(intake, "consolidations.assemble")).toBe(true);
    expect(can(intake, "consolidations.manage")).toBe(false);
    expect(can(other, "shippingRequests.approve")).toBe(false);
    expect(allowedAdminPath(intake, "/requests/shipping-requests")).toBe(true);
    expect(allowedAdminPath(intake, "/requests/assemble")).toBe(true);
  });

  it("follows the operations rules for support", () => {
    expect(can(support, "shippingRequests.approve")).toBe(true);
    expect(can(support, "payments.offline.confirm")).toBe(true);
    expect(can(support, "payments.bitcoin.confirm")).toBe(false);
    expect(can(support, "parcels.edit")).toBe(false);
    expect(can(support, "parcels.delete")).toBe(false);
    expect(can(support, "consolidations.view")).toBe(true);
    expect(can(support, "consolidations.manage")).toBe(false);
    expect(can(support, "splits.cancel")).toBe(false);
    expect(can(support, "imageRequests.manage")).toBe(false);
    expect(can(support, "shippedParcels.edit")).toBe(false);
    expect(can(support, "customers.edit")).toBe(false);
    expect(can(support, "customers.flagSuspicious")).toBe(true);
  });

  it("lets every staff member handle support and change their password", () => {
    for (const group of groups) {
      expect(can(group, "support.handle")).toBe(true);
      expect(can(group, "account.changePassword")).toBe(true);
    }
  });

  it("lists each group at most once per action", () => {
    for (const [action, allowed] of Object.entries(PERMISSIONS)) {
      expect(new Set(allowed).size, action).toBe(allowed.length);
    }
  });
});

describe("matchAdminRoute", () => {
  it("matches with or without the admin prefix, ignoring query and trailing slash", () => {
    expect(matchAdminRoute("/rates")?.path).toBe("rates");
    expect(matchAdminRoute("/admin/rates/")?.path).toBe("rates");
    expect(matchAdminRoute("/en/admin/manage-packages?packageId=AB12")?.path).toBe("manage-packages");
    expect(matchAdminRoute("/admin")?.path).toBe("");
    expect(matchAdminRoute("/")?.path).toBe("");
  });

  it("matches parameters", () => {
    expect(matchAdminRoute("/support/42")?.path).toBe("support/:id");
    expect(matchAdminRoute("/user/abc")?.path).toBe("user/:id");
  });

  it("does not match unknown paths", () => {
    expect(matchAdminRoute("/nope")).toBeUndefined();
    expect(matchAdminRoute("/rates/extra")).toBeUndefined();
  });
});

describe("allowedAdminPath", () => {
  it("opens every route to admins", () => {
    for (const route of ADMIN_ROUTES) {
      expect(allowedAdminPath(admin, `/${route.path.replace(":id", "1")}`), route.path).toBe(true);
    }
  });

  it("keeps support off admin-only configuration", () => {
    expect(allowedAdminPath(support, "/rates")).toBe(false);
    expect(allowedAdminPath(support, "/manage-shops")).toBe(false);
    expect(allowedAdminPath(support, "/manage-address")).toBe(false);
    expect(allowedAdminPath(support, "/login-history")).toBe(false);
    expect(allowedAdminPath(support, "/manageusers")).toBe(true);
    expect(allowedAdminPath(support, "/requests/shipping")).toBe(true);
  });

  it("lets intake reach only the segments of section 2.2", () => {
    const reachable = ADMIN_ROUTES.filter((route) =>
      allowedAdminPath(intake, `/${route.path.replace(":id", "1")}`),
    ).map((route) => route.path);
    expect(reachable.sort()).toEqual(
      [
        "",
        "addpackage/mail",
        "addpackage/parcel",
        "addpackage/pre-alerts",
        "changepass",
        "manage-assemble",
        "requests/assemble",
        "requests/shipping-requests",
        "support",
        "support/:id",
      ].sort(),
    );
  });

  it("lets group 4 reach the same segments except adding parcels", () => {
    expect(allowedAdminPath(other, "/addpackage/parcel")).toBe(false);
    expect(allowedAdminPath(other, "/requests/shipping-requests")).toBe(true);
    expect(allowedAdminPath(other, "/support/7")).toBe(true);
    expect(allowedAdminPath(other, "/rates")).toBe(false);
    expect(allowedAdminPath(other, "/manage-packages")).toBe(false);
  });

  it("never names a parameter value as an allowed segment", () => {
    expect(allowedAdminPath(intake, "/user/support")).toBe(false);
  });

  it("always allows the fallback path, so a redirect cannot loop", () => {
    for (const group of groups) expect(allowedAdminPath(group, `/${ADMIN_FALLBACK_PATH}`)).toBe(true);
  });

  it("refuses unknown paths and unknown groups", () => {
    expect(allowedAdminPath(admin, "/nope")).toBe(false);
    expect(allowedAdminPath(0, "/support")).toBe(false);
    expect(allowedAdminPath(undefined, "/")).toBe(false);
  });
});
