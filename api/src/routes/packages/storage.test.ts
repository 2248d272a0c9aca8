import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { storageDaysLeft, storageEndDay, storageFeeDays } from "@ipf/shared/rules/storage";
import { sendStorageReminders } from "../../services/parcels/storage-reminders.js";
import { readScope } from "../../services/work.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { makeCustomer } from "../../test/factories.js";
import { customerToken, makeWorld } from "../../test/factories-parcels.js";
import { askOfflinePayment, makePayableParcel } from "../../test/factories-payments.js";

let app: TestApp;
let world: Awaited<ReturnType<typeof makeWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  world = await makeWorld(app);
});

afterEach(() => app.setNow(undefined as unknown as Date));

const DAY_MS = 24 * 60 * 60 * 1000;
/** An arrival time `months` months and `days` days before now (UTC, noon). */
function arrivedAgo(months: number, days: number): Date {
  const at = new Date();
  at.setUTCHours(12, 0, 0, 0);
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  return new Date(at.getTime() + (new Date().getUTCDate() - 1 - days) * DAY_MS);
}

const outboxTo = (email: string) => app.db("email_outbox").where({ to_address: email }).orderBy("id");

describe("storage reminders", () => {
  it("should remind once per parcel and threshold, with two workers racing, in the customer's language", async () => {
    const french = await makeCustomer(app.db, { language: "fr", first_name: "Claire" });
    const arabic = await makeCustomer(app.db, { language: "ar", first_name: "ليلى" });
    const parcel = (customer: { id: string }, created_at: string) =>
      world.parcel({ customer_id: customer.id, created_at: new Date(created_at) });
    app.setNow(new Date("2026-07-10T12:00:00Z"));
    const fiveDaysLeft = await parcel(french, "2026-01-15T08:00:00Z");
    const oneDayLeft = await parcel(arabic, "2026-01-11T09:00:00Z");
    const twentyTwoLeft = await parcel(french, "2026-02-01T10:00:00Z");
    const notYet = await parcel(french, "2026-03-01T10:00:00Z");
    const ended = await parcel(arabic, "2025-12-01T10:00:00Z");

    const runs = await Promise.all([
      sendStorageReminders(readScope(app.deps)),
      sendStorageReminders(readScope(app.deps)),
    ]);
    expect(runs[0]! + runs[1]!).toBe(3);
    const reminded = await app.db("storage_reminders").orderBy("days_before");
    expect(reminded.map((r: { parcel_id: string; days_before: number }) => [r.parcel_id, r.days_before])).toEqual([
      [oneDayLeft.id, 1],
      [fiveDaysLeft.id, 7],
      [twentyTwoLeft.id, 30],
    ]);
    expect(await app.db("alerts").whereIn("parcel_id", [notYet.id, ended.id])).toHaveLength(0);

    const frenchMail = await outboxTo(french.email);
    expect(frenchMail).toHaveLength(2);
    expect(frenchMail.map((m: { subject: string }) => m.subject)).toEqual(
      expect.arrayContaining([
        `Le stockage gratuit de votre colis ${fiveDaysLeft.parcel_code} se termine dans 5\u00a0jours`,
        `Le stockage gratuit de votre colis ${twentyTwoLeft.parcel_code} se termine dans 22\u00a0jours`,
      ]),
    );
    expect(frenchMail[0].text_body).toMatch(/0,50\s\$ par jour/);
    const [arabicMail] = await outboxTo(arabic.email);
    expect(arabicMail.subject).toBe(`ينتهي التخزين المجاني لطردك ${oneDayLeft.parcel_code} غدًا`);
    expect(arabicMail.text_body).toContain("2026-07-11");

    // Four days later the 5-day parcel is one day from the end: its 1-day reminder, once.
    app.setNow(new Date("2026-07-14T12:00:00Z"));
    const later = await Promise.all([
      sendStorageReminders(readScope(app.deps)),
      sendStorageReminders(readScope(app.deps)),
    ]);
    expect(later[0]! + later[1]!).toBe(1);
    expect(await sendStorageReminders(readScope(app.deps))).toBe(0);
    const alerts = await app
      .db("alerts")
      .where({ parcel_id: fiveDaysLeft.id, kind: "storage_ending" })
      .orderBy("created_at");
    // The 7-day banner gave way to the 1-day one, so a customer who closed it sees it again.
    expect(alerts.map((a: { cleared: boolean }) => a.cleared)).toEqual([true, false]);
    expect(alerts[1].text.fr).toContain("2026-07-15");
    expect(await outboxTo(french.email)).toHaveLength(3);
  });
});

