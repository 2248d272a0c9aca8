import { describe, expect, it } from "vitest";
import { TokenService } from "./tokens.js";

const tokens = new TokenService("a-test-secret-that-is-long-enough-for-hs256", "1h");

describe("tokens", () => {
  it("answer the claims of a valid token, checked once and then remembered until it expires", () => {
    const token = tokens.sign("customer", "00000000-0000-4000-8000-000000000001", 3);
    const claims = { sub: "00000000-0000-4000-8000-000000000001", aud: "customer", ver: 3 };
    expect(tokens.verify(token, "customer")).toEqual(claims);
    expect(tokens.verify(token, "customer")).toEqual(claims);
    expect(tokens.verify(token, "customer", Date.now() + 2 * 3600_000)).toBeNull();
  });

  it("refuse another audience, another secret and a changed token, even after a valid one", () => {
    const token = tokens.sign("customer", "00000000-0000-4000-8000-000000000002", 0);
    expect(tokens.verify(token, "customer")).not.toBeNull();
    expect(tokens.verify(token, "staff")).toBeNull();
    expect(new TokenService("another-secret-another-secret-another", "1h").verify(token, "customer")).toBeNull();
    const [head, body, signature] = token.split(".");
    expect(tokens.verify(`${head}.${body}.${signature!.slice(0, -2)}AA`, "customer")).toBeNull();
  });
});
