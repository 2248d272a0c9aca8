import { afterEach, describe, expect, it, vi } from "vitest";
import { request, setUnconfirmedHandler } from "../api/client";
import { ApiError } from "../api/error";
import { sendToConfirmation } from "./confirmation";

const answer = { parse: (data: unknown) => data };

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const notConfirmed = { error: true, code: "EMAIL_NOT_CONFIRMED", message: "Confirm your e-mail address first." };

afterEach(() => {
  vi.unstubAllGlobals();
  setUnconfirmedHandler(null);
});

describe("a call answered 403 EMAIL_NOT_CONFIRMED", () => {
  it("sends the customer to the confirmation page, which is told why, and still fails the call", async () => {
    const navigate = vi.fn();
    setUnconfirmedHandler(() => sendToConfirmation("fr", navigate, "/fr/dashboard"));
    respond(403, notConfirmed);
    const error = await request("/api/users/packages/get", { token: "t", answer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("EMAIL_NOT_CONFIRMED");
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/fr/confirm-email", { replace: true, state: { refused: true } });
  });

  it("leaves the customer where they are on the confirmation page itself", async () => {
    const navigate = vi.fn();
    setUnconfirmedHandler(() => sendToConfirmation("ar", navigate, "/ar/confirm-email"));
    respond(403, notConfirmed);
    await request("/api/users/setting", { token: "t", answer }).catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("is the only refusal that does: another 403, or one without a token, moves nobody", async () => {
    const handler = vi.fn();
    setUnconfirmedHandler(handler);
    respond(403, { error: true, code: "FORBIDDEN", message: "No." });
    await request("/api/x", { token: "t", answer }).catch(() => undefined);
    respond(403, notConfirmed);
    await request("/api/x", { answer }).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
  });
});
