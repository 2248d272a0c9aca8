import { describe, expect, it } from "vitest";
import { createTestApp, movableClock } from "../../test/harness.js";
import { makeCustomer } from "../../test/factories.js";
import { ADDRESS, codeSentTo, customerToken, wrongCode } from "../../test/factories-accounts.js";
import type { CustomerRow } from "../../db-rows.js";

const app = await createTestApp();
const MINUTE = 60_000;
const advance = movableClock(app);

async function unconfirmed(fields: Partial<CustomerRow> = {}) {
  const customer = await makeCustomer(app.db, { is_confirmed: false, ...fields });
  return { customer, token: customerToken(app, customer) };
}

async function generate(token: string) {
  return app.request("GET", "/api/users/generate-confirmation", { token });
}

describe("#users.signup confirmation code", () => {
  it("e-mails the first six-digit code with the welcome e-mail", async () => {
    const res = await app.request("POST", "/api/users/signup", {
      body: {
        firstName: "Sara",
        lastName: "Haddad",
        email: "sara@example.com",
        phone: "+213551234567",
        password: "a-long-password",
        language: "ar",
      },
    });
    expect(res.status).toBe(201);
    const mails = await app.db("email_outbox").where({ to_address: "sara@example.com" }).orderBy("id");
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(/^رمز تأكيد بريدك الإلكتروني: \d{6}$/);
    const code = await codeSentTo(app, "sara@example.com");
    const confirm = await app.request("POST", "/api/users/confirm-otp", { token: res.body.token, body: { otp: code } });
    expect(confirm.status).toBe(200);
    expect(confirm.body.user.isConfirmed).toBe(true);
  });
});

describe("#users.confirmation-status", () => {
  it("should require authentication", async () => {
    expect((await app.request("GET", "/api/users/confirmation-status")).status).toBe(401);
  });

  it("answers whether the e-mail is confirmed", async () => {
    const { token } = await unconfirmed();
    expect((await app.request("GET", "/api/users/confirmation-status", { token })).body).toEqual({
      error: false,
      status: false,
    });
    const confirmed = await makeCustomer(app.db);
    const res = await app.request("GET", "/api/users/confirmation-status", { token: customerToken(app, confirmed) });
    expect(res.body.status).toBe(true);
  });
});

describe("#users.generate-confirmation", () => {
  it("answers 'User Confirmed' for a confirmed account and sends nothing", async () => {
    const customer = await makeCustomer(app.db);
    const res = await generate(customerToken(app, customer));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: true, code: "USER_CONFIRMED", message: "User Confirmed" });
    expect(await app.db("email_outbox").where({ to_address: customer.email })).toHaveLength(0);
  });

  it("sends a code, then refuses another within 60 seconds", async () => {
    const { customer, token } = await unconfirmed();
    const first = await generate(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: false, message: expect.any(String) });
    const mail = await app.db("email_outbox").where({ to_address: customer.email }).first();
    expect(mail.subject).toMatch(/^Your e-mail confirmation code: \d{6}$/);
    expect(mail.html_body).toContain(await codeSentTo(app, customer.email));

    advance(30_000);
    const early = await generate(token);
    expect(early.status).toBe(429);
    expect(early.body.code).toBe("RESEND_TOO_SOON");
    expect(Number(early.headers.get("retry-after"))).toBe(30);

    advance(31_000);
    expect((await generate(token)).status).toBe(200);
    expect(await app.db("email_outbox").where({ to_address: customer.email })).toHaveLength(2);
  });

  it("answers 'Limit Exceeded' after ten codes in a day, until the oldest is a day old", async () => {
    const { customer, token } = await unconfirmed();
    for (let i = 0; i < 10; i++) {
      expect((await generate(token)).status).toBe(200);
      advance(MINUTE);
    }
    const res = await generate(token);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "LIMIT_EXCEEDED", message: "Limit Exceeded" });
    expect(await app.db("confirmation_codes").where({ customer_id: customer.id })).toHaveLength(10);
    advance(24 * 60 * MINUTE - 10 * MINUTE + 1000);
    expect((await generate(token)).status).toBe(200);
  });

  it("lets only one of several racing requests send a code", async () => {
    const { customer, token } = await unconfirmed();
    const answers = await Promise.all([1, 2, 3, 4].map(() => generate(token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429]);
    expect(await app.db("confirmation_codes").where({ customer_id: customer.id })).toHaveLength(1);
  });
});

