import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import { makeStaff } from "../../test/factories-config.js";

const { app, staff: adminRow, token: admin } = await createStaffTestApp(1);
const other = await makeStaff(app.db, { group_id: 2 });
const path = "/api/admins/login-logs";

await app.db("login_logs").insert([
  {
    staff_id: adminRow.id,
    username: adminRow.username,
    ip: "10.0.0.1",
    location: "Paris, FR",
    success: true,
    created_at: "2026-03-01T10:00:00Z",
  },
  {
    staff_id: other.id,
    username: other.username,
    ip: "10.0.0.2",
    location: null,
    success: false,
    reason: "Incorrect password",
    created_at: "2026-03-02T10:00:00Z",
  },
  {
    staff_id: null,
    username: "nobody",
    ip: null,
    location: null,
    success: false,
    reason: "Unknown username",
    created_at: "2026-03-03T10:00:00Z",
  },
  {
    staff_id: other.id,
    username: other.username,
    ip: "10.0.0.2",
    location: "Lyon, FR",
    success: true,
    created_at: "2026-03-04T10:00:00Z",
  },
]);

const list = async (query: string) => (await app.request("GET", `${path}?${query}`, { token: admin })).body;

describe("#login-logs", () => {
  it("lists every attempt newest first, paged", async () => {
    const body = await list("page=0&perPage=3");
    expect(body.count).toBe(4);
    expect(body.pageCount).toBe(2);
    expect(body.logs.map((l: { username: string }) => l.username)).toEqual([other.username, "nobody", other.username]);
    expect(body.logs[1]).toMatchObject({ admin: null, status: false, reason: "Unknown username", ip: null });
  });

  it("filters by staff member, by status and by time, together", async () => {
    expect((await list(`staffId=${other.id}`)).count).toBe(2);
    expect((await list("status=failed")).logs.map((l: { reason: string }) => l.reason)).toEqual([
      "Unknown username",
      "Incorrect password",
    ]);
    const range = await list("from=2026-03-02T00:00:00Z&to=2026-03-04T00:00:00Z");
    expect(range.count).toBe(2);
    const both = await list(`staffId=${other.id}&status=success&from=2026-03-02T00:00:00Z`);
    expect(both.logs).toHaveLength(1);
    expect(both.logs[0]).toMatchObject({ location: "Lyon, FR", status: true });
    expect((await list("staffId=&status=&from=&to=")).count).toBe(4);
  });

  it("refuses a bad filter with the field named", async () => {
    const bad = await app.request("GET", `${path}?staffId=nope&from=yesterday`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ staffId: "invalidId", from: "invalidDate" });
  });
});
