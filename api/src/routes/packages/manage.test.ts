import { describe, expect, it } from "vitest";
import { PARCEL_RULES, PARCEL_STATES } from "@ipf/shared/rules/parcel-state";
import { SEARCH_COUNT_CAP } from "@ipf/shared/schemas/common";
import { searchGrams } from "../../services/parcels/search.js";
import { makeCustomer } from "../../test/factories.js";
import { createTestApp } from "../../test/harness.js";
import { makeWarehouse, makeWorld, pngImage, sendForm } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);
const image = await pngImage();

const DAY = 24 * 3600 * 1000;
const list = (query: string, token = world.ops.token) =>
  app.request("GET", `/api/packages/get/all?${query}`, { token });
const ids = (res: { body: { packages: { _id: string }[] } }) => res.body.packages.map((p) => p._id);

const edit = (id: string, fields: Record<string, unknown> = {}, files: Buffer[] = []) =>
  sendForm(
    app,
    `/api/packages/update/${id}`,
    { trackNumber: "lx1fr", weight: "2", length: 40, width: 30, height: 20, ...fields },
    { token: world.admin.token, files },
  );

describe("#packages.get.all", () => {
  it("pages every parcel newest first, filtered by packageId or track number, searched", async () => {
    const warehouse = await makeWarehouse(app.db);
    const parcels = [];
    for (let i = 0; i < 3; i++) {
      parcels.push(await world.parcel({ warehouse_id: warehouse.id, created_at: new Date(Date.now() - i * 1000) }));
    }
    const page = await list("perPage=2&page=0");
    expect(page.status).toBe(200);
    expect(page.body.packages).toHaveLength(2);
    expect(page.body.packageCount).toBeGreaterThanOrEqual(3);
    expect(page.body.pageCount).toBe(Math.ceil(page.body.packageCount / 2));
    expect(ids(page)).toEqual([parcels[0]!.id, parcels[1]!.id]);
    expect(page.body.packages[0].user).toMatchObject({ _id: world.customer.id });

    expect(ids(await list(`packageId=${parcels[1]!.parcel_code.toLowerCase()}`))).toEqual([parcels[1]!.id]);
    expect(ids(await list(`packageId=${parcels[2]!.track_number}`))).toEqual([parcels[2]!.id]);
    expect(ids(await list(`query=${parcels[2]!.track_number.slice(3, 9).toLowerCase()}`))).toEqual([parcels[2]!.id]);
    expect(ids(await list("query=100%25_"))).toEqual([]);
  });

  it("counts a search's matches up to the cap and says so past it, pages in order up to there", async () => {
    const warehouse = await makeWarehouse(app.db);
    const start = Date.now();
    // The last two, the oldest, apart: "QXWA" matches exactly as many as the cap.
    const track = (i: number) => `CAPQXW${i < SEARCH_COUNT_CAP ? "A" : "B"}${String(i).padStart(5, "0")}`;
    for (let from = 0; from < SEARCH_COUNT_CAP + 2; from += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, SEARCH_COUNT_CAP + 2 - from) }, (_, i) =>
          world.parcel({
            warehouse_id: warehouse.id,
            track_number: track(from + i),
            created_at: new Date(start - (from + i) * 1000),
          }),
        ),
      );
    }
    const tracks = (res: { body: { packages: { trackNumber: string }[] } }) =>
      res.body.packages.map((p) => p.trackNumber);
    const lastPage = SEARCH_COUNT_CAP / 10 - 1;

    // Two more matches than the cap, by three characters (trigrams) and by four (grams): counted
    // to the cap and flagged; the pages end at the cap.
    for (const text of ["qxw", "CAPQ"]) {
      const first = await list(`perPage=10&query=${text}`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ packageCount: SEARCH_COUNT_CAP, pageCount: lastPage + 1, countCapped: true });
      expect(tracks(first)).toEqual(Array.from({ length: 10 }, (_, i) => track(i)));
      const last = await list(`perPage=10&page=${lastPage}&query=${text}`);
      expect(tracks(last)).toEqual(Array.from({ length: 10 }, (_, i) => track(lastPage * 10 + i)));
      expect(ids(await list(`perPage=10&page=${lastPage + 1}&query=${text}`))).toEqual([]);
    }
    // Exactly as many matches as the cap: the count is exact, not flagged.
    const exact = await list("perPage=10&query=QXWA");
    expect(exact.body).toMatchObject({ packageCount: SEARCH_COUNT_CAP, pageCount: lastPage + 1 });
    expect(exact.body).not.toHaveProperty("countCapped");
  });

  it("finds part of a track number from three characters, and only real substrings", async () => {
    const warehouse = await makeWarehouse(app.db);
    const first = await world.parcel({ warehouse_id: warehouse.id, track_number: "QZ12CD34EFQZ" });
    const second = await world.parcel({ warehouse_id: warehouse.id, track_number: "QZCD34EFQZ12" });
    // Every four-character gram of QZ12CD but not the text itself.
    const decoy = await world.parcel({ warehouse_id: warehouse.id, track_number: "QZ12C-Z12CD" });
    const found = async (text: string) => ids(await list(`perPage=100&query=${encodeURIComponent(text)}`)).sort();

    expect(await found("qz12cd")).toEqual([first.id]);
    expect(await found("D34EFQZ")).toEqual([first.id, second.id].sort());
    expect(await found("FQZ1")).toEqual([second.id]);
    expect(await found("Z12C")).toEqual([first.id, decoy.id].sort());
    // Three characters: the trigram index.
    expect(await found("C-Z")).toEqual([decoy.id]);
    // Two characters are a whole code, never a part: "12" is in two track numbers, and is none.
    expect(await found("12")).toEqual([]);
    expect(await found("QZ12CD34EFQZ!")).toEqual([]);
    expect(await found("QZ12ÇD")).toEqual([]);
    expect(await found('Q"Z\\1{,}')).toEqual([]);
  });

  it("finds by packageId or customer code with the same search, beside track numbers", async () => {
    const warehouse = await makeWarehouse(app.db);
    const other = await makeCustomer(app.db);
    const mine = await world.parcel({ warehouse_id: warehouse.id, customer_id: other.id, track_number: "RQ5511TT" });
    const byTrack = await world.parcel({ warehouse_id: warehouse.id, track_number: `ZZ${other.address_code}ZZ` });
    const found = async (text: string) => ids(await list(`perPage=100&query=${encodeURIComponent(text)}`)).sort();
    // The customer's code finds their parcels, and the parcel whose track number holds it.
    expect(await found(other.address_code)).toEqual([mine.id, byTrack.id].sort());
    expect(await found(mine.parcel_code)).toEqual([mine.id]);
    expect(await found(mine.parcel_code.slice(1, 6).toLowerCase())).toEqual([mine.id]);
  });

  it("makes the same grams as the index does", async () => {
    for (const text of ["QZ12CD34", 'A"B\\C{D},E', "ABC", "1Z999AA10123456784"]) {
      const { rows } = await app.db.raw<{ rows: { grams: string[] }[] }>("SELECT search_grams(?) AS grams", [text]);
      expect(searchGrams(text).sort()).toEqual([...new Set(rows[0]!.grams)].sort());
    }
  });
});

