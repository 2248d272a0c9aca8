import { EventEmitter } from "node:events";
import type { Session, WebContents } from "electron";
import { beforeEach, describe, expect, it, vi } from "vitest";

const openExternal = vi.fn(async () => {});
vi.mock("electron", () => ({ shell: { openExternal } }));

const { hardenSession, hardenWebContents, originOf, trustOrigins } = await import("./security");

const APP = "app://bundle";
const isTrusted = trustOrigins([APP]);

/** A WebContents reduced to what hardening touches: events and the window-open handler. */
class FakeContents extends EventEmitter {
  openHandler?: (details: { url: string }) => { action: string };
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
  /** Emits like Electron: the listener may call preventDefault on the event. */
  attempt(name: string, url: string): boolean {
    let prevented = false;
    this.emit(name, { url, preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

type RequestHandler = Parameters<Session["setPermissionRequestHandler"]>[0] & {};
type CheckHandler = Parameters<Session["setPermissionCheckHandler"]>[0] & {};

class FakeSession {
  request?: RequestHandler;
  check?: CheckHandler;
  device?: () => boolean;
  setPermissionRequestHandler(handler: RequestHandler) {
    this.request = handler;
  }
  setPermissionCheckHandler(handler: CheckHandler) {
    this.check = handler;
  }
  setDevicePermissionHandler(handler: () => boolean) {
    this.device = handler;
  }
  /** Resolves with what the handler grants. */
  ask(permission: string, details: Record<string, unknown>): Promise<boolean> {
    return new Promise((resolve) =>
      this.request!({} as WebContents, permission as never, resolve, { isMainFrame: true, ...details } as never),
    );
  }
}

function hardened() {
  const contents = new FakeContents();
  hardenWebContents(contents as unknown as WebContents, isTrusted);
  return contents;
}

function hardenedSession() {
  const session = new FakeSession();
  hardenSession(session as unknown as Session, isTrusted);
  return session;
}

beforeEach(() => openExternal.mockClear());

describe("#security navigation", () => {
  it("should prevent navigating to another origin", () => {
    const contents = hardened();
    expect(contents.attempt("will-navigate", "https://evil.example/login")).toBe(true);
    expect(contents.attempt("will-navigate", "file:///etc/passwd")).toBe(true);
    expect(contents.attempt("will-redirect", "http://127.0.0.1:8080/")).toBe(true);
  });

  it("should allow navigating within the bundle", () => {
    const contents = hardened();
    expect(contents.attempt("will-navigate", `${APP}/index.html#/support`)).toBe(false);
  });

  it("should refuse to attach a webview", () => {
    const contents = hardened();
    expect(contents.attempt("will-attach-webview", `${APP}/index.html`)).toBe(true);
  });
});

describe("#security window.open", () => {
  it("should deny every new window", () => {
    const contents = hardened();
    for (const url of ["https://tracking.example/AB12", `${APP}/index.html`, "javascript:alert(1)"]) {
      expect(contents.openHandler!({ url })).toEqual({ action: "deny" });
    }
  });

  it("should hand https links to the system browser, and nothing else", () => {
    const contents = hardened();
    contents.openHandler!({ url: "https://tracking.example/AB12" });
    contents.openHandler!({ url: "http://plain.example/" });
    contents.openHandler!({ url: "file:///etc/passwd" });
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith("https://tracking.example/AB12");
  });
});

describe("#security permissions", () => {
  const page = `${APP}/index.html`;

  it("should allow the camera to the app's own page", async () => {
    const session = hardenedSession();
    await expect(session.ask("media", { requestingUrl: page, mediaTypes: ["video"] })).resolves.toBe(true);
  });

  it("should deny the microphone, even with the camera", async () => {
    const session = hardenedSession();
    await expect(session.ask("media", { requestingUrl: page, mediaTypes: ["video", "audio"] })).resolves.toBe(false);
  });

  it("should deny the camera to any other origin", async () => {
    const session = hardenedSession();
    await expect(session.ask("media", { requestingUrl: "https://evil.example/", mediaTypes: ["video"] })).resolves.toBe(
      false,
    );
  });

  it("should deny geolocation and every other permission", async () => {
    const session = hardenedSession();
    for (const permission of ["geolocation", "notifications", "hid", "serial", "clipboard-read", "openExternal"]) {
      await expect(session.ask(permission, { requestingUrl: page }), permission).resolves.toBe(false);
    }
  });

  it("should answer permission checks the same way", () => {
    const session = hardenedSession();
    const check = (permission: string, origin: string, mediaType?: string) =>
      session.check!(null, permission as never, origin, { isMainFrame: true, mediaType } as never);
    expect(check("media", APP, "video")).toBe(true);
    expect(check("media", APP, "audio")).toBe(false);
    expect(check("geolocation", APP)).toBe(false);
    expect(check("media", "https://evil.example", "video")).toBe(false);
  });

  it("should keep HID and serial devices away from the page", () => {
    expect(hardenedSession().device!()).toBe(false);
  });
});

describe("originOf", () => {
  it("should name custom-scheme origins, which WHATWG calls null", () => {
    expect(originOf("app://bundle/index.html#/x")).toBe("app://bundle");
    expect(originOf("http://localhost:5173/")).toBe("http://localhost:5173");
    expect(originOf("file:///tmp/x")).toBeUndefined();
    expect(originOf("not a url")).toBeUndefined();
  });
});