describe("#users.confirm-otp", () => {
  it("confirms the e-mail with the right code, once", async () => {
    const { customer, token } = await unconfirmed();
    await generate(token);
    const res = await app.request("POST", "/api/users/confirm-otp", {
      token,
      body: { otp: await codeSentTo(app, customer.email) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, user: { isConfirmed: true } });
    const again = await app.request("POST", "/api/users/confirm-otp", { token, body: { otp: "123456" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("User Confirmed");
  });

  it("validates the code's shape", async () => {
    const { token } = await unconfirmed();
    for (const otp of ["12345", "1234567", "abcdef", "١٢٣٤٥٦"]) {
      const res = await app.request("POST", "/api/users/confirm-otp", { token, body: { otp } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ otp: "invalidCode" });
    }
  });

  it("answers 'Invalid code' for a wrong code, and counts the try", async () => {
    const { customer, token } = await unconfirmed();
    await generate(token);
    const code = await codeSentTo(app, customer.email);
    const res = await app.request("POST", "/api/users/confirm-otp", { token, body: { otp: wrongCode(code) } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "INVALID_CODE", message: "Invalid code", fields: { otp: "invalidCode" } });
    const row = await app.db("confirmation_codes").where({ customer_id: customer.id }).first();
    expect(row.attempts).toBe(1);
    expect((await app.db("customers").where({ id: customer.id }).first()).is_confirmed).toBe(false);
  });

  it("answers 'Code expired' after 15 minutes", async () => {
    const { customer, token } = await unconfirmed();
    await generate(token);
    const code = await codeSentTo(app, customer.email);
    advance(15 * MINUTE + 1000);
    const res = await app.request("POST", "/api/users/confirm-otp", { token, body: { otp: code } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "CODE_EXPIRED", message: "Code expired", fields: { otp: "expiredCode" } });
    expect((await app.db("customers").where({ id: customer.id }).first()).is_confirmed).toBe(false);
  });

  it("accepts a code just before it expires", async () => {
    const { customer, token } = await unconfirmed();
    await generate(token);
    advance(14 * MINUTE);
    const res = await app.request("POST", "/api/users/confirm-otp", {
      token,
      body: { otp: await codeSentTo(app, customer.email) },
    });
    expect(res.status).toBe(200);
  });

  it("burns a code after five wrong tries, even racing ones; a new code works", async () => {
    const { customer, token } = await unconfirmed();
    await generate(token);
    const code = await codeSentTo(app, customer.email);
    const wrong = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map(() =>
        app.request("POST", "/api/users/confirm-otp", { token, body: { otp: wrongCode(code) } }),
      ),
    );
    expect(wrong.map((a) => a.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const row = await app.db("confirmation_codes").where({ customer_id: customer.id }).first();
    expect(row.attempts).toBe(5);

    const right = await app.request("POST", "/api/users/confirm-otp", { token, body: { otp: code } });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("TOO_MANY_ATTEMPTS");

    advance(61_000);
    await generate(token);
    const fresh = await codeSentTo(app, customer.email);
    const ok = await app.request("POST", "/api/users/confirm-otp", { token, body: { otp: fresh } });
    expect(ok.status).toBe(200);
  });

  it("refuses a superseded code", async () => {
    const { customer, token } = await unconfirmed();
    await generate(token);
    const old = await codeSentTo(app, customer.email);
    advance(61_000);
    await generate(token);
    const fresh = await codeSentTo(app, customer.email);
    if (fresh === old) return; // one chance in a million: nothing to tell apart
    const res = await app.request("POST", "/api/users/confirm-otp", { token, body: { otp: old } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_CODE");
  });
});

describe("#users.confirm-otp limit", () => {
  it("answers 429 RATE_LIMITED after 60 checks in an hour, whatever the codes", async () => {
    const { token } = await unconfirmed();
    for (let i = 0; i < 60; i++) {
      expect((await app.request("POST", "/api/users/confirm-otp", { token, body: { otp: "000000" } })).status).not.toBe(
        500,
      );
    }
    const res = await app.request("POST", "/api/users/confirm-otp", { token, body: { otp: "000000" } });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("RATE_LIMITED");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("#users.updateemail", () => {
  it("changes an unconfirmed e-mail, sends a code there and answers a fresh token", async () => {
    const { customer, token } = await unconfirmed();
    const res = await app.request("PUT", "/api/users/updateemail", {
      token,
      body: { email: " New.Address@Example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      error: false,
      token: expect.any(String),
      user: { email: "new.address@example.com" },
    });
    const code = await codeSentTo(app, "new.address@example.com");
    const confirm = await app.request("POST", "/api/users/confirm-otp", { token: res.body.token, body: { otp: code } });
    expect(confirm.status).toBe(200);
    const row = await app.db("customers").where({ id: customer.id }).first();
    expect(row).toMatchObject({ email: "new.address@example.com", is_confirmed: true });
  });

  it("refuses to change a confirmed e-mail", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("PUT", "/api/users/updateemail", {
      token: customerToken(app, customer),
      body: { email: "other@example.com" },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("EMAIL_CONFIRMED");
    expect((await app.db("customers").where({ id: customer.id }).first()).email).toBe(customer.email);
  });

  it("refuses a second change within 2 minutes", async () => {
    const { customer, token } = await unconfirmed();
    const suffix = customer.id.slice(0, 8);
    expect(
      (await app.request("PUT", "/api/users/updateemail", { token, body: { email: `one-${suffix}@example.com` } }))
        .status,
    ).toBe(200);
    advance(90_000);
    const early = await app.request("PUT", "/api/users/updateemail", {
      token,
      body: { email: `two-${suffix}@example.com` },
    });
    expect(early.status).toBe(429);
    expect(early.body.code).toBe("EMAIL_CHANGE_TOO_SOON");
    expect(Number(early.headers.get("retry-after"))).toBe(30);
    advance(31_000);
    const later = await app.request("PUT", "/api/users/updateemail", {
      token,
      body: { email: `two-${suffix}@example.com` },
    });
    expect(later.status).toBe(200);
  });

  it("refuses an e-mail in use, whatever its case", async () => {
    await makeCustomer(app.db, { email: "in.use@example.com" });
    const { customer, token } = await unconfirmed();
    const res = await app.request("PUT", "/api/users/updateemail", { token, body: { email: "IN.USE@example.com" } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "EMAIL_TAKEN", fields: { email: "emailTaken" } });
    expect((await app.db("customers").where({ id: customer.id }).first()).email).toBe(customer.email);
  });

  it("validates the e-mail", async () => {
    const { token } = await unconfirmed();
    const res = await app.request("PUT", "/api/users/updateemail", { token, body: { email: "nope" } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: "validEmail" });
  });

  it("lets only one of two racing changes through", async () => {
    const { customer, token } = await unconfirmed();
    const answers = await Promise.all(
      ["a", "b"].map((tag) =>
        app.request("PUT", "/api/users/updateemail", { token, body: { email: `${tag}-${customer.id}@example.com` } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
  });
});

describe("#users confirmation rule", () => {
  it("answers 403 EMAIL_NOT_CONFIRMED until the e-mail is confirmed, and lets the confirmation itself through", async () => {
    const { customer, token } = await unconfirmed();
    const refused = [
      await app.request("GET", "/api/users/packages/get?page=0&perPage=10", { token }),
      await app.request("POST", "/api/users/addresses/add", { token, body: ADDRESS }),
      await app.request("POST", "/api/users/pre-alerts/add", { token, body: {} }),
      await app.request("POST", "/api/users/create/userTicket", { token, body: {} }),
    ];
    expect(refused.map((res) => [res.status, res.body.code])).toEqual(
      Array.from({ length: 4 }, () => [403, "EMAIL_NOT_CONFIRMED"]),
    );
    expect(await app.db("address_book").where({ customer_id: customer.id })).toEqual([]);

    expect((await app.request("GET", "/api/users/getuser", { token })).status).toBe(200);
    const status = await app.request("GET", "/api/users/confirmation-status", { token });
    expect([status.status, status.body.status]).toEqual([200, false]);
    const moved = await app.request("PUT", "/api/users/updateemail", {
      token,
      body: { email: `moved-${customer.id}@example.com` },
    });
    expect(moved.status).toBe(200);
    await advance(3 * MINUTE);
    expect((await generate(moved.body.token)).status).toBe(200);
    const code = await codeSentTo(app, `moved-${customer.id}@example.com`);
    const confirmed = await app.request("POST", "/api/users/confirm-otp", {
      token: moved.body.token,
      body: { otp: code },
    });
    expect(confirmed.status).toBe(200);

    // The same token now passes: confirmation is read with the account, on every request.
    expect((await app.request("GET", "/api/users/packages/get?page=0&perPage=10", { token })).status).toBe(200);
    expect((await app.request("POST", "/api/users/addresses/add", { token, body: ADDRESS })).status).toBe(201);
  });
});
