import { describe, expect, it } from "vitest";
import { expectRacingGuessesCapped } from "../../test/guesses.js";
import { createTestApp } from "../../test/harness.js";
import { PASSWORD } from "../../test/factories.js";
import { makeStaff, staffToken } from "../../test/factories-config.js";

const app = await createTestApp();

describe("#admins.changepass", () => {
  it("should require authentication", async () => {
    const res = await app.request("POST", "/api/admins/changepass", {
      body: { oldPassword: PASSWORD, newPassword: "another-password" },
    });
    expect(res.status).toBe(401);
  });

  it("changes the password, signs other sessions out and keeps this one", async () => {
    const staff = await makeStaff(app.db, { group_id: 4 });
    const other = staffToken(app, staff);
    const res = await app.request("POST", "/api/admins/changepass", {
      token: staffToken(app, staff),
      body: { oldPassword: PASSWORD, newPassword: "a-brand-new-password" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, message: "Password Changed Successfully" });
    expect((await app.request("GET", "/api/admins/me", { token: other })).status).toBe(401);
    expect((await app.request("GET", "/api/admins/me", { token: res.body.token })).status).toBe(200);
    const login = await app.request("POST", "/api/admins/login", {
      body: { username: staff.username, password: "a-brand-new-password" },
    });
    expect(login.status).toBe(200);
  });

  it("refuses a wrong current password and a short new one, changing nothing", async () => {
    const staff = await makeStaff(app.db);
    const token = staffToken(app, staff);
    const wrong = await app.request("POST", "/api/admins/changepass", {
      token,
      body: { oldPassword: "not-the-password", newPassword: "a-brand-new-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "INCORRECT_PASSWORD", fields: { oldPassword: "incorrectPassword" } });
    const short = await app.request("POST", "/api/admins/changepass", {
      token,
      body: { oldPassword: PASSWORD, newPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ newPassword: "passwordMin" });
    const row = await app.db("staff").where({ id: staff.id }).first();
    expect(row.token_version).toBe(staff.token_version);
    expect((await app.request("GET", "/api/admins/me", { token })).status).toBe(200);
  });

  it("stops guessing after five wrong passwords", async () => {
    const staff = await makeStaff(app.db);
    const token = staffToken(app, staff);
    for (let i = 0; i < 5; i++) {
      const res = await app.request("POST", "/api/admins/changepass", {
        token,
        body: { oldPassword: `guess-${i}-xx`, newPassword: "a-brand-new-password" },
      });
      expect(res.status).toBe(400);
    }
    const blocked = await app.request("POST", "/api/admins/changepass", {
      token,
      body: { oldPassword: PASSWORD, newPassword: "a-brand-new-password" },
    });
    expect(blocked.status).toBe(429);
  });

  it("checks at most five of 50 parallel wrong passwords, then refuses the right one too", async () => {
    const staff = await makeStaff(app.db);
    const token = staffToken(app, staff);
    await expectRacingGuessesCapped(
      (i) =>
        app.request("POST", "/api/admins/changepass", {
          token,
          body: { oldPassword: `guess-${i}-xx`, newPassword: "a-brand-new-password" },
        }),
      5,
    );
    const right = await app.request("POST", "/api/admins/changepass", {
      token,
      body: { oldPassword: PASSWORD, newPassword: "a-brand-new-password" },
    });
    expect(right.status).toBe(429);
    expect((await app.db("staff").where({ id: staff.id }).first()).token_version).toBe(staff.token_version);
  });

  it("lets one of two racing changes from the same old password win", async () => {
    const staff = await makeStaff(app.db);
    const token = staffToken(app, staff);
    const answers = await Promise.all(
      ["first-new-password", "second-new-password"].map((newPassword) =>
        app.request("POST", "/api/admins/changepass", { token, body: { oldPassword: PASSWORD, newPassword } }),
      ),
    );
    // The second waits for the first's lock, then finds the old password gone.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await app.db("staff").where({ id: staff.id }).first()).token_version).toBe(staff.token_version + 1);
  });
});

describe("#admins.login-logs", () => {
  it("pages the sign-in history newest first, for admins", async () => {
    const admin = await makeStaff(app.db, { group_id: 1, email: "lea@ipf.example", full_name: "Léa Martin" });
    // Later than the sign-ins the tests above made, so these come first.
    const base = Date.UTC(2099, 5, 1);
    for (let i = 0; i < 3; i++) {
      await app.db("login_logs").insert({
        staff_id: i === 2 ? admin.id : null,
        username: i === 2 ? admin.username : `unknown-${i}`,
        ip: `10.0.0.${i}`,
        location: i === 2 ? "Paris, FR" : null,
        success: i === 2,
        reason: i === 2 ? null : "Unknown username",
        created_at: new Date(base + i * 60_000),
      });
    }
    const total = Number((await app.db("login_logs").count<{ count: number }[]>("* as count"))[0]!.count);
    const res = await app.request("GET", "/api/admins/login-logs?page=0&perPage=2", { token: staffToken(app, admin) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: total, pageCount: Math.ceil(total / 2) });
    expect(res.body.logs[0]).toEqual({
      _id: expect.any(String),
      admin: { _id: admin.id, username: admin.username, email: "lea@ipf.example", fullName: "Léa Martin" },
      username: admin.username,
      location: "Paris, FR",
      ip: "10.0.0.2",
      date: new Date(base + 120_000).toISOString(),
      status: true,
      reason: null,
    });
    expect(res.body.logs[1]).toMatchObject({ admin: null, status: false, reason: "Unknown username", location: null });
  });
});
