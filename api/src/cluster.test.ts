import { describe, expect, it } from "vitest";
import type { CustomerRow } from "./db-rows.js";
import { makeCustomer, makeStaff, PASSWORD } from "./test/factories.js";
import { expectWebp, intakeFields, makeParcel, makeWarehouse, pngImage, sendForm } from "./test/factories-parcels.js";
import { startInstances, type Instance } from "./test/instances.js";
import { TestSocket } from "./test/ws-client.js";

// Two API processes, as production runs them, on one database and one data folder: what one
// instance does, the other must see at once.
const cluster = await startInstances(2);
const [a, b] = cluster.instances as [Instance, Instance];
const { db, tokens } = cluster;

const admin = await makeStaff(db, { group_id: 1 });
const adminToken = tokens.sign("staff", admin.id, admin.token_version);
const warehouse = await makeWarehouse(db);
const tokenOf = (customer: CustomerRow) => tokens.sign("customer", customer.id, customer.token_version);
const image = await pngImage();

describe("several instances on one database", () => {
  it("shows a parcel received on one instance live to the customer on the other, photo included", async () => {
    const customer = await makeCustomer(db);
    const socket = await TestSocket.open(b.url);
    await socket.join(tokenOf(customer));

    const received = await sendForm(a, "/api/packages/add", intakeFields("1ZCLUSTER0001", warehouse.id, customer.id), {
      token: adminToken,
      files: [image],
    });
    expect(received.status).toBe(201);
    const parcel = received.body.package;

    const live = await socket.next("newNotification");
    expect(JSON.stringify(live.data)).toContain(parcel.packageId);
    // The photo was taken in by A (its WebP made later, in the background); B serves it now.
    await expectWebp(b.url + parcel.images[0]);
    const locker = await b.request("GET", "/api/users/packages/get", { token: tokenOf(customer) });
    expect(locker.body.packages.map((p: { _id: string }) => p._id)).toEqual([parcel._id]);
    socket.close();
  });

  it("keeps an idle connection open longer than a load balancer's 60 s, and says so", async () => {
    const answer = await fetch(`${a.url}/api/health`);
    await answer.arrayBuffer();
    expect(answer.headers.get("keep-alive")).toBe("timeout=65");
  });

  it("counts a customer's wrong passwords on every instance together", async () => {
    const customer = await makeCustomer(db);
    const token = tokenOf(customer);
    const attempt = (instance: Instance, curPassword: string) =>
      instance.request("POST", "/api/users/update_password", {
        token,
        body: { curPassword, newPassword: "a-brand-new-password" },
      });
    // Ten misses allowed per customer: five on each instance reach the limit together.
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a, "wrong-password")).status).toBe(400);
      expect((await attempt(b, "wrong-password")).status).toBe(400);
    }
    for (const instance of [a, b]) {
      const blocked = await attempt(instance, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await db("customers").where({ id: customer.id }).first()).token_version).toBe(customer.token_version);
  });

  it("refuses on one instance a session signed out on the other, over HTTP and WebSocket", async () => {
    const customer = await makeCustomer(db);
    const old = tokenOf(customer);
    const onB = await TestSocket.open(b.url);
    await onB.join(old);
    expect((await b.request("GET", "/api/users/getuser", { token: old })).status).toBe(200);

    // A password change signs out every other session.
    const changed = await a.request("POST", "/api/users/update_password", {
      token: old,
      body: { curPassword: PASSWORD, newPassword: "a-brand-new-password" },
    });
    expect(changed.status).toBe(200);
    expect((await b.request("GET", "/api/users/getuser", { token: old })).status).toBe(401);
    expect((await b.request("GET", "/api/users/getuser", { token: changed.body.token })).status).toBe(200);

    // The next message for this customer, sent from A, closes B's socket of the old session.
    const onA = await TestSocket.open(a.url);
    await onA.join(changed.body.token);
    onA.send("seenNotifications");
    expect(await onB.closing()).toEqual({ code: 4401 });
    expect(onB.events()).toContain("error");
    const again = await TestSocket.open(b.url);
    again.send("join", { token: old });
    expect(await again.closing()).toEqual({ code: 4401 });
    onA.close();
  });

  it("never answers from one instance's memory a parcel the other changed", async () => {
    const customer = await makeCustomer(db);
    const parcel = await makeParcel(db, { customer_id: customer.id, warehouse_id: warehouse.id, weight_grams: 1200 });
    const weights = async () => {
      const locker = await b.request("GET", "/api/users/packages/get", { token: tokenOf(customer) });
      const staff = await b.request("GET", `/api/packages/get/all?packageId=${parcel.parcel_code}`, {
        token: adminToken,
      });
      return [locker.body.packages[0].weight, staff.body.packages[0].weight];
    };
    // B has read (and kept) the parcel before A changes it.
    expect(await weights()).toEqual([1.2, 1.2]);
    const edited = await sendForm(
      a,
      `/api/packages/update/${parcel.id}`,
      { trackNumber: parcel.track_number, weight: "3.5", length: 30, width: 20, height: 10 },
      { token: adminToken },
    );
    expect(edited.status).toBe(200);
    expect(await weights()).toEqual([3.5, 3.5]);
  });
});
