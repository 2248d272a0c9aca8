import { describe, expect, it } from "vitest";
import { daysLeft, feeMessageKey, urgent } from "./rules";

describe("storage rules", () => {
  it("counts days left in UTC days, 0 on the last day", () => {
    expect(daysLeft({ storageEndsOn: "2026-12-01" }, new Date("2026-11-24T23:30:00Z"))).toBe(7);
    expect(daysLeft({ storageEndsOn: "2026-11-24" }, new Date("2026-11-24T08:00:00Z"))).toBe(0);
    expect(urgent(7)).toBe(true);
    expect(urgent(8)).toBe(false);
  });

  it("names the fee field's messages", () => {
    expect(feeMessageKey(undefined)).toBeUndefined();
    expect(feeMessageKey("feeRequired")).toBe("storage.validation.feeRequired");
    expect(feeMessageKey("invalidFee")).toBe("storage.validation.invalidFee");
    expect(feeMessageKey("somethingElse")).toBe("storage.validation.invalidFee");
  });
});
