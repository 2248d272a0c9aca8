import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.js";
import { inProcessInstances, type InProcessInstance } from "../test/in-process.js";
import { PASSWORD, makeCustomer, makeStaff } from "../test/factories.js";
import {
  customerToken,
  makeAlert,
  makeTicket,
  makeWarehouse,
  postForm,
  staffToken,
} from "../test/factories-accounts.js";
import { TestSocket } from "../test/ws-client.js";
import { notify } from "../services/notifications.js";
import { pushSetting } from "../services/settings.js";
import { readScope } from "../services/work.js";
import { JOIN_TIMEOUT_MS, MAX_SOCKETS_PER_ADDRESS } from "./ws.js";
import { WebSocket } from "ws";

const app = await createTestApp();
const sockets: TestSocket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

async function open(url = app.url): Promise<TestSocket> {
  const socket = await TestSocket.open(url);
  sockets.push(socket);
  return socket;
}

const hello = { en: "Parcel arrived", ar: "وصل طردك", fr: "Colis arrivé" };

async function joinedCustomer() {
  const customer = await makeCustomer(app.db);
  const socket = await open();
  await socket.join(customerToken(app, customer));
  await socket.next("loadNotifications");
  return { customer, socket };
}

describe("the realtime server at /ws", () => {
  it("answers join with the customer's notifications and unseen marker", async () => {
    const customer = await makeCustomer(app.db);
    await app.db("notifications").insert([
      { customer_id: customer.id, title: hello, text: hello, seen_at: new Date() },
      { customer_id: customer.id, title: hello, text: hello },
    ]);
    const socket = await open();
    expect((await socket.join(customerToken(app, customer))).data).toEqual({ role: "customer" });
    const loaded = await socket.next("loadNotifications");
    expect(loaded.data).toMatchObject({ unSeen: true });
    expect((loaded.data as { notifications: unknown[] }).notifications).toHaveLength(2);
  });

  it("refuses a bad token and closes the socket", async () => {
    const socket = await open();
    socket.send("join", { token: "not-a-token" });
    expect((await socket.next("error")).data).toEqual({ code: "UNAUTHENTICATED" });
    expect((await socket.closed).code).toBe(4401);
  });

  it("refuses a token retired by a password change", async () => {
    const customer = await makeCustomer(app.db);
    const token = customerToken(app, customer);
    await app.db("customers").where({ id: customer.id }).increment("token_version", 1);
    const socket = await open();
    socket.send("join", { token });
    expect((await socket.closed).code).toBe(4401);
  });

  it("ignores customer events before join, and unreadable messages", async () => {
    const socket = await open();
    socket.send("seenNotifications");
    expect((await socket.next("error")).data).toEqual({ code: "NOT_JOINED" });
    socket.socket.send("{not json");
    expect((await socket.next("error")).data).toEqual({ code: "VALIDATION" });
  });

  it("delivers a customer's events to that customer's sockets only", async () => {
    const me = await joinedCustomer();
    const secondTab = await open();
    await secondTab.join(customerToken(app, me.customer));
    const other = await joinedCustomer();

    await notify(readScope(app.deps), { customerId: other.customer.id, title: hello, text: hello });
    const mine = await notify(readScope(app.deps), { customerId: me.customer.id, title: hello, text: hello });
    expect((await me.socket.next("newNotification")).data).toEqual(mine);
    expect((await secondTab.next("newNotification")).data).toEqual(mine);
    expect((await other.socket.next("newNotification")).data).not.toEqual(mine);
    // The other customer's notification was published first: had it reached me, it would have come first.
    expect(me.socket.events().filter((e) => e === "newNotification")).toHaveLength(1);
  });

  it("carries the flag of the warehouse a notification is about", async () => {
    const { customer, socket } = await joinedCustomer();
    const warehouse = await makeWarehouse(app.db, { flag_image_path: "flags/fr.webp" });
    await notify(readScope(app.deps), {
      customerId: customer.id,
      title: hello,
      text: hello,
      warehouseId: warehouse.id,
    });
    expect((await socket.next("newNotification")).data).toMatchObject({
      title: hello,
      new: true,
      address: { flagImage: "/uploads/flags/fr.webp" },
    });
  });

  it("marks notifications seen and refreshes every open page of the customer", async () => {
    const { customer, socket } = await joinedCustomer();
    const secondTab = await open();
    await secondTab.join(customerToken(app, customer));
    await secondTab.next("loadNotifications");
    await notify(readScope(app.deps), { customerId: customer.id, title: hello, text: hello });
    await socket.next("newNotification");
    socket.send("seenNotifications");
    const [a, b] = await Promise.all([socket.next("loadNotifications"), secondTab.next("loadNotifications")]);
    for (const update of [a, b]) expect(update.data).toMatchObject({ unSeen: false });
    expect(await app.db("notifications").where({ customer_id: customer.id }).whereNull("seen_at")).toHaveLength(0);
    // Both were already sent one list on join: these are the refreshes.
    expect(socket.events().filter((e) => e === "loadNotifications")).toHaveLength(2);
  });

  it("answers userActive with a fresh list", async () => {
    const { socket } = await joinedCustomer();
    socket.send("userActive");
    expect((await socket.next("loadNotifications")).data).toEqual({ notifications: [], unSeen: false });
  });

  it("remembers clearAlert, and refuses another customer's alert", async () => {
    const { customer, socket } = await joinedCustomer();
    const alert = await makeAlert(app.db);
    socket.send("clearAlert", { userId: "ignored", alertId: alert.alert_code });
    expect((await socket.next("alertCleared")).data).toEqual({ alertId: alert.alert_code });
    expect(await app.db("alert_dismissals").where({ customer_id: customer.id, alert_id: alert.id })).toHaveLength(1);
    const token = customerToken(app, customer);
    expect((await app.request("GET", "/api/users/alert/get", { token })).body.alert).toBeNull();

    const other = await makeCustomer(app.db);
    const theirs = await makeAlert(app.db, { customer_id: other.id });
    socket.send("clearAlert", { alertId: theirs.alert_code });
    expect((await socket.next("error")).data).toEqual({ code: "NOT_FOUND", event: "clearAlert" });
  });

  it("pushes updateSetting", async () => {
    const { customer, socket } = await joinedCustomer();
    await app.db("customer_settings").insert({ customer_id: customer.id, image_request: false });
    await pushSetting(readScope(app.deps), customer.id);
    expect((await socket.next("updateSetting")).data).toEqual({ setting: { imageRequest: false } });
  });

  it("brings a staff reply to the customer live, and a customer message to staff sockets", async () => {
    const { customer, socket } = await joinedCustomer();
    const staff = await makeStaff(app.db, { group_id: 2 });
    const staffSocket = await open();
    expect((await staffSocket.join(staffToken(app, staff))).data).toEqual({ role: "staff" });
    const ticket = await makeTicket(app.db, customer.id);

    const reply = await postForm(
      app,
      "/api/admins/support/send",
      { ticketId: ticket.id, message: "We are on it." },
      { token: staffToken(app, staff) },
    );
    expect(reply.status).toBe(200);
    expect((await socket.next("supportMessage")).data).toEqual({
      ticketId: ticket.id,
      messageId: reply.body.message._id,
      // The parcels whose error report this reply answered: none on this ticket.
      reviewed: [],
    });
    expect((await socket.next("newNotification")).data).toMatchObject({ title: { en: "New reply from support" } });
    // Staff see their own reply land too (another agent may have the ticket open).
    expect((await staffSocket.next("supportMessage")).data).toMatchObject({ messageId: reply.body.message._id });

    const answer = await postForm(
      app,
      "/api/users/support/send",
      { ticketId: ticket.id, message: "Thanks!" },
      { token: customerToken(app, customer) },
    );
    expect((await staffSocket.next("supportMessage")).data).toEqual({
      ticketId: ticket.id,
      messageId: answer.body.message._id,
    });
    // Staff sockets get no customer's private events.
    expect(staffSocket.events()).not.toContain("newNotification");
  });

  it("closes a customer's socket once a password change retires its token, delivering nothing more", async () => {
    const { customer, socket } = await joinedCustomer();
    const changed = await app.request("POST", "/api/users/update_password", {
      token: customerToken(app, customer),
      body: { curPassword: PASSWORD, newPassword: "a-new-password-1" },
    });
    expect(changed.status).toBe(200);
    await notify(readScope(app.deps), { customerId: customer.id, title: hello, text: hello });
    expect((await socket.next("error")).data).toEqual({ code: "UNAUTHENTICATED" });
    expect((await socket.closed).code).toBe(4401);
    expect(socket.events()).not.toContain("newNotification");
  });

  it("closes a staff socket whose token was retired, or whose account was deactivated", async () => {
    const retiredStaff = await makeStaff(app.db, { group_id: 2 });
    const inactive = await makeStaff(app.db, { group_id: 2 });
    const current = await makeStaff(app.db, { group_id: 2 });
    const [retiredSocket, inactiveSocket, currentSocket] = await Promise.all([open(), open(), open()]);
    await retiredSocket.join(staffToken(app, retiredStaff));
    await inactiveSocket.join(staffToken(app, inactive));
    await currentSocket.join(staffToken(app, current));
    await app.db("staff").where({ id: retiredStaff.id }).increment("token_version", 1);
    await app.db("staff").where({ id: inactive.id }).update({ is_active: false });
    await app.deps.realtime.toStaff("supportTicket", { ticketId: "1", status: "open" });
    expect((await currentSocket.next("supportTicket")).data).toEqual({ ticketId: "1", status: "open" });
    expect((await retiredSocket.closed).code).toBe(4401);
    expect((await inactiveSocket.closed).code).toBe(4401);
    expect(retiredSocket.events()).not.toContain("supportTicket");
    expect(inactiveSocket.events()).not.toContain("supportTicket");
  });

  it("refuses the events of a socket whose token was retired", async () => {
    const { customer, socket } = await joinedCustomer();
    await app.db("customers").where({ id: customer.id }).increment("token_version", 1);
    socket.send("userActive");
    expect((await socket.closed).code).toBe(4401);
    expect(socket.events().filter((e) => e === "loadNotifications")).toHaveLength(1);
  });

  it("closes a socket that has not joined within five seconds", async () => {
    const socket = await open();
    const started = Date.now();
    expect((await socket.closed).code).toBe(4401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(JOIN_TIMEOUT_MS - 100);
  }, 10_000);

  it(`refuses more than ${MAX_SOCKETS_PER_ADDRESS} open sockets from one address`, async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    const from = (address: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${proxied.url.replace(/^http/, "ws")}/ws`, {
          headers: { "x-forwarded-for": address },
        });
        ws.once("open", () => resolve(ws));
        ws.once("unexpected-response", (_request, response) => reject(new Error(String(response.statusCode))));
        ws.once("error", reject);
      });
    const held = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, () => from("198.51.100.8")));
    try {
      await expect(from("198.51.100.8")).rejects.toThrow("429");
      // Another address is not affected; a closed socket frees its place.
      (await from("198.51.100.9")).close();
      held.pop()!.close();
      await new Promise<void>((resolve) => setTimeout(resolve, 100));
      (await from("198.51.100.8")).close();
    } finally {
      held.forEach((ws) => ws.close());
    }
  });

  it("refuses upgrades on other paths", async () => {
    await expect(TestSocket.open(app.url, "/elsewhere")).rejects.toThrow();
  });
});

describe("realtime across two API instances", () => {
  it("delivers what one instance publishes to a customer connected to the other", async () => {
    const { db, instances, close } = await inProcessInstances(2);
    const [first, second] = instances as [InProcessInstance, InProcessInstance];
    try {
      const customer = await makeCustomer(db);
      const other = await makeCustomer(db);
      const socket = await open(second.url);
      await socket.join(first.deps.tokens.sign("customer", customer.id, customer.token_version));
      const otherSocket = await open(first.url);
      await otherSocket.join(first.deps.tokens.sign("customer", other.id, other.token_version));

      await notify(readScope(first.deps), { customerId: other.id, title: hello, text: hello });
      const sent = await notify(readScope(first.deps), { customerId: customer.id, title: hello, text: hello });
      expect((await socket.next("newNotification")).data).toEqual(sent);
      expect(socket.events().filter((e) => e === "newNotification")).toHaveLength(1);
      expect((await otherSocket.next("newNotification")).data).not.toEqual(sent);

      // A password change on the first instance retires the socket joined on the second.
      const changed = await fetch(`${first.url}/api/users/update_password`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${first.deps.tokens.sign("customer", customer.id, customer.token_version)}`,
        },
        body: JSON.stringify({ curPassword: PASSWORD, newPassword: "a-new-password-1" }),
      });
      expect(changed.status).toBe(200);
      await notify(readScope(first.deps), { customerId: customer.id, title: hello, text: hello });
      expect((await socket.closed).code).toBe(4401);
      expect(socket.events().filter((e) => e === "newNotification")).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
