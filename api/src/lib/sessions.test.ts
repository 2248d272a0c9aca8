import jwt from "jsonwebtoken";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.js";
import { inProcessInstances, type InProcessInstance } from "../test/in-process.js";
import { customerToken, makeCustomer, makeStaff, staffToken } from "../test/factories.js";
import { TestSocket } from "../test/ws-client.js";
import { RENEWED_TOKEN_HEADER } from "./auth.js";
import { sweepSignedOutSessions } from "./sessions.js";

const app = await createTestApp();
const sockets: TestSocket[] = [];
afterAll(() => sockets.forEach((socket) => socket.close()));

async function joined(token: string, url = app.url): Promise<TestSocket> {
  const socket = await TestSocket.open(url);
  sockets.push(socket);
  await socket.join(token);
  return socket;
}

const sessionOf = (token: string, audience: "customer" | "staff") => app.deps.tokens.verify(token, audience)!.sid;

/** A staff token of `sessionId` issued `hoursAgo` hours ago, as the API signs them (12-hour life). */
function olderStaffToken(staff: { id: string; token_version: number }, hoursAgo: number, sessionId: string) {
  const iat = Math.floor(Date.now() / 1000) - hoursAgo * 3600;
  return jwt.sign({ ver: staff.token_version, sid: sessionId, iat }, app.deps.config.jwtSecret, {
    algorithm: "HS256",
    audience: "staff",
    issuer: "ipf",
    subject: staff.id,
    expiresIn: "12h",
  });
}

describe("#users.logout", () => {
  it("retires the token on the API and closes its socket, leaving the account's other sessions alone", async () => {
    const customer = await makeCustomer(app.db);
    const token = customerToken(app, customer);
    const otherDevice = customerToken(app, customer);
    const socket = await joined(token);
    const otherSocket = await joined(otherDevice);
    expect((await app.request("GET", "/api/users/getuser", { token })).status).toBe(200);

    const res = await app.request("POST", "/api/users/logout", { token });
    expect(res.status).toBe(200);

    expect((await app.request("GET", "/api/users/getuser", { token })).status).toBe(401);
    expect((await app.request("GET", "/api/users/packages/get", { token })).status).toBe(401);
    expect((await socket.next("error")).data).toEqual({ code: "UNAUTHENTICATED" });
    expect((await socket.closed).code).toBe(4401);
    // A fresh socket cannot join with it either.
    const again = await TestSocket.open(app.url);
    sockets.push(again);
    again.send("join", { token });
    expect((await again.closed).code).toBe(4401);

    expect((await app.request("GET", "/api/users/getuser", { token: otherDevice })).status).toBe(200);
    otherSocket.send("userActive");
    await otherSocket.next("loadNotifications");
  });

  it("retires every token of the session: one renewed by getuser, and the one it was renewed from", async () => {
    const customer = await makeCustomer(app.db);
    const first = customerToken(app, customer);
    const renewed = (await app.request("GET", "/api/users/getuser", { token: first })).body.token as string;
    expect(sessionOf(renewed, "customer")).toBe(sessionOf(first, "customer"));
    expect((await app.request("POST", "/api/users/logout", { token: renewed })).status).toBe(200);
    expect((await app.request("GET", "/api/users/getuser", { token: first })).status).toBe(401);
    expect((await app.request("GET", "/api/users/getuser", { token: renewed })).status).toBe(401);
  });

  it("retires the session of the cookie the server draws pages from", async () => {
    const customer = await makeCustomer(app.db);
    const token = customerToken(app, customer);
    const res = await app.request("POST", "/api/users/logout", { headers: { cookie: `ipf_session=${token}` } });
    expect(res.status).toBe(200);
    expect((await app.request("GET", "/api/users/getuser", { token })).status).toBe(401);
  });

  it("answers 200 to a token already refused, or none, and signs nobody out", async () => {
    expect((await app.request("POST", "/api/users/logout")).status).toBe(200);
    expect((await app.request("POST", "/api/users/logout", { token: "not-a-token" })).status).toBe(200);
  });
});

describe("#admins.logout", () => {
  it("retires the staff token on the API and closes its socket", async () => {
    const staff = await makeStaff(app.db, { group_id: 3 });
    const token = staffToken(app, staff);
    const otherDesk = staffToken(app, staff);
    const socket = await joined(token);
    expect((await app.request("POST", "/api/admins/logout", { token })).status).toBe(200);
    expect((await app.request("GET", "/api/admins/me", { token })).status).toBe(401);
    expect((await socket.closed).code).toBe(4401);
    expect((await app.request("GET", "/api/admins/me", { token: otherDesk })).status).toBe(200);
    // Signing out twice: the token is refused like any other.
    expect((await app.request("POST", "/api/admins/logout", { token })).status).toBe(401);
  });
});

