import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeCustomer, makeStaff } from "../../test/factories.js";
import { customerToken, makeTicket, pngBytes, postForm, staffToken } from "../../test/factories-accounts.js";

const app = await createTestApp({ PUBLIC_URL: "https://ipf.example" });
const staff = await makeStaff(app.db, { group_id: 3 });
const token = staffToken(app, staff);

const filesUnder = (folder: string) => app.deps.storage.files.list(`${folder}/`);

describe("#admins.support.get", () => {
  it("should require a staff token", async () => {
    expect((await app.request("GET", "/api/admins/support/get")).status).toBe(401);
    const customer = await makeCustomer(app.db);
    const res = await app.request("GET", "/api/admins/support/get", { token: customerToken(app, customer) });
    expect(res.status).toBe(401);
  });

  it("lists every ticket newest first, paged, with the customer's details", async () => {
    const customer = await makeCustomer(app.db, { first_name: "Yanis", last_name: "Amrani" });
    await makeTicket(app.db, customer.id, {
      title: "Older",
      status: "closed",
      created_at: new Date(Date.now() - 60_000),
    });
    await makeTicket(app.db, customer.id, { title: "Newer" });
    const res = await app.request("GET", "/api/admins/support/get?page=0&perPage=1", { token });
    expect(res.status).toBe(200);
    expect(res.body.requestCount).toBeGreaterThanOrEqual(2);
    expect(res.body.pageCount).toBe(res.body.requestCount);
    expect(res.body.tickets).toHaveLength(1);
    expect(res.body.tickets[0]).toMatchObject({
      title: "Newer",
      user: { fullName: "Yanis Amrani", addressHash: customer.address_code, email: customer.email },
    });
  });
});

describe("#admins.support.get with a tab and a search", () => {
  it("lists a tab, unread first, and finds tickets by subject, name, e-mail or customer code", async () => {
    const customer = await makeCustomer(app.db, { first_name: "Ouarda", last_name: "Searchable" });
    const read = await makeTicket(app.db, customer.id, { title: "Read one 50%_off", status: "closed" });
    const other = await makeCustomer(app.db, { first_name: "Ouarda", last_name: "Searchable" });
    const unread = await makeTicket(app.db, other.id, {
      title: "Unread one",
      created_at: new Date(Date.now() - 3_600_000),
    });
    await app.db("support_tickets").where({ id: unread.id }).update({ staff_has_new: true });

    const all = await app.request("GET", "/api/admins/support/get?status=all&q=searchable", { token });
    expect(all.body.tickets.map((t: { _id: string }) => t._id)).toEqual([unread.id, read.id]);
    expect(all.body.requestCount).toBe(2);
    const open = await app.request("GET", "/api/admins/support/get?status=open&q=ouarda%20searchable", { token });
    expect(open.body.tickets.map((t: { _id: string }) => t._id)).toEqual([unread.id]);
    const closed = await app.request("GET", `/api/admins/support/get?status=closed&q=${customer.address_code}`, {
      token,
    });
    expect(closed.body).toMatchObject({ requestCount: 1, tickets: [{ _id: read.id, status: "closed" }] });
    const byMail = await app.request("GET", `/api/admins/support/get?q=${encodeURIComponent(other.email)}`, { token });
    expect(byMail.body.tickets.map((t: { _id: string }) => t._id)).toEqual([unread.id]);
    // LIKE wildcards are read as plain characters.
    const literal = await app.request("GET", "/api/admins/support/get?q=50%25_off", { token });
    expect(literal.body.tickets.map((t: { _id: string }) => t._id)).toEqual([read.id]);
    const wildcard = await app.request("GET", "/api/admins/support/get?q=%25%25%25", { token });
    expect(wildcard.body.requestCount).toBe(0);
    const bad = await app.request("GET", "/api/admins/support/get?status=pending", { token });
    expect(bad.status).toBe(400);
  });
});

