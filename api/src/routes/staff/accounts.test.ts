import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { makeStaff, staffToken } from "../../test/factories.js";
import { TestSocket } from "../../test/ws-client.js";

const { app, staff: admin, token } = await createStaffTestApp(1);

const newAccount = (fields: Record<string, unknown> = {}) => ({
  username: `desk-${Math.random().toString(36).slice(2, 8)}`,
  fullName: "Samir Haddad",
  email: "",
  groupId: 2,
  password: "a-long-password",
  ...fields,
});

describe("#admins.staff", () => {
  it("should require an admin", async () => {
    expect((await app.request("GET", "/api/admins/staff")).status).toBe(401);
    const support = await makeStaff(app.db, { group_id: 2 });
    const res = await app.request("GET", "/api/admins/staff", { token: staffToken(app, support) });
    expect(res.status).toBe(403);
  });

  it("lists accounts of a tab, searched, without their password hash", async () => {
    const disabled = await makeStaff(app.db, { group_id: 3, full_name: "Zohra Findme", is_active: false });
    const active = await app.request("GET", "/api/admins/staff?q=findme", { token });
    expect(active.status).toBe(200);
    expect(active.body.staff).toEqual([]);
    const found = await app.request("GET", "/api/admins/staff?status=disabled&q=FINDME", { token });
    expect(found.body).toMatchObject({ count: 1, pageCount: 1 });
    expect(found.body.staff[0]).toMatchObject({
      _id: disabled.id,
      groupId: 3,
      isActive: false,
      fullName: "Zohra Findme",
    });
    expect(JSON.stringify(found.body)).not.toContain("argon2");
    const wildcard = await app.request("GET", "/api/admins/staff?status=all&q=%25", { token });
    expect(wildcard.body.staff).toEqual([]);
  });
});

