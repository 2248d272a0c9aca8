import { STAFF_GROUPS } from "@ipf/shared";
import { describe, expect, it } from "vitest";
import { allowedPath, FALLBACK_PATH, redirectFor, screenOf } from "./guard";
import { SCREENS } from "./screens";

const { admin, support, intake, other } = STAFF_GROUPS;

describe("redirectFor", () => {
  it("should send a signed-out visitor to the login, and leave the login alone", () => {
    expect(redirectFor(null, "/")).toBe("/panel");
    expect(redirectFor(null, "/rates")).toBe("/panel");
    expect(redirectFor(null, "/panel")).toBeNull();
  });

  it("should send a signed-in member from the login to the dashboard", () => {
    expect(redirectFor(admin, "/panel")).toBe("/");
    expect(redirectFor(intake, "/panel/")).toBe("/");
  });

  it("should send a group above 2 from a route it may not open to support", () => {
    expect(redirectFor(intake, "/rates")).toBe("/support");
    expect(redirectFor(intake, "/manage-packages")).toBe("/support");
    expect(redirectFor(other, "/addpackage/parcel")).toBe("/support");
    expect(redirectFor(intake, "/addpackage/parcel")).toBeNull();
    expect(redirectFor(intake, "/support/12")).toBeNull();
  });

  it("should send support away from admin-only configuration", () => {
    expect(redirectFor(support, "/rates")).toBe("/support");
    expect(redirectFor(support, "/manageusers")).toBeNull();
  });

  it("should open the desk's devices to those who receive parcels", () => {
    expect(redirectFor(intake, "/devices")).toBeNull();
    expect(redirectFor(admin, "/devices/")).toBeNull();
    expect(redirectFor(support, "/devices")).toBe("/support");
    expect(redirectFor(null, "/devices")).toBe("/panel");
  });

  it("should send unknown paths home", () => {
    expect(redirectFor(admin, "/no-such-screen")).toBe("/");
  });

  it("should treat a group it does not know as signed out, so redirects cannot loop", () => {
    expect(redirectFor(0, "/support")).toBe("/panel");
    expect(redirectFor(9, "/panel")).toBeNull();
  });
});

describe("screenOf", () => {
  it("should name the screen a path opens, so a refusal can say which", () => {
    expect(screenOf("/rates")).toBe("rates");
    expect(screenOf("/user/12")).toBe("user/:id");
    expect(screenOf("/devices/")).toBe("devices");
    expect(screenOf("/no-such-screen")).toBeUndefined();
  });
});

describe("allowedPath", () => {
  it("opens every screen to admins", () => {
    for (const screen of SCREENS) {
      expect(allowedPath(admin, `/${screen.path.replace(":id", "1")}`), screen.path).toBe(true);
    }
  });

  it("keeps support off admin-only configuration", () => {
    expect(allowedPath(support, "/rates")).toBe(false);
    expect(allowedPath(support, "/manage-shops")).toBe(false);
    expect(allowedPath(support, "/manage-address")).toBe(false);
    expect(allowedPath(support, "/login-history")).toBe(false);
    expect(allowedPath(support, "/manageusers")).toBe(true);
    expect(allowedPath(support, "/requests/shipping")).toBe(true);
  });

  it("lets intake reach only the screens its path rule names, and the desk's devices", () => {
    const reachable = SCREENS.filter((screen) => allowedPath(intake, `/${screen.path.replace(":id", "1")}`)).map(
      (screen) => screen.path,
    );
    expect(reachable.sort()).toEqual(
      [
        "",
        "addpackage/mail",
        "addpackage/parcel",
        "addpackage/pre-alerts",
        "changepass",
        "devices",
        "manage-assemble",
        "requests/assemble",
        "requests/shipping-requests",
        "support",
        "support/:id",
      ].sort(),
    );
  });

  it("lets group 4 reach the same segments except adding parcels", () => {
    expect(allowedPath(other, "/addpackage/parcel")).toBe(false);
    expect(allowedPath(other, "/requests/shipping-requests")).toBe(true);
    expect(allowedPath(other, "/support/7")).toBe(true);
    expect(allowedPath(other, "/rates")).toBe(false);
    expect(allowedPath(other, "/manage-packages")).toBe(false);
  });

  it("never names a parameter value as an allowed segment", () => {
    expect(allowedPath(intake, "/user/support")).toBe(false);
  });

  it("always allows the fallback, so a redirect cannot loop", () => {
    for (const group of [admin, support, intake, other]) expect(allowedPath(group, FALLBACK_PATH)).toBe(true);
  });

  it("refuses unknown paths and unknown groups", () => {
    expect(allowedPath(admin, "/nope")).toBe(false);
    expect(allowedPath(0, "/support")).toBe(false);
    expect(allowedPath(undefined, "/")).toBe(false);
  });
});
