import { join, resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("electron", () => ({ net: {}, protocol: {} }));

const { resolveBundleFile } = await import("./bundle");

const root = resolve("/opt/ipf/resources/app.asar/out/renderer");

describe("#bundle.resolveBundleFile", () => {
  it("should map bundle URLs to files under the renderer folder", () => {
    expect(resolveBundleFile(root, "app://bundle/index.html")).toBe(join(root, "index.html"));
    expect(resolveBundleFile(root, "app://bundle/assets/index-abc.js?v=1")).toBe(join(root, "assets", "index-abc.js"));
    expect(resolveBundleFile(root, "app://bundle/")).toBe(join(root, "index.html"));
  });

  it("should keep dot segments inside, as the URL parser resolves them first", () => {
    expect(resolveBundleFile(root, "app://bundle/../../../etc/passwd")).toBe(join(root, "etc", "passwd"));
    expect(resolveBundleFile(root, "app://bundle/%2e%2e/%2e%2e/secret")).toBe(join(root, "secret"));
  });

  it("should refuse anything that decodes to outside it", () => {
    expect(resolveBundleFile(root, "app://bundle/..%2F..%2Fsecret")).toBeUndefined();
    expect(resolveBundleFile(root, "app://bundle/..%5C..%5Csecret")).toBeUndefined();
    expect(resolveBundleFile(root, "app://bundle/a%00b")).toBeUndefined();
    expect(resolveBundleFile(root, "app://bundle/%E0%A4%A")).toBeUndefined();
  });

  it("should refuse other hosts and schemes", () => {
    expect(resolveBundleFile(root, "app://other/index.html")).toBeUndefined();
    expect(resolveBundleFile(root, "file:///opt/ipf/index.html")).toBeUndefined();
  });
});
