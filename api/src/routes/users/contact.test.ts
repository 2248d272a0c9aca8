import { describe, expect, it } from "vitest";
import { createTestApp, movableClock } from "../../test/harness.js";
import { makeCustomer } from "../../test/factories.js";
import { codeSentTo, customerToken, wrongCode } from "../../test/factories-accounts.js";
import type { CustomerRow } from "../../db-rows.js";

const app = await createTestApp();
const advance = movableClock(app);

const unique = () => Math.random().toString(36).slice(2, 10);

async function signedIn(fields: Partial<CustomerRow> = {}) {
  const customer = await makeCustomer(app.db, fields);
  return { customer, token: customerToken(app, customer) };
}

const change = (token: string, body: Record<string, unknown>) =>
  app.request("POST", "/api/users/contact/change", { token, body });
const confirm = (token: string, body: Record<string, unknown>) =>
  app.request("POST", "/api/users/contact/confirm", { token, body });
const reload = async (id: string) => (await app.db("customers").where({ id }).first()) as CustomerRow;

describe("#users.contact.change", () => {
  it("should require authentication", async () => {
    const res = await app.request("POST", "/api/users/contact/change", { body: { kind: "email", email: "a@b.cd" } });
    expect(res.status).toBe(401);
  });

  it("should e-mail a code to the new address and change the e-mail only once the code comes back", async () => {
    const { customer, token } = await signedIn();
    const email = `new-${unique()}@example.com`;
    const res = await change(token, { kind: "email", email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.sentTo).toBe(`n***@example.com`);
    expect((await reload(customer.id)).email).toBe(customer.email);

    const code = await codeSentTo(app, email);
    const wrong = await confirm(token, { kind: "email", otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_CODE");
    expect((await reload(customer.id)).email).toBe(customer.email);

    const ok = await confirm(token, { kind: "email", otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
    expect(ok.body.token).toEqual(expect.any(String));
    expect((await reload(customer.id)).email).toBe(email);
    expect((await reload(customer.id)).is_confirmed).toBe(true);
  });

  it("should send a new phone number's code to the account's e-mail and then change the phone", async () => {
    const { customer, token } = await signedIn();
    const res = await change(token, { kind: "phone", phone: "+213 551 23 45 67" });
    expect(res.status).toBe(200);
    const code = await codeSentTo(app, customer.email);
    const ok = await confirm(token, { kind: "phone", otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.user.phone).toBe("+213551234567");
    expect((await reload(customer.id)).phone).toBe("+213551234567");
  });

  it("should refuse bad values with their field and write nothing", async () => {
    const { customer, token } = await signedIn();
    for (const [body, field, key] of [
      [{ kind: "email", email: "" }, "email", "emailRequired"],
      [{ kind: "email", email: "not-an-email" }, "email", "validEmail"],
      [{ kind: "email", email: `${"a".repeat(500)}@example.com` }, "email", undefined],
      [{ kind: "email", email: customer.email }, "email", "sameEmail"],
      [{ kind: "phone", phone: "abc" }, "phone", "invalidNumbers"],
      [{ kind: "phone", phone: "9".repeat(500) }, "phone", "invalidNumbers"],
      [{ kind: "phone", phone: customer.phone }, "phone", "samePhone"],
    ] as const) {
      const res = await change(token, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.fields[field]).toBeDefined();
      if (key) expect(res.body.fields[field]).toBe(key);
    }
    const codes = await app.db("confirmation_codes").where({ customer_id: customer.id });
    expect(codes).toHaveLength(0);
    const row = await reload(customer.id);
    expect([row.email, row.phone]).toEqual([customer.email, customer.phone]);
  });

  it("should refuse an address another account uses, and a new code within the minute", async () => {
    const other = await makeCustomer(app.db);
    const { token } = await signedIn();
    const taken = await change(token, { kind: "email", email: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("EMAIL_TAKEN");

    expect((await change(token, { kind: "phone", phone: "+33698765432" })).status).toBe(200);
    const again = await change(token, { kind: "phone", phone: "+33698765433" });
    expect(again.status).toBe(429);
    advance(61_000);
    expect((await change(token, { kind: "phone", phone: "+33698765433" })).status).toBe(200);
  });

  it("should let one of two racing confirmations win and answer the other 409", async () => {
    const { customer, token } = await signedIn();
    const email = `race-${unique()}@example.com`;
    expect((await change(token, { kind: "email", email })).status).toBe(200);
    const code = await codeSentTo(app, email);
    const answers = await Promise.all([
      confirm(token, { kind: "email", otp: code }),
      confirm(token, { kind: "email", otp: code }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.code).toBe("CODE_USED");
    expect((await reload(customer.id)).email).toBe(email);
  });

  it("should check at most five of 50 parallel wrong codes, then refuse the right one", async () => {
    const { customer, token } = await signedIn();
    const email = `flood-${unique()}@example.com`;
    expect((await change(token, { kind: "email", email })).status).toBe(200);
    const code = await codeSentTo(app, email);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => confirm(token, { kind: "email", otp: wrongCode(code) })),
    );
    const checked = answers.filter((res) => res.body.code === "INVALID_CODE").length;
    expect(checked).toBe(5);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(45);
    const right = await confirm(token, { kind: "email", otp: code });
    expect(right.status).toBe(429);
    expect((await reload(customer.id)).email).toBe(customer.email);
  });

  it("should leave the unconfirmed account to the confirm-email page", async () => {
    const { token } = await signedIn({ is_confirmed: false });
    // It changes its e-mail through the confirm-email page (updateemail); the API's confirmation rule answers.
    const res = await change(token, { kind: "email", email: `x-${unique()}@example.com` });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("EMAIL_NOT_CONFIRMED");
  });
});
