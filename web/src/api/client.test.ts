import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./error";
import { request } from "./client";

const answer = { parse: (data: unknown) => data as { error: false; token: string } };

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("request", () => {
  it("answers the parsed body and sends JSON with the bearer token", async () => {
    respond(200, { error: false, token: "t" });
    await expect(request("/api/x", { method: "POST", body: { a: 1 }, token: "abc", answer })).resolves.toEqual({
      error: false,
      token: "t",
    });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.headers).toMatchObject({ Authorization: "Bearer abc", "Content-Type": "application/json" });
    expect(init?.body).toBe('{"a":1}');
  });

  it("throws the API's code, message and field keys", async () => {
    respond(400, { error: true, code: "VALIDATION", message: "Bad", fields: { email: "validEmail" } });
    const error = await failure(request("/api/x", { answer }));
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", fields: { email: "validEmail" } });
  });

  it("names a failure without an error body by its status", async () => {
    respond(429, undefined);
    expect((await failure(request("/api/x", { answer }))).code).toBe("RATE_LIMITED");
  });

  it("reports an unreachable server as NETWORK", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect((await failure(request("/api/x", { answer }))).code).toBe("NETWORK");
  });

  it("refuses an answer of the wrong shape", async () => {
    respond(200, { unexpected: true });
    const strict = {
      parse: () => {
        throw new Error("shape");
      },
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await failure(request("/api/x", { answer: strict }))).code).toBe("BAD_RESPONSE");
  });
});
