import { describe, expect, it } from "vitest";
import { createStaffTestApp } from "../../test/factories.js";
import {
  customerToken,
  makeCustomer,
  makeParcel,
  makeStaff,
  makeTransaction,
  makeWarehouse,
  staffToken,
} from "../../test/factories-config.js";

const { app, staff: admin, token } = await createStaffTestApp(1);
const supportToken = staffToken(app, await makeStaff(app.db, { group_id: 2 }));
const warehouse = await makeWarehouse(app.db);

describe("#users.list", () => {
  it("should require authentication", async () => {
    expect((await app.request("GET", "/api/users")).status).toBe(401);
  });

  it("pages customers newest first and searches names, e-mails and customer codes", async () => {
    const base = Date.UTC(2026, 0, 1);
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await makeCustomer(app.db, {
          first_name: "Zinedine",
          last_name: `Searchable${i}`,
          email: `zz-${i}@find.example`,
          address_code: `ZQ${i}X9W`,
          created_at: new Date(base + i * 1000),
        }),
      );
    }
    const page = await app.request("GET", "/api/users?query=searchable&page=0&perPage=2", { token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ userCount: 3, pageCount: 2 });
    expect(page.body.users.map((u: { id: string }) => u.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(page.body.users[0]).toMatchObject({
      fullName: "Zinedine Searchable2",
      addressHash: "ZQ2X9W",
      suspicionReason: null,
    });

    const byEmail = await app.request("GET", "/api/users?query=ZZ-1@FIND", { token });
    expect(byEmail.body.users.map((u: { id: string }) => u.id)).toEqual([made[1]!.id]);
    const byCode = await app.request("GET", "/api/users?query=zq0x", { token });
    expect(byCode.body.users.map((u: { id: string }) => u.id)).toEqual([made[0]!.id]);
    const wildcard = await app.request("GET", "/api/users?query=%25", { token });
    expect(wildcard.body.userCount).toBe(0);
  });

  it("answers every match in a short form with all=true, deleted accounts left out", async () => {
    const kept = await makeCustomer(app.db, { first_name: "Alloweda" });
    const gone = await makeCustomer(app.db, { first_name: "Alloweda", deleted_at: new Date() });
    const res = await app.request("GET", "/api/users/?all=true&query=alloweda", { token: supportToken });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      {
        _id: kept.id,
        id: kept.id,
        fullName: `Alloweda ${kept.last_name}`,
        email: kept.email,
        addressHash: kept.address_code,
        suspicious: false,
      },
    ]);
    expect(res.body.users.map((u: { id: string }) => u.id)).not.toContain(gone.id);
  });

  it("answers 400 for bad paging", async () => {
    const res = await app.request("GET", "/api/users?page=-1&perPage=1000", { token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(["page", "perPage"]);
  });
});

describe("#users.id", () => {
  it("answers the customer with parcels, stored parcels, trash and transactions", async () => {
    const customer = await makeCustomer(app.db);
    const inLocker = await makeParcel(app.db, customer.id, warehouse.id);
    const shipped = await makeParcel(app.db, customer.id, warehouse.id, { state: "shipped", ship_carrier_id: null });
    const deleted = await makeParcel(app.db, customer.id, warehouse.id, {
      deleted_at: new Date(),
      deleted_by: admin.id,
      delete_reason: "Damaged",
    });
    const payment = await makeTransaction(app.db, customer.id, shipped.id, { amount_cents: 4590 });
    await makeParcel(app.db, (await makeCustomer(app.db)).id, warehouse.id);

    const res = await app.request("GET", `/api/users/id/${customer.id}`, { token: supportToken });
    expect(res.status).toBe(200);
    const user = res.body.user;
    expect(user).toMatchObject({ id: customer.id, email: customer.email, addressHash: customer.address_code });
    expect(user.packages.map((p: { _id: string }) => p._id).sort()).toEqual([inLocker.id, shipped.id].sort());
    expect(user.storedPackages.map((p: { _id: string }) => p._id)).toEqual([inLocker.id]);
    expect(user.trash).toEqual([
      expect.objectContaining({ _id: deleted.id, deleteReason: "Damaged", deletedBy: admin.username }),
    ]);
    expect(user.transactions).toEqual([
      expect.objectContaining({ _id: payment.id, amount: 45.9, complete: true, package: shipped.parcel_code }),
    ]);
    expect(user.packages.find((p: { _id: string }) => p._id === shipped.id)).toMatchObject({
      status: true,
      weight: 1.2,
    });
  });

  it("answers 404 for an unknown or deleted customer", async () => {
    const gone = await makeCustomer(app.db, { deleted_at: new Date() });
    expect((await app.request("GET", `/api/users/id/${gone.id}`, { token })).status).toBe(404);
    expect((await app.request("GET", "/api/users/id/00000000-0000-4000-8000-000000000000", { token })).status).toBe(
      404,
    );
  });
});

