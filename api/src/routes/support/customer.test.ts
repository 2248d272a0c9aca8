import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeCustomer } from "../../test/factories.js";
import { PDF_BYTES, customerToken, makeTicket, pngBytes, postForm } from "../../test/factories-accounts.js";

const app = await createTestApp();

async function signedIn() {
  const customer = await makeCustomer(app.db);
  return { customer, token: customerToken(app, customer) };
}

const create = (token: string, about: unknown, path = "/api/users/create/ticket") =>
  app.request("POST", path, { token, body: { about } });

describe("#users.create.ticket", () => {
  it("should require authentication", async () => {
    expect((await app.request("POST", "/api/users/create/ticket", { body: { about: "Hi" } })).status).toBe(401);
  });

  it("opens a ticket on either path, and refuses a second while one is open, naming it", async () => {
    const { token } = await signedIn();
    const res = await create(token, "  My parcel has not arrived ", "/api/users/create/userTicket");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      error: false,
      message: "Created Successfully",
      supportTicket: { title: "My parcel has not arrived", status: "open", userNewMessage: false, messages: [] },
    });
    const second = await create(token, "Another question");
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: true,
      code: "OPEN_TICKET_EXISTS",
      message: "There is already an open ticket",
      ticketId: res.body.supportTicket._id,
    });
  });

  it("opens a new ticket once the last one is closed", async () => {
    const { customer, token } = await signedIn();
    await makeTicket(app.db, customer.id, { status: "closed" });
    expect((await create(token, "New question")).status).toBe(201);
  });

  it("refuses an empty description and writes nothing", async () => {
    const { customer, token } = await signedIn();
    const res = await create(token, "   ");
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ about: "aboutRequired" });
    expect(await app.db("support_tickets").where({ customer_id: customer.id })).toHaveLength(0);
  });

  it("lets only one of several racing creations open a ticket", async () => {
    const { customer, token } = await signedIn();
    const answers = await Promise.all([1, 2, 3].map((n) => create(token, `Question ${n}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const open = await app.db("support_tickets").where({ customer_id: customer.id, status: "open" });
    expect(open).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.ticketId).toBe(open[0].id);
  });

  it("limits ticket creation to five an hour", async () => {
    const { customer, token } = await signedIn();
    for (let i = 0; i < 5; i++) {
      await create(token, `Question ${i}`);
      await app
        .db("support_tickets")
        .where({ customer_id: customer.id })
        .update({ status: "closed", closed_at: new Date() });
    }
    const res = await create(token, "One more");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});

describe("#users.support lists", () => {
  it("lists the customer's tickets newest first, paged, with the unread count and the latest", async () => {
    const { customer, token } = await signedIn();
    const other = await signedIn();
    await makeTicket(app.db, other.customer.id);
    const minute = 60_000;
    await makeTicket(app.db, customer.id, {
      status: "closed",
      title: "Old",
      created_at: new Date(Date.now() - 2 * minute),
    });
    await makeTicket(app.db, customer.id, {
      status: "closed",
      title: "Middle",
      created_at: new Date(Date.now() - minute),
      customer_has_new: true,
    });
    await makeTicket(app.db, customer.id, { title: "Open" });

    const list = await app.request("GET", "/api/users/support/user?perPage=2", { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 3, pageCount: 2 });
    expect(list.body.supportTickets.map((t: { title: string }) => t.title)).toEqual(["Open", "Middle"]);
    expect(list.body.supportTickets[1]).toMatchObject({ userNewMessage: true, status: "closed" });

    expect((await app.request("GET", "/api/users/support/count", { token })).body).toEqual({ error: false, count: 1 });
    expect((await app.request("GET", "/api/users/support/latest", { token })).body.supportTicket.title).toBe("Open");
  });

  it("answers null as the latest ticket of a customer without any", async () => {
    const { token } = await signedIn();
    expect((await app.request("GET", "/api/users/support/latest", { token })).body).toEqual({
      error: false,
      supportTicket: null,
    });
  });
});

describe("#users.support.get", () => {
  it("answers the thread and marks the replies read", async () => {
    const { customer, token } = await signedIn();
    const ticket = await makeTicket(app.db, customer.id, { customer_has_new: true });
    await app.db("support_messages").insert([
      { ticket_id: ticket.id, is_staff: false, body: "Hello" },
      { ticket_id: ticket.id, is_staff: true, body: "Hi, how can we help?" },
    ]);
    const res = await app.request("POST", "/api/users/support/get", { token, body: { ticketId: ticket.id } });
    expect(res.status).toBe(200);
    expect(res.body.ticket.messages).toEqual([
      expect.objectContaining({ message: "Hello", isAdmin: false, file: null }),
      expect.objectContaining({ message: "Hi, how can we help?", isAdmin: true }),
    ]);
    expect((await app.request("GET", "/api/users/support/count", { token })).body.count).toBe(0);
  });

  it("answers 404 for another customer's ticket and clears nothing", async () => {
    const other = await signedIn();
    const ticket = await makeTicket(app.db, other.customer.id, { customer_has_new: true });
    const { token } = await signedIn();
    const res = await app.request("POST", "/api/users/support/get", { token, body: { ticketId: ticket.id } });
    expect(res.status).toBe(404);
    expect((await app.db("support_tickets").where({ id: ticket.id }).first()).customer_has_new).toBe(true);
  });
});

describe("#users.support.send", () => {
  it("adds a message with an image attachment, re-encoded, and flags the ticket for staff", async () => {
    const { customer, token } = await signedIn();
    const ticket = await makeTicket(app.db, customer.id);
    const res = await postForm(
      app,
      "/api/users/support/send",
      { ticketId: ticket.id, message: "Here is the photo" },
      { token, file: { bytes: await pngBytes(), name: "photo.png", type: "image/png" } },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ message: "Here is the photo", isAdmin: false });
    expect(res.body.message.file).toMatch(/^\/uploads\/support\/.+\.webp\?expires=\d+&signature=[\w-]+$/);
    const served = await fetch(app.url + res.body.message.file);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect((await app.db("support_tickets").where({ id: ticket.id }).first()).staff_has_new).toBe(true);
  });

  it("accepts a PDF alone", async () => {
    const { customer, token } = await signedIn();
    const ticket = await makeTicket(app.db, customer.id);
    const res = await postForm(
      app,
      "/api/users/support/send",
      { ticketId: ticket.id },
      { token, file: { bytes: PDF_BYTES, name: "invoice.pdf", type: "application/pdf" } },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ message: "", file: expect.stringMatching(/\.pdf\?expires=/) });
  });

  it("refuses an empty message, a file that is neither image nor PDF, and a file over 10 MB", async () => {
    const { customer, token } = await signedIn();
    const ticket = await makeTicket(app.db, customer.id);
    const empty = await postForm(app, "/api/users/support/send", { ticketId: ticket.id, message: "  " }, { token });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: "you can't send an empty message",
      fields: { message: "emptyMessage" },
    });

    const renamed = await postForm(
      app,
      "/api/users/support/send",
      { ticketId: ticket.id, message: "see file" },
      { token, file: { bytes: Buffer.from("MZ not really an image"), name: "photo.png", type: "image/png" } },
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ message: "you can only upload image or pdf files" });

    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await postForm(
      app,
      "/api/users/support/send",
      { ticketId: ticket.id, message: "big" },
      { token, file: { bytes: big, name: "big.pdf", type: "application/pdf" } },
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe("you can't upload file larger than 10MB");
    expect(await app.db("support_messages").where({ ticket_id: ticket.id })).toHaveLength(0);
  });

  it("refuses a message on a closed ticket with 409", async () => {
    const { customer, token } = await signedIn();
    const ticket = await makeTicket(app.db, customer.id, { status: "closed" });
    const res = await postForm(app, "/api/users/support/send", { ticketId: ticket.id, message: "Hello?" }, { token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("TICKET_CLOSED");
    expect(await app.db("support_messages").where({ ticket_id: ticket.id })).toHaveLength(0);
  });

  it("answers 404 for another customer's ticket", async () => {
    const other = await signedIn();
    const ticket = await makeTicket(app.db, other.customer.id);
    const { token } = await signedIn();
    const res = await postForm(app, "/api/users/support/send", { ticketId: ticket.id, message: "Hi" }, { token });
    expect(res.status).toBe(404);
    expect(await app.db("support_messages").where({ ticket_id: ticket.id })).toHaveLength(0);
  });

  it("answers 400 to a JSON body", async () => {
    const { customer, token } = await signedIn();
    const ticket = await makeTicket(app.db, customer.id);
    const res = await app.request("POST", "/api/users/support/send", {
      token,
      body: { ticketId: ticket.id, message: "x" },
    });
    expect(res.status).toBe(400);
  });
});