describe("#packages.storage-ending", () => {
  it("should list the parcels ending within 30 days, soonest first, for staff only", async () => {
    const soon = await world.parcel({ created_at: arrivedAgo(6, -3) });
    const later = await world.parcel({ created_at: arrivedAgo(6, -20) });
    const beyond = await world.parcel({ created_at: arrivedAgo(6, -45) });
    const ended = await world.parcel({ created_at: arrivedAgo(6, 3) });
    const res = await app.request("GET", "/api/packages/storage-ending?perPage=100", { token: world.ops.token });
    expect(res.status).toBe(200);
    const codes = res.body.packages.map((p: { packageId: string }) => p.packageId);
    expect(codes.indexOf(soon.parcel_code)).toBeLessThan(codes.indexOf(later.parcel_code));
    expect(codes).toContain(later.parcel_code);
    expect(codes).not.toContain(beyond.parcel_code);
    expect(codes).not.toContain(ended.parcel_code);
    const row = res.body.packages.find((p: { packageId: string }) => p.packageId === soon.parcel_code);
    expect(row.storageEndsOn).toBe(storageEndDay(soon.arrived_at));
    expect(storageDaysLeft(row.storageEndsOn, new Date())).toBeGreaterThanOrEqual(2);
    expect(row.user.fullName).toBe(`${world.customer.first_name} ${world.customer.last_name}`);

    const customer = await app.request("GET", "/api/packages/storage-ending", { token: world.customerToken });
    expect(customer.status).toBe(401);
  });
});

describe("#storage-fee", () => {
  const put = (feePerDay: unknown, token = world.admin.token) =>
    app.request("PUT", "/api/storage-fee", { token, body: { feePerDay } });

  it("should validate the fee and record who changed it from what", async () => {
    for (const bad of [-1, 100.01, 0.125, "abc", null]) {
      const res = await put(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.fields.feePerDay).toMatch(/^(invalidFee|feeRequired)$/);
    }
    expect((await put(1, world.support.token)).status).toBe(403);

    const saved = await put("0.75");
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ feePerDay: 0.75 });
    expect(saved.body.changes[0]).toMatchObject({
      feePerDay: 0.75,
      previous: 0.5,
      changedBy: world.admin.row.full_name,
    });
    const read = await app.request("GET", "/api/storage-fee", { token: world.admin.token });
    expect(read.body.feePerDay).toBe(0.75);
    const customer = await app.request("GET", "/api/users/storage_fee", { token: world.customerToken });
    expect(customer.body).toEqual({ error: false, feePerDay: 0.75 });
    expect((await put(0.5)).status).toBe(200);
  });
});

describe("storage fee in payments", () => {
  const dir = mkdtempSync(join(tmpdir(), "ipf-storage-invoice-"));

  it("should add the fee to the payment, the local checkout and the invoice as their own line", async () => {
    const { parcel, offers } = await makePayableParcel(app, {
      customerId: world.customer.id,
      warehouseId: world.warehouse.id,
    });
    const arrived = arrivedAgo(6, 10);
    await app.db("parcels").where({ id: parcel.id }).update({ arrived_at: arrived });
    const days = storageFeeDays(storageEndDay(arrived), new Date());
    expect(days).toBeGreaterThanOrEqual(9);

    const started = await app.request("POST", "/api/users/stripe/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.parcel_code, methodId: offers[0]!.id, locale: "en" },
    });
    expect(started.status).toBe(200);
    const transaction = await app.db("transactions").where({ parcel_id: parcel.id }).first();
    expect(transaction).toMatchObject({
      amount_cents: 2550 + days * 50,
      storage_fee_cents: days * 50,
      storage_fee_days: days,
    });
    const path = new URL(started.body.checkoutUrl as string).pathname;
    const page = await (await fetch(app.url + path)).text();
    expect(page).toContain(`Storage fee (${days}\u00a0days)`);
    expect(page).toContain("$25.50");
    await fetch(`${app.url}${path}/pay`, { method: "POST", redirect: "manual" });

    const invoice = await fetch(`${app.url}/api/users/transactions/${transaction.id}/invoice`, {
      headers: { authorization: `Bearer ${customerToken(app, world.customer)}` },
    });
    expect(invoice.status).toBe(200);
    const file = join(dir, "invoice.pdf");
    writeFileSync(file, Buffer.from(await invoice.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain(`Storage fee N° ${parcel.parcel_code}: ${days} days after free storage ended`);
    const fee = `$${((days * 50) / 100).toFixed(2)}`;
    expect(text).toContain(fee);
    expect(text).toContain(`Total: $${((2550 + days * 50) / 100).toFixed(2)}`);
  });

  it("should charge nothing within free storage", async () => {
    const { parcel, res } = await askOfflinePayment(app, world, { offer: 1, paymentType: "cash" });
    expect(res.status).toBe(201);
    expect(await app.db("transactions").where({ parcel_id: parcel.id }).first()).toMatchObject({
      storage_fee_cents: 0,
      storage_fee_days: 0,
    });
  });
});
