import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { PASSWORD, makeCustomer, makeStaff } from "../../test/factories.js";

const app = await createTestApp();

const signup = {
  firstName: "amina",
  lastName: "ben ali",
  email: "Amina.New@Example.com",
  phone: "+33 6 12 34 56 78",
  password: "a-long-password",
  language: "fr",
};

describe("#users.signup", () => {
  it("creates the customer, signs them in and queues a welcome e-mail in their language", async () => {
    const res = await app.request("POST", "/api/users/signup", { body: signup });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ error: false, message: "Created Successfully" });
    expect(res.body.user).toMatchObject({
      firstName: "Amina",
      lastName: "Ben Ali",
      email: "amina.new@example.com",
      phone: "+33612345678",
      isConfirmed: false,
      language: "fr",
    });
    expect(res.body.user.addressHash).toMatchObject(/^[A-HJKMNP-Z2-9]{6}$/);

    const me = await app.request("GET", "/api/users/getuser", { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe("amina.new@example.com");

    const mail = await app.db("email_outbox").where({ to_address: "amina.new@example.com" }).orderBy("id").first();
    expect(mail.subject).toBe("Bienvenue chez IPF");
    expect(mail.text_body).toContain(res.body.user.addressHash);
    const stored = await app.db("customers").where({ email: "amina.new@example.com" }).first();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const before = await app.db("customers").count({ n: "*" }).first();
    const res = await app.request("POST", "/api/users/signup", {
      body: { firstName: "<script>", lastName: "", email: "not-an-email", phone: "+33 ٦١٢٣٤٥٦٧٨", password: "short" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: true,
      code: "VALIDATION",
      fields: {
        firstName: "invalidFirstName",
        lastName: "lastNameRequired",
        email: "validEmail",
        password: "passwordMin",
        // With the others, not in a second round.
        phone: "noArabicNumbers",
      },
    });
    const after = await app.db("customers").count({ n: "*" }).first();
    expect(after).toEqual(before);
  });

  it("asks for the Latin spelling of a name typed in Arabic, keeps both, and prints the Latin one", async () => {
    const missing = await app.request("POST", "/api/users/signup", {
      body: { ...signup, email: "arabic.name@example.com", firstName: "أمينة", lastName: "بن علي" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      latinFirstName: "latinFirstNameRequired",
      latinLastName: "latinLastNameRequired",
    });
    expect(await app.db("customers").where({ email: "arabic.name@example.com" }).first()).toBeUndefined();

    const res = await app.request("POST", "/api/users/signup", {
      body: {
        ...signup,
        email: "arabic.name@example.com",
        firstName: "أمينة",
        lastName: "بن علي",
        latinFirstName: "amina",
        latinLastName: "ben ali",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      firstName: "أمينة",
      lastName: "بن علي",
      fullName: "أمينة بن علي",
      latinFirstName: "Amina",
      latinLastName: "Ben Ali",
      labelName: "Amina Ben Ali",
    });
  });

  it("refuses a Latin spelling in Arabic script", async () => {
    const res = await app.request("POST", "/api/users/signup", {
      body: { ...signup, email: "arabic.latin@example.com", firstName: "أمينة", latinFirstName: "أمينة" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ latinFirstName: "latinNameOnly" });
  });

  it("says the limit of a name too long", async () => {
    const res = await app.request("POST", "/api/users/signup", {
      body: { ...signup, email: "long.name@example.com", firstName: "a".repeat(61) },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ firstName: "maxChars?max=60" });
  });

  it("refuses a phone in Arabic-Indic digits with its own message", async () => {
    const res = await app.request("POST", "/api/users/signup", {
      body: { ...signup, email: "digits@example.com", phone: "+33 ٦١٢٣٤٥٦٧٨" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ phone: "noArabicNumbers" });
  });

  it("refuses a phone too short for its country", async () => {
    const res = await app.request("POST", "/api/users/signup", {
      body: { ...signup, email: "short@example.com", phone: "+3361234" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ phone: "phoneTooShort" });
  });

  it("answers 409 EMAIL_TAKEN for an e-mail in use, whatever its case", async () => {
    await makeCustomer(app.db, { email: "taken@example.com" });
    const res = await app.request("POST", "/api/users/signup", { body: { ...signup, email: "TAKEN@example.com" } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "EMAIL_TAKEN", fields: { email: "emailTaken" } });
  });

  it("lets only one of two racing sign-ups for the same e-mail through", async () => {
    const body = { ...signup, email: "race@example.com" };
    const answers = await Promise.all([1, 2, 3].map(() => app.request("POST", "/api/users/signup", { body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const rows = await app.db("customers").whereRaw("lower(email) = ?", ["race@example.com"]);
    expect(rows).toHaveLength(1);
  });
});

describe("#users.login", () => {
  it("answers a token for the right password", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("POST", "/api/users/login", {
      body: { email: customer.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, token: expect.any(String) });
  });

  it("answers 401 with the old product's message for a wrong password or an unknown e-mail", async () => {
    const customer = await makeCustomer(app.db);
    for (const body of [
      { email: customer.email, password: "wrong-password" },
      { email: "nobody@example.com", password: "wrong-password" },
    ]) {
      const res = await app.request("POST", "/api/users/login", { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: true,
        code: "INVALID_CREDENTIALS",
        message: "Incorrect password. Try again, or click 'Forgot Password' to reset it.",
      });
    }
  });

  it("validates the form: e-mail pattern and password length", async () => {
    const res = await app.request("POST", "/api/users/login", { body: { email: "x", password: "1" } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: "validEmail", password: "passwordMin" });
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const res = await app.request("POST", "/api/users/login", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
  });
});

describe("#users.getuser", () => {
  it("should require authentication", async () => {
    const res = await app.request("GET", "/api/users/getuser");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a staff token and a tampered token", async () => {
    const staff = await makeStaff(app.db);
    const staffToken = app.deps.tokens.sign("staff", staff.id, staff.token_version);
    expect((await app.request("GET", "/api/users/getuser", { token: staffToken })).status).toBe(401);
    const customer = await makeCustomer(app.db);
    const token = app.deps.tokens.sign("customer", customer.id, 0);
    const tampered = token.slice(0, -2) + (token.endsWith("a") ? "bb" : "aa");
    expect((await app.request("GET", "/api/users/getuser", { token: tampered })).status).toBe(401);
  });

  it("retires tokens issued before the account's token version changed", async () => {
    const customer = await makeCustomer(app.db);
    const token = app.deps.tokens.sign("customer", customer.id, customer.token_version);
    expect((await app.request("GET", "/api/users/getuser", { token })).status).toBe(200);
    await app.db("customers").where({ id: customer.id }).increment("token_version", 1);
    expect((await app.request("GET", "/api/users/getuser", { token })).status).toBe(401);
  });
});
