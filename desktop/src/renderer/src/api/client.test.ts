import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from ".";

const staff = { id: "7", _id: "7", username: "admin", fullName: "Ada Admin", email: null, groupId: 1 };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function client(answer: () => Response | Promise<Response>, token: string | null = null) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: async () => "https://api.example",
    token: () => token,
    onUnauthorized,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { api, fetch, onUnauthorized };
}

describe("#api.createApiClient", () => {
  it("should be made: no two modules name a call alike", () => {
    expect(() => client(() => json(200, {}))).not.toThrow();
  });
});

describe("#api.adminLogin", () => {
  it("should post the credentials and return the token and the staff member", async () => {
    const { api, fetch } = client(() => json(200, { error: false, token: "t0k", admin: staff }));

    await expect(api.adminLogin({ username: "admin", password: "pw" })).resolves.toEqual({
      token: "t0k",
      admin: { id: "7", username: "admin", fullName: "Ada Admin", groupId: 1 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://api.example/api/admins/login");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ username: "admin", password: "pw" });
    expect(new Headers(init?.headers).get("Authorization")).toBeNull();
  });

  it("should turn a refusal into its code without ending a session", async () => {
    const { api, onUnauthorized } = client(
      () => json(401, { error: true, code: "INVALID_CREDENTIALS", message: "Wrong username or password" }),
      "old-token",
    );

    const failure = await api.adminLogin({ username: "admin", password: "nope" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: "INVALID_CREDENTIALS" });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("#api.adminMe", () => {
  it("should send the staff token", async () => {
    const { api, fetch } = client(() => json(200, { error: false, admin: staff }), "t0k");

    await expect(api.adminMe()).resolves.toEqual({ admin: expect.objectContaining({ groupId: 1 }) });
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get("Authorization")).toBe("Bearer t0k");
  });

  it("should end the session when the token is refused", async () => {
    const { api, onUnauthorized } = client(
      () => json(401, { error: true, code: "UNAUTHENTICATED", message: "" }),
      "t0k",
    );

    await expect(api.adminMe()).rejects.toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("should report a server that cannot be reached as NETWORK", async () => {
    const { api } = client(() => Promise.reject(new TypeError("Failed to fetch")), "t0k");
    await expect(api.adminMe()).rejects.toMatchObject({ status: 0, code: "NETWORK" });
  });

  it("should refuse an answer that does not match the schema", async () => {
    const { api } = client(() => json(200, { error: false, admin: { ...staff, groupId: 9 } }), "t0k");
    await expect(api.adminMe()).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });

  it("should give a non-JSON failure a code of its own", async () => {
    const { api } = client(() => new Response("<html>Bad gateway</html>", { status: 502 }), "t0k");
    await expect(api.adminMe()).rejects.toMatchObject({ status: 502, code: "INTERNAL" });
  });
});

describe("#api.adminLogout", () => {
  it("should post the sign-out with the staff token", async () => {
    const { api, fetch } = client(() => json(200, { error: false, message: "Signed out" }), "desk-token");
    await expect(api.adminLogout()).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://api.example/api/admins/logout");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer desk-token");
  });
});

describe("#api renewed staff tokens", () => {
  function renewing(token: string | null, status = 200) {
    const onRenewedToken = vi.fn();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(status === 200 ? { error: false, admin: staff } : { error: true, code: "X" }), {
          status,
          headers: { "Content-Type": "application/json", "X-Renewed-Token": "renewed" },
        }),
    );
    const api = createApiClient({
      baseUrl: async () => "https://api.example",
      token: () => token,
      onUnauthorized: vi.fn(),
      onRenewedToken,
      fetch: fetch as typeof globalThis.fetch,
    });
    return { api, onRenewedToken };
  }

  it("should hand over the token an answer renews, with the one it replaces", async () => {
    const { api, onRenewedToken } = renewing("old");
    await api.adminMe();
    expect(onRenewedToken).toHaveBeenCalledExactlyOnceWith("renewed", "old");
  });

  it("should take none from a failed answer", async () => {
    const { api, onRenewedToken } = renewing("old", 500);
    await api.adminMe().catch(() => undefined);
    expect(onRenewedToken).not.toHaveBeenCalled();
  });
});

describe("#api a server busy with uploads", () => {
  const busy = () =>
    new Response(JSON.stringify({ error: true, code: "SERVER_BUSY", message: "The server is busy" }), {
      status: 429,
      headers: { "Content-Type": "application/json", "Retry-After": "0" },
    });
  const added = { error: false, package: { _id: "p1" } };

  it("should send the same request again after Retry-After until the server takes it", async () => {
    const answers = [busy(), busy(), json(201, added)];
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answers.shift()!);
    const api = createApiClient({
      baseUrl: async () => "https://api.example",
      token: () => "t0k",
      onUnauthorized: vi.fn(),
      fetch: fetch as typeof globalThis.fetch,
    });
    const form = new FormData();
    form.set("trackNumber", "1Z1");
    await api.addParcel(form).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls.every(([, init]) => init?.body === form)).toBe(true);
  });

  it("should give up after a few tries with SERVER_BUSY, which the screen translates", async () => {
    const { api, fetch } = client(busy, "t0k");
    await expect(api.addParcel(new FormData())).rejects.toMatchObject({ status: 429, code: "SERVER_BUSY" });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("should not send again what another 429 refused", async () => {
    const { api, fetch } = client(
      () =>
        new Response(JSON.stringify({ error: true, code: "UPLOADS_BUSY", message: "busy" }), {
          status: 429,
          headers: { "Content-Type": "application/json", "Retry-After": "0" },
        }),
      "t0k",
    );
    await expect(api.addParcel(new FormData())).rejects.toMatchObject({ code: "UPLOADS_BUSY" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