describe("staff tokens", () => {
  it("live 12 hours", () => {
    expect(app.deps.tokens.lifetime("staff")).toBe(12 * 3600_000);
    expect(app.deps.tokens.lifetime("customer")).toBe(7 * 24 * 3600_000);
  });

  it("are renewed past half their life, in the same session, and not before", async () => {
    const staff = await makeStaff(app.db, { group_id: 1 });
    const fresh = staffToken(app, staff);
    const freshAnswer = await app.request("GET", "/api/admins/me", { token: fresh });
    expect(freshAnswer.status).toBe(200);
    expect(freshAnswer.headers.get(RENEWED_TOKEN_HEADER)).toBeNull();

    const sessionId = sessionOf(fresh, "staff");
    const old = olderStaffToken(staff, 7, sessionId);
    const answer = await app.request("GET", "/api/admins/me", { token: old });
    expect(answer.status).toBe(200);
    const renewed = answer.headers.get(RENEWED_TOKEN_HEADER)!;
    expect(renewed).toBeTruthy();
    expect(sessionOf(renewed, "staff")).toBe(sessionId);
    expect(app.deps.tokens.expiresAt(renewed, "staff")! - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    // Read by the back office from another origin (the desktop app).
    expect(answer.headers.get("access-control-expose-headers")).toContain(RENEWED_TOKEN_HEADER);

    // One session: signing out with the renewed token retires the older one too.
    expect((await app.request("POST", "/api/admins/logout", { token: renewed })).status).toBe(200);
    expect((await app.request("GET", "/api/admins/me", { token: old })).status).toBe(401);
  });

  it("expire after 12 hours when not renewed", async () => {
    const staff = await makeStaff(app.db, { group_id: 1 });
    const expired = olderStaffToken(staff, 13, sessionOf(staffToken(app, staff), "staff"));
    expect((await app.request("GET", "/api/admins/me", { token: expired })).status).toBe(401);
  });
});

describe("signed-out sessions", () => {
  it("are swept once no token of theirs can be alive", async () => {
    const customer = await makeCustomer(app.db);
    const token = customerToken(app, customer);
    await app.request("POST", "/api/users/logout", { token });
    const row = await app
      .db("signed_out_sessions")
      .where({ session_id: sessionOf(token, "customer") })
      .first();
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    await sweepSignedOutSessions(app.db, new Date());
    expect(await app.db("signed_out_sessions").where({ session_id: row.session_id }).first()).toBeDefined();
    await sweepSignedOutSessions(app.db, new Date(row.expires_at.getTime() + 1000));
    expect(await app.db("signed_out_sessions").where({ session_id: row.session_id }).first()).toBeUndefined();
  });
});

describe("sign-out across two API instances", () => {
  it("refuses the token on the other instance and closes its socket there", async () => {
    const { db, instances, close } = await inProcessInstances(2);
    const call = (url: string) => (method: string, path: string, token: string) =>
      fetch(`${url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    const [first, second] = instances.map((instance) => ({ ...instance, call: call(instance.url) })) as [
      InProcessInstance & { call: ReturnType<typeof call> },
      InProcessInstance & { call: ReturnType<typeof call> },
    ];
    try {
      const customer = await makeCustomer(db);
      const staff = await makeStaff(db, { group_id: 2 });
      const token = first.deps.tokens.sign("customer", customer.id, customer.token_version);
      const staffSessionToken = first.deps.tokens.sign("staff", staff.id, staff.token_version);
      const socket = await joined(token, second.url);
      const staffSocket = await joined(staffSessionToken, second.url);
      expect((await second.call("GET", "/api/users/getuser", token)).status).toBe(200);

      expect((await first.call("POST", "/api/users/logout", token)).status).toBe(200);
      expect((await first.call("POST", "/api/admins/logout", staffSessionToken)).status).toBe(200);

      expect((await second.call("GET", "/api/users/getuser", token)).status).toBe(401);
      expect((await second.call("GET", "/api/admins/me", staffSessionToken)).status).toBe(401);
      expect((await socket.closed).code).toBe(4401);
      expect((await staffSocket.closed).code).toBe(4401);
    } finally {
      await close();
    }
  });
});
