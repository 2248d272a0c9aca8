import { describe, expect, it } from "vitest";
import type { CaptchaVerifier } from "../../lib/captcha.js";
import { createTestApp } from "../../test/harness.js";
import { PASSWORD, makeCustomer } from "../../test/factories.js";
import { customerToken, postForm } from "../../test/factories-accounts.js";

/** Accepts only "ok-<action>": proves each call checks its token for its own action. */
const seen: string[] = [];
const verifier: CaptchaVerifier = {
  async verify(token, action) {
    seen.push(action);
    return token === `ok-${action}`;
  },
};
const app = await createTestApp({}, { captcha: verifier });

const refused = { status: 400, code: "CAPTCHA", fields: { captcha: "captchaFailed" } };

describe("captcha", () => {
  it("guards login", async () => {
    const customer = await makeCustomer(app.db);
    const body = { email: customer.email, password: PASSWORD };
    const without = await app.request("POST", "/api/users/login", { body });
    expect({ status: without.status, ...without.body }).toMatchObject(refused);
    const wrongAction = await app.request("POST", "/api/users/login", { body: { ...body, captcha: "ok-signup" } });
    expect(wrongAction.status).toBe(400);
    expect((await app.request("POST", "/api/users/login", { body: { ...body, captcha: "ok-login" } })).status).toBe(
      200,
    );
  });

  it("guards signup, and nothing is written when refused", async () => {
    const body = {
      firstName: "Nour",
      lastName: "Saidi",
      email: "nour@example.com",
      phone: "+21698123456",
      password: "a-long-password",
    };
    expect((await app.request("POST", "/api/users/signup", { body })).status).toBe(400);
    expect(await app.db("customers").where({ email: "nour@example.com" })).toHaveLength(0);
    const ok = await app.request("POST", "/api/users/signup", { body: { ...body, captcha: "ok-signup" } });
    expect(ok.status).toBe(201);
  });

  it("guards adding an address, opening a ticket and writing on it", async () => {
    const customer = await makeCustomer(app.db);
    const token = customerToken(app, customer);
    const address = {
      name: "Nour Saidi",
      country: "TN",
      city: "Tunis",
      zip: "1000",
      addressLineOne: "5 avenue Habib Bourguiba",
      phone: "+21698123456",
    };
    expect((await app.request("POST", "/api/users/addresses/add", { token, body: address })).status).toBe(400);
    expect(
      (await app.request("POST", "/api/users/addresses/add", { token, body: { ...address, captcha: "ok-address" } }))
        .status,
    ).toBe(201);

    expect((await app.request("POST", "/api/users/create/ticket", { token, body: { about: "Hi" } })).status).toBe(400);
    expect(
      (await app.request("POST", "/api/users/create/ticket", { token, body: { about: "Hi", captcha: "ok-ticket" } }))
        .status,
    ).toBe(201);

    const open = await app.db("support_tickets").where({ customer_id: customer.id }).first();
    expect(
      (await postForm(app, "/api/users/support/send", { ticketId: open.id, message: "x" }, { token })).status,
    ).toBe(400);
    const sent = await postForm(
      app,
      "/api/users/support/send",
      { ticketId: open.id, message: "x", captcha: "ok-ticket" },
      { token },
    );
    expect(sent.status).toBe(200);
    expect(new Set(seen)).toEqual(new Set(["login", "signup", "address", "ticket"]));
  });
});
