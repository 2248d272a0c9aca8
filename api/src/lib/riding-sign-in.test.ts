import type { Context } from "koa";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.js";
import { customerToken, makeWorld, staffToken } from "../test/factories-parcels.js";
import { makeCustomer, makeStaff } from "../test/factories.js";
import { customerLists } from "../services/parcels/locker.js";
import { readScope } from "../services/work.js";
import { ridingSignIn, signInCheck } from "./auth.js";
import { routesOf } from "../test/openapi.js";

const app = await createTestApp();
const world = await makeWorld(app);
const inLocker = await world.parcel({ state: "in_locker" });
const requested = await world.parcel({ state: "awaiting_approval", approval_requested_at: new Date() });

// The lists whose page statement reads the signed-in account (see RidingSignIn).
const CUSTOMER_LISTS = [
  "/api/users/packages/get",
  "/api/packages/awaiting-shipping/user",
  "/api/packages/shipped/user",
];
const STAFF_LISTS = [
  "/api/packages/get/all",
  "/api/packages/get/all?query=LX12",
  "/api/packages/request/approval/get?awaitingApprove=true&suspicious=false",
  "/api/packages/request/approval/get?awaitingApprove=true&suspicious=true",
  "/api/packages/request/approval/search?awaitingApprove=true&suspicious=false&query=LX12",
  "/api/packages/shipping/get?suspicious=false",
  "/api/packages/shipping/search?suspicious=true&query=LX12",
  "/api/packages/shipped/get",
  "/api/packages/expired",
  "/api/packages/storage-ending",
];

const status = async (path: string, token?: string) => (await app.request("GET", path, { token })).status;

/** The context of a request carrying `token`, for calling a middleware without HTTP. */
const fakeCtx = (token: string) =>
  ({
    path: "/api/test",
    state: {},
    get: (name: string) => (name.toLowerCase() === "authorization" ? `Bearer ${token}` : ""),
  }) as unknown as Context;

