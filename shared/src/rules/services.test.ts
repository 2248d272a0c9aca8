import { describe, expect, it } from "vitest";
import { serviceFeeCents } from "./services.js";

describe("serviceFeeCents", () => {
  it("charges a fixed price whatever the parcel is worth", () => {
    expect(serviceFeeCents({ priceCents: 500, shareBasisPoints: null, minimumCents: null }, 0)).toBe(500);
    expect(serviceFeeCents({ priceCents: 500, shareBasisPoints: null, minimumCents: null }, 9_999_999)).toBe(500);
  });

  it("charges a share of the declared value, rounded to the cent, never below its floor", () => {
    const share = { priceCents: null, shareBasisPoints: 300, minimumCents: 1000 };
    expect(serviceFeeCents(share, 100_000)).toBe(3000); // 3 % of $1,000
    expect(serviceFeeCents(share, 33_350)).toBe(1001); // 1000.5 rounds up
    expect(serviceFeeCents(share, 10_000)).toBe(1000); // $3 is below the $10 floor
  });

  it("charges a share without a floor down to nothing", () => {
    expect(serviceFeeCents({ priceCents: null, shareBasisPoints: 250, minimumCents: null }, 0)).toBe(0);
  });
});
