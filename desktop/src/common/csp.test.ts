import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("should allow only the page's own origin by default", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });

  it("should add the API origin and its socket for the desktop app", () => {
    const policy = directives(contentSecurityPolicy({ apiUrl: "https://api.example.com/base" }));
    expect(policy["connect-src"]).toEqual(["'self'", "https://api.example.com", "wss://api.example.com"]);
    expect(policy["img-src"]).toContain("https://api.example.com");
    expect(policy["script-src"]).toEqual(["'self'"]);
  });

  it("should relax scripts only for the dev server", () => {
    const policy = directives(
      contentSecurityPolicy({ apiUrl: "http://127.0.0.1:8080", devServerUrl: "http://localhost:5173" }),
    );
    expect(policy["script-src"]).toContain("'unsafe-inline'");
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "http://127.0.0.1:8080",
      "ws://127.0.0.1:8080",
      "http://localhost:5173",
      "ws://localhost:5173",
    ]);
  });
});
