import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeWorld } from "../../test/factories-parcels.js";
import { makePayableParcel } from "../../test/factories-payments.js";
import { TestSocket } from "../../test/ws-client.js";
import { useEuroRateSource, ecbXml } from "../../services/euro-rate.js";

const app = await createTestApp();
const world = await makeWorld(app);
useEuroRateSource(app.deps, { fetchDaily: () => Promise.resolve(ecbXml(1.25, "2026-11-26")) });

async function makeAlert(code: string, fields: Record<string, unknown> = {}) {
  const [row] = await app
    .db("alerts")
    .insert({
      alert_code: code,
      type: "warning",
      text: { en: "Storage ends soon", ar: "ينتهي التخزين قريبًا", fr: "Le stockage se termine bientôt" },
      ...fields,
    })
    .returning("*");
  return row as { id: string };
}

const post = (path: string, alertId: string) =>
  app.request("POST", `/api/admins/alert/${path}`, { token: world.support.token, body: { alertId } });

describe("#admins.alert", () => {
  it("pages alerts newest first, narrowed by alertId or by the parcel's packageId", async () => {
    const parcel = await world.parcel();
    await makeAlert("A0000001", { created_at: new Date(Date.now() - 2000) });
    await makeAlert("A0000002", { parcel_id: parcel.id, created_at: new Date(Date.now() - 1000) });
    const all = await app.request("GET", "/api/admins/alert/getAlerts?perPage=1", { token: world.support.token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ alertCount: 2, pageCount: 2 });
    expect(all.body.alerts[0]).toMatchObject({
      alertId: "A0000002",
      type: "warning",
      cleared: false,
      packageId: parcel.parcel_code,
      text: { en: "Storage ends soon" },
    });
    const one = await app.request("GET", "/api/admins/alert/getAlerts?alertId=A0000001", {
      token: world.support.token,
    });
    expect(one.body.alerts.map((a: { alertId: string }) => a.alertId)).toEqual(["A0000001"]);
    const byParcel = await app.request("GET", `/api/admins/alert/getAlerts?alertId=${parcel.parcel_code}`, {
      token: world.support.token,
    });
    expect(byParcel.body.alerts.map((a: { alertId: string }) => a.alertId)).toEqual(["A0000002"]);
  });

  it("clears an alert once, deletes only cleared ones", async () => {
    await makeAlert("A0000010");
    const early = await post("delete", "A0000010");
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("ALERT_NOT_CLEARED");
    expect((await post("clear", "A0000010")).body.message).toBe("Alert was canceled Successfully");
    const row = await app.db("alerts").where({ alert_code: "A0000010" }).first();
    expect(row).toMatchObject({ cleared: true, cleared_by: world.support.row.id });
    expect((await post("clear", "A0000010")).status).toBe(409);
    expect((await post("delete", "A0000010")).status).toBe(200);
    expect((await post("delete", "A0000010")).status).toBe(404);
    expect((await post("clear", "")).status).toBe(400);
  });
});

const create = (body: unknown, token = world.support.token) =>
  app.request("POST", "/api/admins/alert/create", { token, body });
const TEXT = { ar: "يرجى تأكيد عنوانك", en: "Please confirm your address", fr: "Veuillez confirmer votre adresse" };
const customerAlert = async (token = world.customerToken) =>
  (await app.request("GET", "/api/users/alert/get", { token })).body.alert;

