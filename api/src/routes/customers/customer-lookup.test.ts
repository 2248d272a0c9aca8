import { describe, expect, it } from "vitest";
import { phoneDigits } from "../../services/customers-admin.js";
import { createStaffTestApp } from "../../test/factories.js";
import { PASSWORD } from "../../test/factories.js";
import { makeCustomer } from "../../test/factories-config.js";

const { app, token } = await createStaffTestApp(2);
const ids = (body: { users: { id: string }[] }) => body.users.map((u) => u.id);

describe("#users.list by phone", () => {
  it("should find a customer by part of the phone, in any spacing, with or without the trunk 0", async () => {
    const wanted = await makeCustomer(app.db, { phone: "+213771234987", country: "DZ" });
    await makeCustomer(app.db, { phone: "+213660000111", country: "DZ" });
    for (const query of ["+213 771 23 49 87", "0771234987", "771-234-987", "1234987"]) {
      const res = await app.request("GET", `/api/users?query=${encodeURIComponent(query)}`, { token });
      expect(res.status).toBe(200);
      expect(ids(res.body), query).toEqual([wanted.id]);
    }
  });

  it("should not read a name, a code or a short number as a phone", async () => {
    expect(phoneDigits("Karim")).toEqual([]);
    expect(phoneDigits("ZQ12")).toEqual([]);
    expect(phoneDigits("12")).toEqual([]);
    expect(phoneDigits("0555 12")).toEqual(["055512", "55512"]);
    const res = await app.request("GET", "/api/users?query=%2B%25%25", { token });
    expect(res.status).toBe(200);
    expect(res.body.userCount).toBe(0);
  });
});

describe("#users.id logins", () => {
  it("should list the customer's sign-ins, newest first, with address and browser", async () => {
    const customer = await makeCustomer(app.db);
    const signIn = (agent: string) =>
      app.request("POST", "/api/users/login", {
        body: { email: customer.email, password: PASSWORD },
        headers: { "user-agent": agent },
      });
    expect((await signIn("Browser One")).status).toBe(200);
    expect((await signIn("Browser Two")).status).toBe(200);
    const wrong = await app.request("POST", "/api/users/login", {
      body: { email: customer.email, password: "nope-nope" },
    });
    expect(wrong.status).toBe(401);

    const res = await app.request("GET", `/api/users/id/${customer.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.user.logins.map((l: { userAgent: string }) => l.userAgent)).toEqual(["Browser Two", "Browser One"]);
    expect(res.body.user.logins[0]).toEqual({
      _id: expect.any(String),
      ip: expect.any(String),
      userAgent: "Browser Two",
      date: expect.any(String),
    });
    expect(res.body.user.lastLogin).not.toBeNull();
  });

  it("should answer an empty history for a customer who never signed in", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("GET", `/api/users/id/${customer.id}`, { token });
    expect(res.body.user.logins).toEqual([]);
  });
});
