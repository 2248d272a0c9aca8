import { STAFF_GROUPS } from "@ipf/shared";
import { describe, expect, it } from "vitest";
import { redirectFor, screenOf } from "./guard";

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
