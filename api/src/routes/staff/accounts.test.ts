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

describe("#admins.staff.update", () => {
  const edit = (id: string, body: Record<string, unknown>, as = token) =>
    app.request("PUT", `/api/admins/staff/${id}`, { token: as, body });

  it("edits name, e-mail and group; the member's own token follows the new group on its next request", async () => {
    const member = await makeStaff(app.db, { group_id: 2, full_name: "Samir Haddad" });
    const memberToken = staffToken(app, member);
    expect((await app.request("GET", "/api/admins/staff", { token: memberToken })).status).toBe(403);

    const res = await edit(member.id, { fullName: "Samir H. Haddad", email: "Samir@Example.com", groupId: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Updated Successfully",
      staff: { username: member.username, fullName: "Samir H. Haddad", email: "samir@example.com", groupId: 1 },
    });
    // Not signed out: the same token, now acting as an admin.
    expect((await app.request("GET", "/api/admins/me", { token: memberToken })).body.admin).toMatchObject({
      groupId: 1,
    });
    expect((await app.request("GET", "/api/admins/staff", { token: memberToken })).status).toBe(200);

    expect((await edit(member.id, { fullName: "Samir H. Haddad", email: "", groupId: 3 })).body.staff).toMatchObject({
      email: null,
      groupId: 3,
    });
    expect((await app.request("GET", "/api/admins/staff", { token: memberToken })).status).toBe(403);
  });

  it("refuses an e-mail address another account has, whatever its case, here and on create", async () => {
    const holder = await makeStaff(app.db, { group_id: 2, email: "front.desk@example.com" });
    const member = await makeStaff(app.db, { group_id: 3, full_name: "Nadia Saidi" });
    const taken = await edit(member.id, { fullName: "Nadia Saidi", email: "Front.Desk@example.com", groupId: 3 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "EMAIL_TAKEN", fields: { email: "emailTaken" } });
    expect(await app.db("staff").where({ id: member.id }).first("email")).toEqual({ email: null });
    // Its own address is no conflict.
    expect((await edit(holder.id, { fullName: "Desk", email: "front.desk@example.com", groupId: 2 })).status).toBe(200);
    const created = await app.request("POST", "/api/admins/staff/create", {
      token,
      body: newAccount({ email: "FRONT.desk@example.com" }),
    });
    expect(created.status).toBe(409);
    expect(created.body.code).toBe("EMAIL_TAKEN");
  });

  it("gives one of two edits racing for one e-mail address 409 EMAIL_TAKEN", async () => {
    const [a, b] = [await makeStaff(app.db, { group_id: 4 }), await makeStaff(app.db, { group_id: 4 })];
    const answers = await Promise.all(
      [a, b].map((member) => edit(member.id, { fullName: "Same", email: "race@example.com", groupId: 4 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await app.db("staff").where({ email: "race@example.com" }).select("id")).toHaveLength(1);
  });

  it("refuses bad input field by field, and an unknown account, and changes nothing", async () => {
    const member = await makeStaff(app.db, { group_id: 2 });
    const bad = await edit(member.id, { fullName: " ", email: "not-an-email", groupId: 7, username: "renamed" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ fullName: "fullNameRequired", email: "validEmail", groupId: "groupRequired" });
    expect((await edit(member.id, {})).body.fields).toEqual({
      fullName: "fullNameRequired",
      groupId: "groupRequired",
    });
    const nobody = await edit("00000000-0000-4000-8000-000000000000", { fullName: "X", email: "", groupId: 2 });
    expect(nobody.status).toBe(404);
    // The username is not an editable field.
    await edit(member.id, { fullName: "Kept", email: "", groupId: 2, username: "renamed" });
    const row = await app.db("staff").where({ id: member.id }).first("username", "token_version");
    expect(row).toEqual({ username: member.username, token_version: member.token_version });
  });

  it("never moves the last active admin to another group, even when two admins demote each other at once", async () => {
    const a = await makeStaff(app.db, { group_id: 1 });
    const b = await makeStaff(app.db, { group_id: 1 });
    const others = await app.db("staff").where({ group_id: 1, is_active: true }).whereNotIn("id", [a.id, b.id]);
    await app
      .db("staff")
      .whereIn(
        "id",
        others.map((other: { id: string }) => other.id),
      )
      .update({ is_active: false });
    try {
      const listed = await app.request("GET", "/api/admins/staff", { token: staffToken(app, a) });
      expect(listed.body.activeAdmins).toBe(2);
      const answers = await Promise.all([
        edit(b.id, { fullName: "B", email: "", groupId: 2 }, staffToken(app, a)),
        edit(a.id, { fullName: "A", email: "", groupId: 2 }, staffToken(app, b)),
      ]);
      // The second to run is no longer an admin.
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const left = await app.db("staff").where({ group_id: 1, is_active: true }).whereIn("id", [a.id, b.id]);
      expect(left).toHaveLength(1);

      const last = left[0] as typeof a;
      const self = await edit(last.id, { fullName: "Last", email: "", groupId: 3 }, staffToken(app, last));
      expect(self.status).toBe(409);
      expect(self.body.code).toBe("LAST_ADMIN");
      expect(await app.db("staff").where({ id: last.id }).first("group_id", "full_name")).toEqual({
        group_id: 1,
        full_name: last.full_name,
      });
      // Its name and e-mail it may change.
      expect((await edit(last.id, { fullName: "Last", email: "", groupId: 1 }, staffToken(app, last))).status).toBe(
        200,
      );
    } finally {
      await app
        .db("staff")
        .whereIn("id", [admin.id, ...others.map((other: { id: string }) => other.id)])
        .update({
          is_active: true,
        });
    }
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
