import { describe, expect, it } from "vitest";
import { isTestEnvironment } from "./system";

describe("Testing Website banner", () => {
  it("shows for a test or staging backend only", () => {
    expect(isTestEnvironment("test")).toBe(true);
    expect(isTestEnvironment("staging")).toBe(true);
    expect(isTestEnvironment("production")).toBe(false);
    expect(isTestEnvironment("development")).toBe(false);
  });
});
