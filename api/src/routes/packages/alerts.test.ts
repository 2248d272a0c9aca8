import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeWorld } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);

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