describe("#auth.riding-sign-in", () => {
  it("covers every route the document says signs in with its list statement", async () => {
    const riding = (await routesOf(app)).filter((route) => route.riding);
    const tested = new Set([...CUSTOMER_LISTS, ...STAFF_LISTS].map((path) => path.split("?")[0]));
    expect(riding.length).toBe(tested.size);
    for (const route of riding) expect([route.method, tested.has(route.path)]).toEqual(["GET", true]);
  });

  it("signs in with the list's statement: the account's own lists for a live account", async () => {
    for (const path of CUSTOMER_LISTS) expect(await status(path, world.customerToken)).toBe(200);
    for (const path of STAFF_LISTS) expect(await status(path, world.support.token)).toBe(200);
    // The intake group's account is read and live, but its group may not see the shipping lists.
    expect(await status("/api/packages/shipping/get?suspicious=false", world.intake.token)).toBe(403);
    expect(await status("/api/packages/shipped/get", world.intake.token)).toBe(403);
    const locker = await app.request("GET", "/api/users/packages/get", { token: world.customerToken });
    expect(locker.body).toMatchObject({ error: false, packageCount: 2 });
    expect(locker.body.packages.map((p: { _id: string }) => p._id).sort()).toEqual([inLocker.id, requested.id].sort());
    const other = await app.request("GET", "/api/users/packages/get", { token: world.otherToken });
    expect(other.body).toMatchObject({ error: false, packageCount: 0, packages: [] });
  });

  it("answers 401 without a token, with a token of the other audience, or a forged one", async () => {
    for (const path of CUSTOMER_LISTS) {
      expect(await status(path)).toBe(401);
      expect(await status(path, world.admin.token)).toBe(401);
      expect(await status(path, `${world.customerToken}x`)).toBe(401);
    }
    for (const path of STAFF_LISTS) {
      expect(await status(path)).toBe(401);
      expect(await status(path, world.customerToken)).toBe(401);
    }
  });

  it("answers 401 to a token its account no longer accepts: older version, deleted customer, inactive staff, no row", async () => {
    const renewed = await makeCustomer(app.db);
    const oldToken = customerToken(app, renewed);
    await app.db("customers").where({ id: renewed.id }).increment("token_version", 1);
    const gone = await makeCustomer(app.db);
    const goneToken = customerToken(app, gone);
    await app.db("customers").where({ id: gone.id }).update({ deleted_at: new Date() });
    const never = customerToken(app, { ...renewed, id: "00000000-0000-4000-8000-000000000000" });
    for (const path of CUSTOMER_LISTS) {
      for (const token of [oldToken, goneToken, never]) expect(await status(path, token)).toBe(401);
    }

    const left = await makeStaff(app.db, { group_id: 2 });
    const leftToken = staffToken(app, left);
    expect(await status(STAFF_LISTS[0]!, leftToken)).toBe(200);
    await app.db("staff").where({ id: left.id }).update({ is_active: false });
    for (const path of STAFF_LISTS) expect(await status(path, leftToken)).toBe(401);
  });

  it("reads the locker pages of requests that arrive together in one statement, each checked on its own row", async () => {
    const renewed = await makeCustomer(app.db);
    const oldToken = customerToken(app, renewed);
    await app.db("customers").where({ id: renewed.id }).increment("token_version", 1);
    const lists = customerLists(app.deps);
    const signedIn = signInCheck(app.deps, { customer: true, riding: true });
    // Started in one turn: the four locker reads share one batch (the shipped list has its own).
    const read = (token: string, list: "locker" | "shipped", page: number, perPage: number) => {
      const ctx = fakeCtx(token);
      let answer: Awaited<ReturnType<typeof lists>> | undefined;
      return signedIn(ctx, async () => {
        answer = await lists(readScope(app.deps), ridingSignIn(ctx), list, { page, perPage });
      }).then(() => ({ answer: answer!, customer: ctx.state.customer }));
    };
    const results = await Promise.allSettled([
      read(world.customerToken, "locker", 0, 1),
      read(world.customerToken, "locker", 1, 1),
      read(world.otherToken, "locker", 0, 10),
      read(oldToken, "locker", 0, 10),
      read(world.customerToken, "shipped", 0, 10),
    ]);
    const [first, second, other, old, shipped] = results;
    const page = (r: (typeof results)[number]) => (r.status === "fulfilled" ? r.value : undefined);
    expect(page(first)?.answer.total).toBe(2);
    expect(page(first)?.answer.pageCount).toBe(2);
    expect(page(first)?.customer?.id).toBe(world.customer.id);
    const ids = [page(first)?.answer.records[0]?.row.id, page(second)?.answer.records[0]?.row.id];
    expect(ids.sort()).toEqual([inLocker.id, requested.id].sort());
    expect(page(other)?.answer).toMatchObject({ total: 0, records: [] });
    expect(old).toMatchObject({ status: "rejected", reason: { status: 401 } });
    expect(page(shipped)?.answer).toMatchObject({ total: 0, records: [] });
  });

  it("checks a staff action on the row read, and never lets a route answer without the check", async () => {
    const accountOf = async (table: "staff" | "customers", id: string) =>
      (await app.db(table).where({ id }).first()) as Record<string, unknown>;

    // The support group may not delete parcels: 403 once the row is read.
    const mayDelete = signInCheck(app.deps, { staff: "parcels.delete", riding: true });
    const readAndAccept = (ctx: Context) => async () => {
      const signIn = ridingSignIn(ctx);
      signIn.accept(await accountOf("staff", signIn.id));
    };
    const forbidden = fakeCtx(world.support.token);
    await expect(mayDelete(forbidden, readAndAccept(forbidden))).rejects.toMatchObject({ status: 403 });
    const allowed = fakeCtx(world.admin.token);
    await mayDelete(allowed, readAndAccept(allowed));
    expect(allowed.state.staff?.id).toBe(world.admin.row.id);

    const unchecked = fakeCtx(world.customerToken);
    await expect(
      signInCheck(app.deps, { customer: true, riding: true })(unchecked, async () => undefined),
    ).rejects.toThrow("answered without checking the signed-in account");
  });
});
