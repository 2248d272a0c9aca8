import { describe, expect, it } from "vitest";
import { transactionStatus } from "./transaction-status.js";

describe("transactionStatus", () => {
  it("reads pending and complete payments as they are", () => {
    expect(transactionStatus("pending", null)).toBe("pending");
    expect(transactionStatus("complete", null)).toBe("complete");
  });

  it("reads a payment cancelled by hand, refused or replaced as cancelled", () => {
    expect(transactionStatus("cancelled", null)).toBe("cancelled");
    expect(transactionStatus("cancelled", "superseded")).toBe("cancelled");
    expect(transactionStatus("cancelled", "refused")).toBe("cancelled");
  });

  it("reads a payment whose checkout ran out as expired", () => {
    expect(transactionStatus("cancelled", "expired")).toBe("expired");
  });

  it("ignores a reason left on a payment that was completed after all", () => {
    expect(transactionStatus("complete", "superseded")).toBe("complete");
  });
});