describe("#packages.update", () => {
  it("edits measures, lines and options, adds and removes photos", async () => {
    const parcel = await world.parcel({ images: 2, lines: 1 });
    const before = await app.db("parcel_images").where({ parcel_id: parcel.id }).orderBy("position");
    // The back office names a photo to remove by the signed link it was given.
    const [shown] = (await list(`packageId=${parcel.parcel_code}`)).body.packages[0].images as string[];
    expect(shown).toMatch(new RegExp(`^/uploads/${before[0].path}\\?expires=`));
    const res = await edit(
      parcel.parcel_code,
      {
        fees: "3",
        details: [{ description: "Books", quantity: 2, price: 9, madeIn: "France", type: "Parcels" }],
        shippingOptions: { hasDangerous: true, hasLithium: false },
        removeImages: [shown],
      },
      [image],
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Updated Successfully");
    expect(res.body.package).toMatchObject({
      trackNumber: "LX1FR",
      weight: 2,
      length: 40,
      fees: 3,
      details: [{ description: "Books", quantity: 2, price: 9, madeIn: "FR" }],
      shippingOptions: { hasDangerous: true, hasLithium: false },
    });
    expect(res.body.package.images).toHaveLength(2);
    expect(res.body.package.images[0].split("?")[0]).toBe(`/uploads/${before[1].path}`);
    const positions = await app
      .db("parcel_images")
      .where({ parcel_id: parcel.id })
      .orderBy("position")
      .pluck("position");
    expect(positions).toEqual([0, 1]);
  });

  it("refuses bad input and parcels that left or went into another", async () => {
    const parcel = await world.parcel();
    const bad = await edit(parcel.id, { trackNumber: "", height: "-3", details: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ trackNumber: "codeRequired", height: "positiveNumber", details: "codeRequired" });
    for (const state of PARCEL_STATES) {
      const other = await world.parcel({ state });
      const res = await edit(other.id);
      const allowed = (PARCEL_RULES.edit.from as readonly string[]).includes(state);
      expect(res.status, state).toBe(allowed ? 200 : 409);
    }
    expect((await edit("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("#packages.update by two staff at once", () => {
  it("refuses an edit made on a revision someone else changed since, and writes nothing", async () => {
    const parcel = await world.parcel();
    const shown = await app.request("GET", `/api/packages/get/all?packageId=${parcel.parcel_code}`, {
      token: world.admin.token,
    });
    const revision = shown.body.packages[0].revision as number;
    expect(Number.isInteger(revision)).toBe(true);

    const first = await edit(parcel.id, { weight: "3", revision });
    expect(first.status).toBe(200);
    expect(first.body.package.revision).toBeGreaterThan(revision);
    // The second desk saves what it typed on the parcel as it was before.
    const second = await edit(parcel.id, { weight: "9", revision });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("PARCEL_CHANGED");
    expect((await app.db("parcels").where({ id: parcel.id }).first()).weight_grams).toBe(3000);
    // Made on the revision it read, the next edit goes through.
    const third = await edit(parcel.id, { weight: "9", revision: first.body.package.revision });
    expect(third.status).toBe(200);
  });
});

describe("#packages.delete", () => {
  it("needs a reason; records who, when and why; lists it among the deleted", async () => {
    const parcel = await world.parcel();
    const none = await app.request("POST", `/api/packages/delete/${parcel.id}`, {
      token: world.admin.token,
      body: { deleteReason: "  " },
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ deleteReason: "Please enter a reason for deleting" });
    const res = await app.request("POST", `/api/packages/delete/${parcel.parcel_code}`, {
      token: world.admin.token,
      body: { deleteReason: "Registered twice" },
    });
    expect(res.status).toBe(200);
    expect(ids(await list("perPage=100"))).not.toContain(parcel.id);
    const deleted = await list(`deleted=1&packageId=${parcel.track_number}`);
    expect(deleted.body.packages[0]).toMatchObject({
      _id: parcel.id,
      deleted: true,
      show: false,
      deleteReason: "Registered twice",
      deletedBy: world.admin.row.full_name,
    });
    expect(deleted.body.packages[0].deletedAt).not.toBeNull();
    const again = await app.request("POST", `/api/packages/delete/${parcel.id}`, {
      token: world.admin.token,
      body: { deleteReason: "again" },
    });
    expect(again.status).toBe(404);
  });

  it("refuses parcels in a request, paid or gone, and an approved one with a payment pending", async () => {
    for (const state of PARCEL_STATES) {
      const parcel = await world.parcel({ state });
      const res = await app.request("POST", `/api/packages/delete/${parcel.id}`, {
        token: world.admin.token,
        body: { deleteReason: "test" },
      });
      const allowed = (PARCEL_RULES.delete.from as readonly string[]).includes(state);
      expect(res.status, state).toBe(allowed ? 200 : 409);
    }
    const approved = await world.parcel({ state: "approved" });
    await app.db("transactions").insert({
      customer_id: world.customer.id,
      parcel_id: approved.id,
      payment_id: `PAYTEST${Date.now()}`,
      type: "offline",
      amount_cents: 1000,
    });
    const pending = await app.request("POST", `/api/packages/delete/${approved.id}`, {
      token: world.admin.token,
      body: { deleteReason: "test" },
    });
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe("PAYMENT_PENDING");
  });

  it("deletes a parcel once when an edit and a delete race", async () => {
    const parcel = await world.parcel();
    const [edited, deleted] = await Promise.all([
      edit(parcel.id, { trackNumber: "RACE1" }),
      app.request("POST", `/api/packages/delete/${parcel.id}`, {
        token: world.admin.token,
        body: { deleteReason: "x" },
      }),
    ]);
    expect(deleted.status).toBe(200);
    expect([200, 404]).toContain(edited.status);
    const row = await app.db("parcels").where({ id: parcel.id }).first();
    expect(row.deleted_at).not.toBeNull();
  });
});

describe("#packages.expired", () => {
  it("lists parcels in the locker for 6 months or more, and deletes only those", async () => {
    const now = new Date();
    app.setNow(now);
    const old = await world.parcel({ created_at: new Date(now.getTime() - 200 * DAY) });
    const oldButAsked = await world.parcel({
      created_at: new Date(now.getTime() - 200 * DAY),
      state: "awaiting_approval",
    });
    const fresh = await world.parcel({ created_at: new Date(now.getTime() - 100 * DAY) });
    const res = await app.request("GET", "/api/packages/expired?perPage=100", { token: world.support.token });
    const found = ids(res);
    expect(found).toContain(old.id);
    expect(found).not.toContain(oldButAsked.id);
    expect(found).not.toContain(fresh.id);
    expect(res.body.packages.find((p: { _id: string }) => p._id === old.id).expired).toBe(true);

    const notYet = await app.request("DELETE", `/api/packages/${fresh.id}`, { token: world.admin.token });
    expect(notYet.status).toBe(409);
    expect(notYet.body.code).toBe("NOT_EXPIRED");
    // Six months later the fresh one is expired too.
    app.setNow(new Date(now.getTime() + 90 * DAY));
    expect((await app.request("DELETE", `/api/packages/${fresh.id}`, { token: world.admin.token })).status).toBe(200);
    const gone = await app.db("parcels").where({ id: fresh.id }).first();
    expect(gone.delete_reason).toBe("Expired: kept in the locker for more than 6 months.");
    expect((await app.request("DELETE", `/api/packages/${old.id}`, { token: world.support.token })).status).toBe(403);
    app.setNow(new Date());
  });
});

describe("#packages.get.all by customer name", () => {
  it("finds a customer's parcels by first name, last name or both, case-blind", async () => {
    const customer = await makeCustomer(app.db, { first_name: "Zineb", last_name: "Belkacemi" });
    const theirs = await world.parcel({ customer_id: customer.id });
    for (const query of ["zineb", "BELKACEMI", "Zineb Belk"]) {
      const res = await list(`query=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([theirs.id]);
    }
    expect(ids(await list("query=Zineb%20Haddad"))).toEqual([]);
  });
});
