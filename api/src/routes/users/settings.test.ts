import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeCustomer } from "../../test/factories.js";
import { customerToken, makeAlert } from "../../test/factories-accounts.js";

const app = await createTestApp();

async function signedIn() {
  const customer = await makeCustomer(app.db);
  return { customer, token: customerToken(app, customer) };
}

describe("#users.setting", () => {
  it("should require authentication", async () => {
    expect((await app.request("GET", "/api/users/setting")).status).toBe(401);
  });

  it("answers the defaults for a customer without a settings row, and the row when there is one", async () => {
    const { customer, token } = await signedIn();
    expect((await app.request("GET", "/api/users/setting", { token })).body).toEqual({
      error: false,
      setting: { imageRequest: true },
    });
    await app.db("customer_settings").insert({ customer_id: customer.id, image_request: false });
    expect((await app.request("GET", "/api/users/setting", { token })).body.setting).toEqual({ imageRequest: false });
  });
});

describe("#users.alert.get", () => {
  it("answers null when there is no alert", async () => {
    const { token } = await signedIn();
    expect((await app.request("GET", "/api/users/alert/get", { token })).body).toEqual({ error: false, alert: null });
  });

  it("answers the newest uncleared alert for this customer or everyone, never another customer's", async () => {
    const { customer, token } = await signedIn();
    const other = await signedIn();
    const hour = 3600_000;
    await makeAlert(app.db, { created_at: new Date(Date.now() - 3 * hour) });
    const mine = await makeAlert(app.db, { customer_id: customer.id, created_at: new Date(Date.now() - 2 * hour) });
    await makeAlert(app.db, { customer_id: other.customer.id, created_at: new Date(Date.now() - hour) });
    await makeAlert(app.db, { cleared: true });
    const res = await app.request("GET", "/api/users/alert/get", { token });
    expect(res.body.alert).toEqual({
      type: "warning",
      text: { en: "Heads up", ar: "تنبيه", fr: "Attention" },
      alertId: mine.alert_code,
    });
  });

  it("remembers a closed alert for this customer only, and shows the next one", async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    const older = await makeAlert(app.db, { created_at: new Date(Date.now() - 60_000) });
    const newer = await makeAlert(app.db);
    const cleared = await app.request("POST", "/api/users/alert/clear", { token, body: { alertId: newer.alert_code } });
    expect(cleared.status).toBe(200);
    // Twice is harmless.
    expect(
      (await app.request("POST", "/api/users/alert/clear", { token, body: { alertId: newer.alert_code } })).status,
    ).toBe(200);
    expect((await app.request("GET", "/api/users/alert/get", { token })).body.alert.alertId).toBe(older.alert_code);
    expect((await app.request("GET", "/api/users/alert/get", { token: other.token })).body.alert.alertId).toBe(
      newer.alert_code,
    );
  });

  it("answers 404 when closing another customer's alert or an unknown one", async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    const theirs = await makeAlert(app.db, { customer_id: other.customer.id });
    for (const alertId of [theirs.alert_code, "no-such-alert"]) {
      const res = await app.request("POST", "/api/users/alert/clear", { token, body: { alertId } });
      expect(res.status).toBe(404);
    }
    expect(await app.db("alert_dismissals").where({ alert_id: theirs.id })).toHaveLength(0);
  });
});
