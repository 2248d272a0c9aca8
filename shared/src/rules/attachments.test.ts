import { describe, expect, it } from "vitest";
import { isImageLink } from "./attachments.js";

describe("isImageLink", () => {
  it("tells pictures from other files by the stored extension", () => {
    expect(isImageLink("/uploads/support/a.webp?expires=1&signature=x")).toBe(true);
    expect(isImageLink("/uploads/support/a.WEBP")).toBe(true);
    expect(isImageLink("/uploads/support/a.pdf?expires=1&signature=x")).toBe(false);
  });
});