describe("#admins.alert.create", () => {
  it("should refuse bad input and write nothing", async () => {
    const before = await app.db("alerts").count<{ count: string }[]>("id as count");
    const parcel = await world.parcel();
    const cases: [unknown, string][] = [
      [{ type: "warning", text: TEXT }, "packageId"],
      [{ type: "warning", text: { ...TEXT, ar: "  " }, userId: world.customer.id }, "text.ar"],
      [{ type: "warning", text: { ...TEXT, fr: "x".repeat(501) }, userId: world.customer.id }, "text.fr"],
      [{ type: "loud", text: TEXT, userId: world.customer.id }, "type"],
      [{ type: "info", text: TEXT, userId: "not-an-id" }, "userId"],
      [{ type: "info", packageId: parcel.parcel_code }, "text"],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect((await create({ type: "info", text: TEXT, packageId: "PNOSUCH1" })).status).toBe(404);
    expect(
      (await create({ type: "info", text: TEXT, packageId: parcel.parcel_code, userId: world.other.id })).status,
    ).toBe(404);
    expect((await create({ type: "info", text: TEXT, userId: world.customer.id }, world.intake.token)).status).toBe(
      403,
    );
    expect(await app.db("alerts").count<{ count: string }[]>("id as count")).toEqual(before);
  });

  it("should reach the parcel's owner live, in every language, and leave with a clear", async () => {
    const parcel = await world.parcel({ track_number: "ALERT-TRACK-1" });
    const socket = await TestSocket.open(app.url);
    await socket.join(world.customerToken);
    const res = await create({ type: "warning", text: TEXT, packageId: "alert-track-1" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Created Successfully", alert: { kind: "staff", type: "warning" } });
    expect(res.body.alert).toMatchObject({
      packageId: parcel.parcel_code,
      user: { _id: world.customer.id },
      createdBy: world.support.row.full_name,
      cleared: false,
    });
    const alertId = res.body.alert.alertId as string;
    expect(alertId).toMatch(/^A[A-Z2-9]{7}$/);
    const pushed = await socket.next("updateAlert");
    expect(pushed.data).toEqual({ alert: { type: "warning", text: TEXT, alertId } });
    expect(await customerAlert()).toEqual({ type: "warning", text: TEXT, alertId });
    // Only the addressee sees it.
    expect((await customerAlert(world.otherToken))?.alertId).not.toBe(alertId);

    expect((await post("clear", alertId)).status).toBe(200);
    expect((await socket.next("updateAlert")).data).toEqual({ alert: (await customerAlert()) ?? null });
    expect((await customerAlert())?.alertId).not.toBe(alertId);
    socket.close();
  });

  it("should let one of two racing clears win", async () => {
    const made = await create({ type: "info", text: TEXT, userId: world.customer.id });
    const alertId = made.body.alert.alertId as string;
    const answers = await Promise.all([post("clear", alertId), post("clear", alertId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const deletes = await Promise.all([post("delete", alertId), post("delete", alertId)]);
    expect(deletes.map((a) => a.status).sort()).toEqual([200, 404]);
  });

  it("should filter the list by cleared", async () => {
    const made = await create({ type: "info", text: TEXT, userId: world.other.id });
    const open = await app.request("GET", "/api/admins/alert/getAlerts?cleared=false&perPage=100", {
      token: world.support.token,
    });
    expect(open.body.alerts.every((a: { cleared: boolean }) => !a.cleared)).toBe(true);
    expect(open.body.alerts.map((a: { alertId: string }) => a.alertId)).toContain(made.body.alert.alertId);
  });
});

describe("system alerts", () => {
  it("should tell the customer when staff refuse a payment, and settle it once paid", async () => {
    const { parcel, offers } = await makePayableParcel(app, {
      customerId: world.customer.id,
      warehouseId: world.warehouse.id,
    });
    const pay = () =>
      app.request("POST", "/api/users/offline/create_payment", {
        token: world.customerToken,
        body: { packageId: parcel.parcel_code, methodId: offers[0]!.id, paymentType: "cash" },
      });
    const first = await pay();
    expect(first.status).toBe(201);
    const cancel = await app.request("POST", "/api/admins/transactions/offline/cancel", {
      token: world.admin.token,
      body: { transactionId: first.body.transaction._id, userId: world.customer.id, packageId: parcel.parcel_code },
    });
    expect(cancel.status).toBe(200);
    const refused = await app.db("alerts").where({ parcel_id: parcel.id, kind: "payment_refused" });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ type: "error", cleared: false, customer_id: world.customer.id });
    expect((await customerAlert())?.alertId).toBe(refused[0].alert_code);

    const second = await pay();
    const confirm = await app.request("GET", `/api/admins/bitcoin/confirm_payment/${second.body.transaction._id}`, {
      token: world.admin.token,
    });
    expect(confirm.status).toBe(200);
    expect(await app.db("alerts").where({ parcel_id: parcel.id, kind: "payment_refused", cleared: false })).toEqual([]);
  });
});
