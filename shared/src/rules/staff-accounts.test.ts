import { describe, expect, it } from "vitest";
import { removesLastAdmin } from "./staff-accounts.js";

const admin = { groupId: 1, isActive: true };

describe("removesLastAdmin", () => {
  it("refuses to disable or move the only active admin", () => {
    expect(removesLastAdmin(admin, { isActive: false }, 1)).toBe(true);
    for (const groupId of [2, 3, 4]) expect(removesLastAdmin(admin, { groupId }, 1)).toBe(true);
  });

  it("lets an admin go when another admin stays active", () => {
    expect(removesLastAdmin(admin, { isActive: false }, 2)).toBe(false);
    expect(removesLastAdmin(admin, { groupId: 2 }, 2)).toBe(false);
  });

  it("lets the last admin change what keeps it an active admin", () => {
    expect(removesLastAdmin(admin, { groupId: 1 }, 1)).toBe(false);
    expect(removesLastAdmin(admin, {}, 1)).toBe(false);
  });

  it("never concerns an account that is not an active admin", () => {
    expect(removesLastAdmin({ groupId: 2, isActive: true }, { isActive: false }, 1)).toBe(false);
    expect(removesLastAdmin({ groupId: 1, isActive: false }, { groupId: 3 }, 1)).toBe(false);
    expect(removesLastAdmin({ groupId: 3, isActive: true }, { groupId: 4 }, 0)).toBe(false);
  });
});
