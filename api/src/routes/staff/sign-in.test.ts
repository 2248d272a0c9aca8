import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { PASSWORD, makeCustomer, makeStaff } from "../../test/factories.js";

const app = await createTestApp();

describe("#admins.login", () => {
  it("signs staff in and records the attempt with the connection's IP", async () => {
    const staff = await makeStaff(app.db, { username: "lea", group_id: 3 });
    const res = await app.request("POST", "/api/admins/login", {
      body: { username: "Lea", password: PASSWORD, ip: "8.8.8.8", location: "spoofed" },
    });
    expect(res.status).toBe(200);
    expect(res.body.admin).toMatchObject({ id: staff.id, username: "lea", groupId: 3 });
    const log = await app.db("login_logs").where({ staff_id: staff.id }).first();
    expect(log).toMatchObject({
      username: "lea",
      ip: "127.0.0.1",
      location: "Local network",
      success: true,
      reason: null,
    });
  });

  it("answers 401 and logs the reason for a wrong password, an unknown user and a disabled account", async () => {
    const staff = await makeStaff(app.db, { username: "max" });
    await makeStaff(app.db, { username: "gone", is_active: false });
    const cases = [
      { username: "max", password: "nope-nope", reason: "Wrong password" },
      { username: "nobody", password: "nope-nope", reason: "Unknown username" },
      { username: "gone", password: PASSWORD, reason: "Account disabled" },
    ];
    for (const { username, password, reason } of cases) {
      const res = await app.request("POST", "/api/admins/login", { body: { username, password } });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Incorrect username or password." });
      const log = await app.db("login_logs").where({ username }).orderBy("id", "desc").first();
      expect(log).toMatchObject({ success: false, reason });
    }
    expect(staff.id).toBeTruthy();
  });

  it("requires username and password", async () => {
    const res = await app.request("POST", "/api/admins/login", { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ username: "usernameRequired", password: "passwordRequired" });
    expect(await app.db("login_logs").where({ username: "" })).toHaveLength(0);
  });
});

describe("#admins.me", () => {
  it("answers the staff member for a staff token and refuses a customer token", async () => {
    const staff = await makeStaff(app.db, { group_id: 2 });
    const staffToken = app.deps.tokens.sign("staff", staff.id, staff.token_version);
    const ok = await app.request("GET", "/api/admins/me", { token: staffToken });
    expect(ok.status).toBe(200);
    expect(ok.body.admin).toMatchObject({ groupId: 2, username: staff.username });

    const customer = await makeCustomer(app.db);
    const customerToken = app.deps.tokens.sign("customer", customer.id, customer.token_version);
    expect((await app.request("GET", "/api/admins/me", { token: customerToken })).status).toBe(401);
  });
});
