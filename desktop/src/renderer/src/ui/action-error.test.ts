import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { readFailure } from "./action-error";

describe("#ui.readFailure", () => {
  it("should read a request handled elsewhere, or gone, as stale", () => {
    expect(readFailure(new ApiError(409, "INVALID_STATE", "x")).stale).toBe(true);
    expect(readFailure(new ApiError(409, "REQUEST_CLOSED", "x")).stale).toBe(true);
    expect(readFailure(new ApiError(404, "NOT_FOUND", "x")).stale).toBe(true);
  });

  it("should keep what became of a request handled meanwhile, who did it and when", () => {
    const handled = { state: "cancelled", by: { kind: "customer" }, at: "2026-11-24T14:02:00.000Z" } as const;
    expect(readFailure(new ApiError(409, "REQUEST_CLOSED", "x", undefined, handled))).toEqual({
      code: "REQUEST_CLOSED",
      fields: {},
      stale: true,
      handled,
    });
  });

  it("should keep a rule's refusal as its own message, not as already handled", () => {
    const failure = readFailure(new ApiError(409, "SPLIT_HAS_PARCELS", "x"));
    expect(failure).toEqual({ code: "SPLIT_HAS_PARCELS", fields: {}, stale: false });
    expect(readFailure(new ApiError(409, "GROUP_TOO_SMALL", "x")).stale).toBe(false);
  });

  it("should pass the fields of a validation answer on", () => {
    const failure = readFailure(new ApiError(400, "VALIDATION", "x", { trackNumber: "tooLarge" }));
    expect(failure).toEqual({ code: "VALIDATION", fields: { trackNumber: "tooLarge" }, stale: false });
  });

  it("should read anything else as an internal failure", () => {
    expect(readFailure(new Error("boom"))).toEqual({ code: "INTERNAL", fields: {}, stale: false });
  });
});