describe("#admins.staff.create", () => {
  it("creates an account that signs in with its group", async () => {
    const body = newAccount({ username: "  New.Desk  ", groupId: 3, email: "desk@example.com" });
    const res = await app.request("POST", "/api/admins/staff/create", { token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: "Created Successfully",
      staff: { username: "new.desk", groupId: 3, isActive: true, email: "desk@example.com", lastLoginAt: null },
    });
    const login = await app.request("POST", "/api/admins/login", {
      body: { username: "new.desk", password: "a-long-password" },
    });
    expect(login.status).toBe(200);
    expect(login.body.admin).toMatchObject({ groupId: 3 });
  });

  it("refuses a taken username, whatever its case", async () => {
    const body = newAccount();
    expect((await app.request("POST", "/api/admins/staff/create", { token, body })).status).toBe(201);
    const again = await app.request("POST", "/api/admins/staff/create", {
      token,
      body: { ...body, username: body.username.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("USERNAME_TAKEN");
  });

  it("refuses bad input field by field and creates nothing", async () => {
    const before = await app.db("staff").count({ n: "*" });
    const empty = await app.request("POST", "/api/admins/staff/create", { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      username: "usernameRequired",
      fullName: "fullNameRequired",
      groupId: "groupRequired",
      password: "passwordRequired",
    });
    const bad = await app.request("POST", "/api/admins/staff/create", {
      token,
      body: newAccount({
        username: "has space",
        fullName: "x".repeat(500),
        email: "not-an-email",
        groupId: 9,
        password: "short",
      }),
    });
    expect(bad.body.fields).toEqual({
      username: "usernameInvalid",
      fullName: "tooLong",
      email: "validEmail",
      groupId: "groupRequired",
      password: "passwordMin",
    });
    const long = await app.request("POST", "/api/admins/staff/create", {
      token,
      body: newAccount({ username: "a".repeat(500), groupId: -1 }),
    });
    expect(long.body.fields).toEqual({ username: "usernameLong", groupId: "groupRequired" });
    expect(await app.db("staff").count({ n: "*" })).toEqual(before);
  });
});

describe("#admins.staff.disable", () => {
  it("ends the account's sessions at once, the live socket included, and refuses its sign-in", async () => {
    const member = await makeStaff(app.db, { group_id: 2 });
    const memberToken = staffToken(app, member);
    const socket = await TestSocket.open(app.url);
    await socket.join(memberToken);
    const res = await app.request("POST", `/api/admins/staff/${member.id}/disable`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Updated Successfully", staff: { isActive: false } });
    expect((await app.request("GET", "/api/admins/me", { token: memberToken })).status).toBe(401);
    expect(await socket.closed).toMatchObject({ code: expect.any(Number) });
    const login = await app.request("POST", "/api/admins/login", {
      body: { username: member.username, password: "correct-horse-battery" },
    });
    expect(login.status).toBe(401);
    // Enabled again, it signs in anew; the old token stays void.
    const enabled = await app.request("POST", `/api/admins/staff/${member.id}/enable`, { token });
    expect(enabled.body.staff.isActive).toBe(true);
    expect((await app.request("GET", "/api/admins/me", { token: memberToken })).status).toBe(401);
  });

  it("answers the second of two admins disabling the same account with 409, and 404 for nobody", async () => {
    const member = await makeStaff(app.db, { group_id: 4 });
    const [first, second] = await Promise.all([
      app.request("POST", `/api/admins/staff/${member.id}/disable`, { token }),
      app.request("POST", `/api/admins/staff/${member.id}/disable`, { token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first.body.code, second.body.code]).toContain("CONFLICT");
    const nobody = await app.request("POST", "/api/admins/staff/00000000-0000-4000-8000-000000000000/disable", {
      token,
    });
    expect(nobody.status).toBe(404);
    expect((await app.request("POST", "/api/admins/staff/not-an-id/disable", { token })).status).toBe(400);
  });

  it("never disables the last active admin, even when two admins disable each other at once", async () => {
    const a = await makeStaff(app.db, { group_id: 1 });
    const b = await makeStaff(app.db, { group_id: 1 });
    await app.db("staff").where({ group_id: 1 }).whereNotIn("id", [a.id, b.id]).update({ is_active: false });
    try {
      const answers = await Promise.all([
        app.request("POST", `/api/admins/staff/${b.id}/disable`, { token: staffToken(app, a) }),
        app.request("POST", `/api/admins/staff/${a.id}/disable`, { token: staffToken(app, b) }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401].sort());
      const active = await app.db("staff").where({ group_id: 1, is_active: true }).whereIn("id", [a.id, b.id]);
      expect(active).toHaveLength(1);

      // The one left cannot disable itself.
      const last = active[0] as typeof a;
      const self = await app.request("POST", `/api/admins/staff/${last.id}/disable`, {
        token: staffToken(app, last),
      });
      expect(self.status).toBe(409);
      expect(self.body.code).toBe("LAST_ADMIN");
      expect(await app.db("staff").where({ id: last.id }).first("is_active")).toEqual({ is_active: true });
    } finally {
      await app.db("staff").where({ id: admin.id }).update({ is_active: true });
    }
  });
});

describe("#admins.staff.password", () => {
  it("sets a new password and ends the account's sessions", async () => {
    const member = await makeStaff(app.db, { group_id: 3 });
    const memberToken = staffToken(app, member);
    const res = await app.request("POST", `/api/admins/staff/${member.id}/password`, {
      token,
      body: { password: "reset-by-admin-1" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password Changed Successfully");
    expect((await app.request("GET", "/api/admins/me", { token: memberToken })).status).toBe(401);
    const login = await app.request("POST", "/api/admins/login", {
      body: { username: member.username, password: "reset-by-admin-1" },
    });
    expect(login.status).toBe(200);
  });

  it("refuses a short or missing password and changes nothing", async () => {
    const member = await makeStaff(app.db, { group_id: 3 });
    for (const body of [{}, { password: "short" }, { password: "x".repeat(500) }]) {
      const res = await app.request("POST", `/api/admins/staff/${member.id}/password`, { token, body });
      expect(res.status).toBe(400);
    }
    const row = await app.db("staff").where({ id: member.id }).first("token_version", "password_hash");
    expect(row).toEqual({ token_version: member.token_version, password_hash: member.password_hash });
  });
});
