import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, newCustomerCode, newParcelCode, randomCode } from "./codes.js";

describe("codes", () => {
  it("uses only unambiguous characters", () => {
    for (let i = 0; i < 200; i++) {
      expect(newCustomerCode()).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      expect(newParcelCode()).toMatch(/^P[A-HJKMNP-Z2-9]{7}$/);
    }
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("refills when random bytes fall outside the unbiased range", () => {
    let call = 0;
    const source = (n: number) => new Uint8Array(n).fill(call++ === 0 ? 255 : 3);
    expect(randomCode(4, source)).toBe("DDDD");
  });
});