describe("#admins.users.edit", () => {
  it("edits the four fields, normalising e-mail and phone", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("POST", `/api/admins/users/edit/${customer.id}`, {
      token,
      body: { firstName: "karim", lastName: "ziani", email: "Karim.Ziani@Example.com", phone: "+213 555 12 34 56" },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      firstName: "Karim",
      lastName: "Ziani",
      email: "karim.ziani@example.com",
      phone: "+213555123456",
      country: "DZ",
    });
  });

  it("requires all four fields, checks the phone, refuses a taken e-mail, and changes nothing", async () => {
    const customer = await makeCustomer(app.db);
    const other = await makeCustomer(app.db);
    const missing = await app.request("POST", `/api/admins/users/edit/${customer.id}`, {
      token,
      body: { firstName: "A" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      lastName: "Please fill all fields",
      email: "Please fill all fields",
      phone: "Please fill all fields",
    });
    const fields = { firstName: "A", lastName: "B", email: "a@b.example", phone: "+33612345678" };
    const phone = await app.request("POST", `/api/admins/users/edit/${customer.id}`, {
      token,
      body: { ...fields, phone: "12" },
    });
    expect(phone.status).toBe(400);
    const taken = await app.request("POST", `/api/admins/users/edit/${customer.id}`, {
      token,
      body: { ...fields, email: other.email.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("EMAIL_TAKEN");
    expect((await app.db("customers").where({ id: customer.id }).first()).email).toBe(customer.email);
    expect(
      (await app.request("POST", `/api/admins/users/edit/${customer.id}`, { token: supportToken, body: fields }))
        .status,
    ).toBe(403);
  });
});

describe("#users.update.suspicious", () => {
  it("marks a customer suspicious with a reason, and clears it", async () => {
    const customer = await makeCustomer(app.db);
    const on = await app.request("POST", `/api/users/update/suspicious/${customer.id}`, {
      token: supportToken,
      body: { sus: true, reason: "Chargeback" },
    });
    expect(on.status).toBe(200);
    expect(on.body.user).toMatchObject({ suspicious: true, suspicionReason: "Chargeback" });
    const off = await app.request("POST", `/api/users/update/suspicious/${customer.id}`, {
      token: supportToken,
      body: { sus: "false" },
    });
    expect(off.body.user).toMatchObject({ suspicious: false, suspicionReason: null });
  });

  it("requires a reason to turn it on, and answers 404 for an unknown customer", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("POST", `/api/users/update/suspicious/${customer.id}`, {
      token,
      body: { sus: true, reason: "  " },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ reason: "Reason Required" });
    expect((await app.db("customers").where({ id: customer.id }).first()).suspicious).toBe(false);
    const unknown = await app.request("POST", "/api/users/update/suspicious/00000000-0000-4000-8000-000000000000", {
      token,
      body: { sus: false },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("#admins.users.delete", () => {
  it("anonymises the customer, keeps the history and shuts every way in", async () => {
    const customer = await makeCustomer(app.db, { suspicious: true, suspicion_reason: "x" });
    const shipped = await makeParcel(app.db, customer.id, warehouse.id, { state: "shipped" });
    await makeTransaction(app.db, customer.id, shipped.id);
    await app.db("address_book").insert({
      customer_id: customer.id,
      title: "Home",
      name: "Amina",
      country: "FR",
      city: "Paris",
      zip: "75001",
      address_line_one: "1 rue",
      phone: "+33612345678",
    });
    const session = customerToken(app, customer);

    const res = await app.request("GET", `/api/admins/users/delete/${customer.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: "Deleted Successfully" });
    const row = await app.db("customers").where({ id: customer.id }).first();
    expect(row).toMatchObject({ first_name: "Deleted", phone: "", suspicious: false, suspicion_reason: null });
    expect(row.email).toBe(`deleted-${customer.id}@deleted.invalid`);
    expect(row.deleted_at).not.toBeNull();
    expect(await app.db("parcels").where({ customer_id: customer.id })).toHaveLength(1);
    expect(await app.db("transactions").where({ customer_id: customer.id })).toHaveLength(1);
    expect(await app.db("address_book").where({ customer_id: customer.id })).toHaveLength(0);
    expect((await app.request("GET", "/api/users/getuser", { token: session })).status).toBe(401);
    const login = await app.request("POST", "/api/users/login", {
      body: { email: customer.email, password: "correct-horse-battery" },
    });
    expect(login.status).toBe(401);
    expect((await app.request("GET", `/api/admins/users/delete/${customer.id}`, { token })).status).toBe(404);
  });

  it("is refused while parcels or payments are in progress, changing nothing", async () => {
    const withParcel = await makeCustomer(app.db);
    await makeParcel(app.db, withParcel.id, warehouse.id, { state: "awaiting_approval" });
    const parcelRes = await app.request("GET", `/api/admins/users/delete/${withParcel.id}`, { token });
    expect(parcelRes.status).toBe(409);
    expect(parcelRes.body.code).toBe("CUSTOMER_HAS_PARCELS");

    const paying = await makeCustomer(app.db);
    const parcel = await makeParcel(app.db, paying.id, warehouse.id, { state: "shipped" });
    await makeTransaction(app.db, paying.id, parcel.id, { state: "pending" });
    const payRes = await app.request("GET", `/api/admins/users/delete/${paying.id}`, { token });
    expect(payRes.status).toBe(409);
    expect(payRes.body.code).toBe("PAYMENT_IN_PROGRESS");

    const rows = await app.db("customers").whereIn("id", [withParcel.id, paying.id]).whereNull("deleted_at");
    expect(rows).toHaveLength(2);
    // A deleted parcel is history: it does not hold the account.
    const trashOnly = await makeCustomer(app.db);
    await makeParcel(app.db, trashOnly.id, warehouse.id, { deleted_at: new Date(), delete_reason: "Lost" });
    expect((await app.request("GET", `/api/admins/users/delete/${trashOnly.id}`, { token })).status).toBe(200);
  });

  it("lets one of two racing deletions win", async () => {
    const customer = await makeCustomer(app.db);
    const answers = await Promise.all(
      [1, 2].map(() => app.request("GET", `/api/admins/users/delete/${customer.id}`, { token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
  });

  it("is for admins only", async () => {
    const customer = await makeCustomer(app.db);
    expect((await app.request("GET", `/api/admins/users/delete/${customer.id}`, { token: supportToken })).status).toBe(
      403,
    );
  });
});
