import { describe, expect, it } from "vitest";
import { expectRacingGuessesCapped } from "../../test/guesses.js";
import { createTestApp } from "../../test/harness.js";
import { PASSWORD, makeCustomer } from "../../test/factories.js";
import { customerToken } from "../../test/factories-accounts.js";
import { until } from "../../test/until.js";
import { PASSWORD_RESET_TASK } from "../../services/accounts.js";

const app = await createTestApp({ PUBLIC_URL: "https://ipf.example" });

/** Asks for a reset link, and waits for the job that sends it (or not) to be done. */
async function recover(email: string) {
  const res = await app.request("POST", "/api/users/password/recover", { body: { email } });
  await until("the reset job", async () =>
    (await app.db("graphile_worker.jobs").where({ task_identifier: PASSWORD_RESET_TASK }).first()) ? undefined : true,
  );
  return res;
}

/** The token of the newest reset link e-mailed to `email`. */
async function resetTokenFor(email: string): Promise<string> {
  const mail = await app.db("email_outbox").where({ to_address: email }).orderBy("id", "desc").first();
  const match = /reset-password\?token=([\w-]+)/.exec(mail.text_body);
  if (!match) throw new Error("no reset link in the e-mail");
  return match[1]!;
}

describe("#users.updateuser", () => {
  it("should require authentication", async () => {
    const res = await app.request("PUT", "/api/users/updateuser", { body: { firstName: "A", lastName: "B" } });
    expect(res.status).toBe(401);
  });

  it("capitalises and saves the names, and answers a fresh token", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("PUT", "/api/users/updateuser", {
      token: customerToken(app, customer),
      body: { firstName: "  jean  luc ", lastName: "بن علي", latinLastName: "ben ali", email: "ignored@example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      error: false,
      message: "Updated Successfully.",
      token: expect.any(String),
      user: { firstName: "Jean Luc", lastName: "بن علي", email: customer.email },
    });
    const me = await app.request("GET", "/api/users/getuser", { token: res.body.token });
    expect(me.body.user).toMatchObject({
      fullName: "Jean Luc بن علي",
      latinFirstName: null,
      latinLastName: "Ben Ali",
      labelName: "Jean Luc Ben Ali",
    });
  });

  it("asks an account with an Arabic-only name for its Latin spelling, once given never again", async () => {
    const customer = await makeCustomer(app.db, { first_name: "أمينة", last_name: "بن علي" });
    const token = customerToken(app, customer);
    const before = await app.request("GET", "/api/users/getuser", { token });
    expect(before.body.user).toMatchObject({ latinFirstName: null, latinLastName: null, labelName: null });

    const missing = await app.request("PUT", "/api/users/updateuser", {
      token,
      body: { firstName: "أمينة", lastName: "بن علي", latinFirstName: "Amina", latinLastName: "" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ latinLastName: "latinLastNameRequired" });
    expect((await app.db("customers").where({ id: customer.id }).first()).latin_first_name).toBeNull();

    const res = await app.request("PUT", "/api/users/updateuser", {
      token,
      body: { firstName: "أمينة", lastName: "بن علي", latinFirstName: "Amina", latinLastName: "Ben Ali" },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ fullName: "أمينة بن علي", labelName: "Amina Ben Ali" });

    // Renamed in Latin letters: the Latin spelling of the old Arabic name is not kept.
    const renamed = await app.request("PUT", "/api/users/updateuser", {
      token,
      body: { firstName: "Amina", lastName: "بن علي", latinFirstName: "Old", latinLastName: "Ben Ali" },
    });
    expect(renamed.body.user).toMatchObject({ latinFirstName: null, labelName: "Amina Ben Ali" });
  });

  it.each(["a@b", "x<y", "a=b", "who?", "me!", "a/b", "a&b", "x>y"])(
    "refuses the name %s and changes nothing",
    async (name) => {
      const customer = await makeCustomer(app.db);
      const res = await app.request("PUT", "/api/users/updateuser", {
        token: customerToken(app, customer),
        body: { firstName: name, lastName: "" },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ firstName: "invalidFirstName", lastName: "lastNameRequired" });
      const row = await app.db("customers").where({ id: customer.id }).first();
      expect(row.first_name).toBe(customer.first_name);
    },
  );
});

describe("#users.update_password", () => {
  it("answers 'Incorrect Password' for a wrong current password and changes nothing", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("POST", "/api/users/update_password", {
      token: customerToken(app, customer),
      body: { curPassword: "not-the-password", newPassword: "another-password" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "INCORRECT_PASSWORD",
      message: "Incorrect Password",
      fields: { curPassword: "incorrectPassword" },
    });
    const row = await app.db("customers").where({ id: customer.id }).first();
    expect(row.password_hash).toBe(customer.password_hash);
    expect(row.token_version).toBe(customer.token_version);
  });

  it("validates the new password's length", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("POST", "/api/users/update_password", {
      token: customerToken(app, customer),
      body: { curPassword: PASSWORD, newPassword: "short" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ newPassword: "passwordMin" });
  });

  it("changes the password, signs out the other sessions and keeps the caller signed in", async () => {
    const customer = await makeCustomer(app.db);
    const old = customerToken(app, customer);
    const res = await app.request("POST", "/api/users/update_password", {
      token: old,
      body: { curPassword: PASSWORD, newPassword: "a-brand-new-password" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, message: "Updated Successfully.", token: expect.any(String) });
    expect((await app.request("GET", "/api/users/getuser", { token: old })).status).toBe(401);
    expect((await app.request("GET", "/api/users/getuser", { token: res.body.token })).status).toBe(200);
    const login = await app.request("POST", "/api/users/login", {
      body: { email: customer.email, password: "a-brand-new-password" },
    });
    expect(login.status).toBe(200);
  });

  it("stops guessing the current password after ten misses", async () => {
    const customer = await makeCustomer(app.db);
    const token = customerToken(app, customer);
    const body = { curPassword: "wrong-password", newPassword: "another-password" };
    for (let i = 0; i < 10; i++) {
      expect((await app.request("POST", "/api/users/update_password", { token, body })).status).toBe(400);
    }
    const res = await app.request("POST", "/api/users/update_password", {
      token,
      body: { curPassword: PASSWORD, newPassword: "another-password" },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("#users.update_password, guesses sent together", () => {
  it("checks at most ten of 50 parallel wrong passwords, then refuses the right one too", async () => {
    const customer = await makeCustomer(app.db);
    const token = customerToken(app, customer);
    await expectRacingGuessesCapped(
      (i) =>
        app.request("POST", "/api/users/update_password", {
          token,
          body: { curPassword: `wrong-password-${i}`, newPassword: "another-password" },
        }),
      10,
    );
    const right = await app.request("POST", "/api/users/update_password", {
      token,
      body: { curPassword: PASSWORD, newPassword: "another-password" },
    });
    expect(right.status).toBe(429);
    expect((await app.db("customers").where({ id: customer.id }).first()).password_hash).toBe(customer.password_hash);
  });

  it("does not count a request refused before the check, and a success clears the count", async () => {
    const customer = await makeCustomer(app.db);
    const token = customerToken(app, customer);
    const wrong = { curPassword: "wrong-password", newPassword: "another-password" };
    for (let i = 0; i < 9; i++) {
      expect((await app.request("POST", "/api/users/update_password", { token, body: wrong })).status).toBe(400);
    }
    // A new password too short is refused by its schema, before the current one is checked.
    const invalid = { curPassword: "wrong-password", newPassword: "short" };
    for (let i = 0; i < 3; i++) {
      expect((await app.request("POST", "/api/users/update_password", { token, body: invalid })).status).toBe(400);
    }
    const right = await app.request("POST", "/api/users/update_password", {
      token,
      body: { curPassword: PASSWORD, newPassword: "another-password" },
    });
    expect(right.status).toBe(200);
    const fresh = right.body.token as string;
    const again = { curPassword: "wrong-password", newPassword: "third-password" };
    for (let i = 0; i < 10; i++) {
      expect((await app.request("POST", "/api/users/update_password", { token: fresh, body: again })).status).toBe(400);
    }
  });
});

describe("#users.password.recover", () => {
  it("answers an unknown e-mail exactly as a known one, and sends nothing to it", async () => {
    const customer = await makeCustomer(app.db);
    const before = await app.db("email_outbox").count({ n: "*" }).first();
    const unknown = await recover("nobody@example.com");
    expect(await app.db("email_outbox").count({ n: "*" }).first()).toEqual(before);
    const known = await recover(customer.email);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(unknown.body).toEqual({
      error: false,
      message: "If an account uses this e-mail address, a link to choose a new password has been sent to it.",
    });
    expect(await app.db("email_outbox").where({ to_address: customer.email })).toHaveLength(1);
  });

  it("validates the e-mail", async () => {
    const res = await app.request("POST", "/api/users/password/recover", { body: { email: "" } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: "emailRequired" });
  });

  it("e-mails a reset link to the site's recovery page in the customer's language", async () => {
    const customer = await makeCustomer(app.db, { language: "fr" });
    const res = await recover(customer.email);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    const mail = await app.db("email_outbox").where({ to_address: customer.email }).orderBy("id", "desc").first();
    expect(mail.subject).toBe("Réinitialisez votre mot de passe");
    // On the address it was asked from (127.0.0.1 here, a loopback name outside production), not PUBLIC_URL's.
    expect(mail.text_body).toContain(`${app.url}/fr/reset-password?token=`);
    expect(mail.text_body).toMatch(/reset-password\?token=[\w-]{40,}/);
    const stored = await app.db("confirmation_codes").where({ customer_id: customer.id, purpose: "password_reset" });
    expect(stored).toHaveLength(1);
    expect(mail.text_body).not.toContain(stored[0].code_hash);
  });
});

describe("#users.password.recover limits", () => {
  it("sends at most five links an hour to one account, then answers the same and sends nothing", async () => {
    const customer = await makeCustomer(app.db);
    for (let i = 0; i < 7; i++) {
      const res = await recover(customer.email);
      expect(res.status).toBe(200);
    }
    const links = await app.db("confirmation_codes").where({ customer_id: customer.id, purpose: "password_reset" });
    expect(links).toHaveLength(5);
    const mails = await app.db("email_outbox").where({ to_address: customer.email });
    expect(mails).toHaveLength(5);
  });

  it("keeps the owner's link working however often someone else asks for links", async () => {
    const customer = await makeCustomer(app.db);
    // The owner asks first; then someone else asks many times.
    await recover(customer.email);
    const owners = await resetTokenFor(customer.email);
    for (let i = 0; i < 8; i++) {
      await recover(customer.email);
    }
    const res = await app.request("POST", "/api/users/password/reset", {
      body: { token: owners, password: "fresh-password" },
    });
    expect(res.status).toBe(200);
  });
});

describe("#users.password.reset", () => {
  it("sets the new password once, signs the customer in and retires older sessions", async () => {
    const customer = await makeCustomer(app.db, { is_confirmed: false });
    const old = customerToken(app, customer);
    await recover(customer.email);
    const token = await resetTokenFor(customer.email);

    const res = await app.request("POST", "/api/users/password/reset", { body: { token, password: "fresh-password" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, token: expect.any(String), user: { isConfirmed: true } });
    expect((await app.request("GET", "/api/users/getuser", { token: old })).status).toBe(401);
    const login = await app.request("POST", "/api/users/login", {
      body: { email: customer.email, password: "fresh-password" },
    });
    expect(login.status).toBe(200);

    const again = await app.request("POST", "/api/users/password/reset", {
      body: { token, password: "third-password" },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "INVALID_RESET_TOKEN", fields: { token: "invalidResetToken" } });
  });

  it("refuses a link older than one hour", async () => {
    const customer = await makeCustomer(app.db);
    await recover(customer.email);
    const token = await resetTokenFor(customer.email);
    app.setNow(new Date(Date.now() + 61 * 60_000));
    try {
      const res = await app.request("POST", "/api/users/password/reset", {
        body: { token, password: "fresh-password" },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("INVALID_RESET_TOKEN");
    } finally {
      app.setNow(new Date());
    }
    const row = await app.db("customers").where({ id: customer.id }).first();
    expect(row.password_hash).toBe(customer.password_hash);
  });

  it("keeps an earlier link valid when a new one is sent, and retires every link once one is used", async () => {
    const customer = await makeCustomer(app.db);
    await recover(customer.email);
    const first = await resetTokenFor(customer.email);
    await recover(customer.email);
    const second = await resetTokenFor(customer.email);
    expect(second).not.toBe(first);
    const res = await app.request("POST", "/api/users/password/reset", {
      body: { token: first, password: "fresh-password" },
    });
    expect(res.status).toBe(200);
    const again = await app.request("POST", "/api/users/password/reset", {
      body: { token: second, password: "other-password" },
    });
    expect(again.status).toBe(400);
  });

  it("lets only one of two racing uses of a link through", async () => {
    const customer = await makeCustomer(app.db);
    await recover(customer.email);
    const token = await resetTokenFor(customer.email);
    const answers = await Promise.all(
      ["racer-one-password", "racer-two-password"].map((password) =>
        app.request("POST", "/api/users/password/reset", { body: { token, password } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const row = await app.db("customers").where({ id: customer.id }).first();
    expect(row.token_version).toBe(customer.token_version + 1);
  });

  it("refuses an unknown token", async () => {
    const res = await app.request("POST", "/api/users/password/reset", {
      body: { token: "made-up-token", password: "fresh-password" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_RESET_TOKEN");
  });
});