describe("#admins.support.create", () => {
  it("opens a ticket for a customer, shown as new to them; a second open one is refused with its id", async () => {
    const customer = await makeCustomer(app.db);
    const res = await app.request("POST", "/api/admins/support/create", {
      token,
      body: { about: "About your parcel", userId: customer.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.supportTicket).toMatchObject({ title: "About your parcel", userNewMessage: true, status: "open" });
    const again = await app.request("POST", "/api/admins/support/create", {
      token,
      body: { about: "Another", userId: customer.id },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "OPEN_TICKET_EXISTS", ticketId: res.body.supportTicket._id });
  });

  it("asks for both fields, and answers 404 for an unknown customer", async () => {
    const missing = await app.request("POST", "/api/admins/support/create", { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ about: "fillAllFields", userId: "fillAllFields" });
    const unknown = await app.request("POST", "/api/admins/support/create", {
      token,
      body: { about: "Hello", userId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("#admins.support.read and close", () => {
  it("marks a ticket read, and closes it once", async () => {
    const customer = await makeCustomer(app.db);
    const ticket = await makeTicket(app.db, customer.id);
    await app.db("support_tickets").where({ id: ticket.id }).update({ staff_has_new: true });
    const read = await app.request("GET", `/api/admins/support/read/${ticket.id}`, { token });
    expect(read.status).toBe(200);
    expect((await app.db("support_tickets").where({ id: ticket.id }).first()).staff_has_new).toBe(false);

    const closed = await app.request("GET", `/api/admins/support/close/${ticket.id}`, { token });
    expect(closed.status).toBe(200);
    expect(closed.body.ticket.status).toBe("closed");
    const row = await app.db("support_tickets").where({ id: ticket.id }).first();
    expect(row).toMatchObject({ status: "closed", closed_by: staff.id });
    const twice = await app.request("GET", `/api/admins/support/close/${ticket.id}`, { token });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("TICKET_CLOSED");
  });

  it("answers 404 for an unknown ticket and 400 for a malformed id", async () => {
    expect(
      (await app.request("GET", "/api/admins/support/read/00000000-0000-4000-8000-000000000000", { token })).status,
    ).toBe(404);
    expect((await app.request("GET", "/api/admins/support/close/not-an-id", { token })).status).toBe(400);
  });

  it("lets only one of two racing closes win", async () => {
    const customer = await makeCustomer(app.db);
    const ticket = await makeTicket(app.db, customer.id);
    const answers = await Promise.all(
      [1, 2].map(() => app.request("GET", `/api/admins/support/close/${ticket.id}`, { token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe("#admins.support.fetch and send", () => {
  it("answers the thread with the customer's details", async () => {
    const customer = await makeCustomer(app.db);
    const ticket = await makeTicket(app.db, customer.id);
    await app.db("support_messages").insert({ ticket_id: ticket.id, is_staff: false, body: "Hello" });
    const res = await app.request("POST", "/api/admins/support/fetch", { token, body: { ticketId: ticket.id } });
    expect(res.status).toBe(200);
    expect(res.body.ticket).toMatchObject({
      user: { phone: customer.phone, addressHash: customer.address_code },
      messages: [expect.objectContaining({ message: "Hello", isAdmin: false })],
    });
  });

  it("replies: the customer sees the new reply, gets a notification and an e-mail in their language", async () => {
    const customer = await makeCustomer(app.db, { language: "fr" });
    const ticket = await makeTicket(app.db, customer.id, { title: "Colis en retard" });
    const res = await postForm(
      app,
      "/api/admins/support/send",
      { ticketId: ticket.id, message: "Votre colis part demain." },
      { token, file: { bytes: await pngBytes(), name: "label.png", type: "image/png" } },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ isAdmin: true, message: "Votre colis part demain." });

    const customerSide = customerToken(app, customer);
    expect((await app.request("GET", "/api/users/support/count", { token: customerSide })).body.count).toBe(1);
    const notification = await app.db("notifications").where({ customer_id: customer.id }).first();
    expect(notification.title.fr).toBe("Nouvelle réponse du support");
    const mail = await app.db("email_outbox").where({ to_address: customer.email }).first();
    expect(mail.subject).toBe("Nouvelle réponse à votre ticket : Colis en retard");
    expect(mail.text_body).toContain("Votre colis part demain.");
    expect(mail.text_body).toContain(`https://ipf.example/fr/support/${ticket.id}`);
    expect(mail.html_body).toContain('dir="ltr"');
  });

  it("refuses a reply on a closed ticket, and keeps no file of it", async () => {
    const customer = await makeCustomer(app.db);
    const ticket = await makeTicket(app.db, customer.id, { status: "closed" });
    const before = await filesUnder("support");
    const res = await postForm(
      app,
      "/api/admins/support/send",
      { ticketId: ticket.id, message: "Late reply" },
      { token, file: { bytes: await pngBytes(), name: "late.png", type: "image/png" } },
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("TICKET_CLOSED");
    expect(await filesUnder("support")).toEqual(before);
    expect(await app.db("email_outbox").where({ to_address: customer.email })).toHaveLength(0);
  });

  it("refuses an empty reply", async () => {
    const customer = await makeCustomer(app.db);
    const ticket = await makeTicket(app.db, customer.id);
    const res = await postForm(app, "/api/admins/support/send", { ticketId: ticket.id, message: "" }, { token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ message: "emptyMessage" });
  });
});
