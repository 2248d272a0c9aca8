import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, STAFF_ACTIONS } from "./permissions.js";
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

  it("lets intake handle shipping and assemble requests, but not manage consolidations", () => {
    expect(can(intake, "shippingRequests.approve")).toBe(true);
    expect(can(intake, "consolidations.assemble")).toBe(true);
    expect(can(intake, "consolidations.manage")).toBe(false);
    expect(can(other, "shippingRequests.approve")).toBe(false);
  });

  it("lets support answer requests and offline payments, and keeps the rest with admins", () => {
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

  it("lets admins and support see the shipment problems and write to those customers, not intake nor group 4", () => {
    expect(can(admin, "shipmentProblems.handle")).toBe(true);
    expect(can(support, "shipmentProblems.handle")).toBe(true);
    expect(can(intake, "shipmentProblems.handle")).toBe(false);
    expect(can(other, "shipmentProblems.handle")).toBe(false);
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
