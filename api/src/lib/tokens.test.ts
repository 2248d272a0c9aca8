import { describe, expect, it } from "vitest";
import { TokenService } from "./tokens.js";

const HOUR = { customer: "1h", staff: "1h" };
const tokens = new TokenService("a-test-secret-that-is-long-enough-for-hs256", HOUR);

describe("tokens", () => {
  it("answer the claims of a valid token, checked once and then remembered until it expires", () => {
    const token = tokens.sign("customer", "00000000-0000-4000-8000-000000000001", 3);
    const claims = { sub: "00000000-0000-4000-8000-000000000001", aud: "customer", ver: 3, sid: expect.any(String) };
    expect(tokens.verify(token, "customer")).toEqual(claims);
    expect(tokens.verify(token, "customer")).toEqual(claims);
    expect(tokens.verify(token, "customer", Date.now() + 2 * 3600_000)).toBeNull();
  });

  it("refuse another audience, another secret and a changed token, even after a valid one", () => {
    const token = tokens.sign("customer", "00000000-0000-4000-8000-000000000002", 0);
    expect(tokens.verify(token, "customer")).not.toBeNull();
    expect(tokens.verify(token, "staff")).toBeNull();
    expect(new TokenService("another-secret-another-secret-another", HOUR).verify(token, "customer")).toBeNull();
    const [head, body, signature] = token.split(".");
    expect(tokens.verify(`${head}.${body}.${signature!.slice(0, -2)}AA`, "customer")).toBeNull();
  });

  it("name a new session at each sign-in, and keep it in a renewed token", () => {
    const subject = "00000000-0000-4000-8000-000000000003";
    const first = tokens.verify(tokens.sign("staff", subject, 0), "staff")!;
    const second = tokens.verify(tokens.sign("staff", subject, 0), "staff")!;
    expect(first.sid).not.toBe(second.sid);
    expect(tokens.verify(tokens.sign("staff", subject, 0, first.sid), "staff")!.sid).toBe(first.sid);
  });

  it("give each audience its own lifetime", () => {
    const mixed = new TokenService("a-test-secret-that-is-long-enough-for-hs256", { customer: "7d", staff: "12h" });
    expect(mixed.lifetime("customer")).toBe(7 * 24 * 3600_000);
    expect(mixed.lifetime("staff")).toBe(12 * 3600_000);
    const staffToken = mixed.sign("staff", "00000000-0000-4000-8000-000000000004", 0);
    expect(mixed.verify(staffToken, "staff", Date.now() + 11 * 3600_000)).not.toBeNull();
    expect(mixed.verify(staffToken, "staff", Date.now() + 13 * 3600_000)).toBeNull();
  });
});
