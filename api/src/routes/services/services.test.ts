import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sendFormData, createTestApp } from "../../test/harness.js";
import {
  customerToken,
  makeCarrier,
  makeParcel,
  makeSplitRequest,
  makeWorld,
  pngImage,
  sendForm,
} from "../../test/factories-parcels.js";
import { pdfBytes } from "../../test/factories-accounts.js";
import { startSmtpPeer } from "../../test/smtp-peer.js";
import { ecbXml, useEuroRateSource } from "../../services/euro-rate.js";
import { sweepPrivateUploads } from "../../services/upload-retention.js";
import { readScope } from "../../services/work.js";
import { makeCustomer } from "../../test/factories.js";

const smtp = await startSmtpPeer();
const app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://ipf.example" });
useEuroRateSource(app.deps, { fetchDaily: () => Promise.resolve(ecbXml(1.1, "2026-11-24")) });
const world = await makeWorld(app);
const dir = mkdtempSync(join(tmpdir(), "services-test-"));

const services = (ref: string, token = world.customerToken) =>
  app.request("GET", `/api/packages/${ref}/services`, { token });
const ask = (ref: string, body: unknown, token = world.customerToken) =>
  app.request("POST", `/api/packages/${ref}/services`, { token, body });
const cancel = (ref: string, requestId: string, token = world.customerToken) =>
  app.request("POST", `/api/packages/${ref}/services/${requestId}/cancel`, { token });
const start = (id: string, token = world.intake.token) =>
  app.request("POST", `/api/admins/service-requests/${id}/start`, { token });
const refuse = (id: string, reason: unknown, token = world.intake.token) =>
  app.request("POST", `/api/admins/service-requests/${id}/refuse`, { token, body: { reason } });

/** The result form: photos under `images`, a scan under `scan`, the checklist as JSON. */
async function complete(
  id: string,
  fields: { checklist?: unknown; note?: string; photos?: Buffer[]; scan?: Buffer } = {},
  token = world.intake.token,
) {
  const form = new FormData();
  if (fields.checklist !== undefined) form.set("checklist", JSON.stringify(fields.checklist));
  if (fields.note !== undefined) form.set("note", fields.note);
  for (const [index, bytes] of (fields.photos ?? []).entries()) {
    form.append("images", new Blob([new Uint8Array(bytes)]), `photo-${index}.png`);
  }
  if (fields.scan) form.append("scan", new Blob([new Uint8Array(fields.scan)]), "scan.pdf");
  return sendFormData(app, "POST", `/api/admins/service-requests/${id}/complete`, form, token);
}

const FAILED_CHECKLIST = [
  { item: "Screen", passed: true, note: "" },
  { item: "Battery", passed: false, note: "Holds 40 %" },
];

/** A parcel in the locker with a device test asked for (its declared lines: 10 and 20 euros). */
async function askedDeviceTest(fields: Record<string, unknown> = {}) {
  const parcel = await world.parcel({ lines: 2, ...fields });
  const res = await ask(parcel.parcel_code, { code: "device_test", note: "Check the battery please" });
  expect(res.status).toBe(201);
  return { parcel, requestId: res.body.request._id as string };
}

const stateOf = async (id: string) =>
  ((await app.db("service_requests").where({ id }).first("state")) as { state: string }).state;

describe("the catalogue, admin side", () => {
  const valid = {
    code: "extra_photos",
    name: { en: "Extra photos", ar: "صور إضافية", fr: "Photos supplémentaires" },
    description: { en: "Ten more photos", ar: "عشر صور أخرى", fr: "Dix photos de plus" },
    price: 2,
    deliverables: ["photos"],
    turnaroundHours: 24,
  };
  const create = (body: unknown, token = world.admin.token) =>
    app.request("POST", "/api/admins/services", { token, body });

  it("refuses bad entries with a message per field, and stores nothing", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: { en: " ", ar: "x", fr: "x" } }, { "name.en": "serviceNameRequired" }],
      [{ price: -1 }, { price: "servicePriceRange" }],
      [{ price: 1_000_000 }, { price: "servicePriceRange" }],
      [{ price: null, sharePercent: 150 }, { sharePercent: "serviceShareRange" }],
      [{ minimum: 5 }, { minimum: "serviceMinimumWithoutShare" }],
      [{ price: null }, { price: "serviceOnePrice" }],
      [{ price: 2, sharePercent: 3 }, { price: "serviceOnePrice" }],
      [{ deliverables: [] }, { deliverables: "serviceDeliverablesRequired" }],
      [{ turnaroundHours: 0 }, { turnaroundHours: "serviceTurnaroundRange" }],
      [{ code: "Bad Code" }, { code: "serviceCodeInvalid" }],
    ];
    for (const [change, fields] of cases) {
      const res = await create({ ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.fields, JSON.stringify(change)).toMatchObject(fields);
    }
    expect(await app.db("services").where({ code: "extra_photos" })).toEqual([]);
    expect(await app.db("admin_changes").where({ subject: "service" })).toEqual([]);
  });

  it("is for admins: 403 for support and intake", async () => {
    expect((await create(valid, world.support.token)).status).toBe(403);
    expect((await create(valid, world.intake.token)).status).toBe(403);
    expect((await app.request("GET", "/api/admins/services", { token: world.intake.token })).status).toBe(403);
  });

  it("creates, edits and deactivates, each change in the one change log", async () => {
    const created = await create(valid);
    expect(created.status).toBe(201);
    expect(created.body.service).toMatchObject({ code: "extra_photos", price: 2, active: true });
    expect((await create(valid)).body.code).toBe("SERVICE_EXISTS");

    const edited = await app.request("PUT", "/api/admins/services/extra_photos", {
      token: world.admin.token,
      body: { ...valid, price: null, sharePercent: 2.5, minimum: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.service).toMatchObject({ price: null, sharePercent: 2.5, minimum: 3 });
    const off = await app.request("POST", "/api/admins/services/extra_photos/deactivate", { token: world.admin.token });
    expect(off.body.service.active).toBe(false);

    const log = await app.request("GET", "/api/admins/changes?subject=service&key=extra_photos", {
      token: world.admin.token,
    });
    expect(log.status).toBe(200);
    expect(
      log.body.changes.map((c: { before: unknown; after: { price: number; active: boolean } }) => c.after),
    ).toEqual([
      expect.objectContaining({ active: false }),
      expect.objectContaining({ price: null, sharePercent: 2.5 }),
      expect.objectContaining({ price: 2 }),
    ]);
    expect(log.body.changes[2].before).toBeNull();
    expect(log.body.changes[0].changedBy).toBe(world.admin.row.full_name);
    // The public list leaves inactive services out.
    const listed = await app.request("GET", "/api/services");
    expect(listed.body.services.map((s: { code: string }) => s.code)).not.toContain("extra_photos");
    expect(listed.body.services).toHaveLength(6);
  });

  it("logs the storage fee in the same change log, shown by its form as before", async () => {
    const saved = await app.request("PUT", "/api/storage-fee", {
      token: world.admin.token,
      body: { feePerDay: 0.75 },
    });
    expect(saved.status).toBe(200);
    const log = await app.request("GET", "/api/admins/changes?subject=setting&key=storage_fee_cents_per_day", {
      token: world.admin.token,
    });
    expect(log.body.changes[0]).toMatchObject({ before: 50, after: 75 });
    expect(saved.body.changes[0]).toMatchObject({ feePerDay: 0.75, previous: 0.5 });
  });
});

describe("a customer's request", () => {
  it("lists what the parcel can take, priced for it, and why not", async () => {
    const parcel = await world.parcel({ lines: 2 });
    const res = await services(parcel.parcel_code);
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.services.map((s: { code: string }) => [s.code, s]));
    // 30 euros declared at 1.1: $33, 3 % is $0.99, below the $10 floor.
    expect(byCode.device_test).toMatchObject({ fee: 10, unavailable: null, turnaroundHours: 48 });
    expect(byCode.content_inspection).toMatchObject({ fee: 5, unavailable: null });
    expect(byCode.open_and_scan_mail.unavailable).toBe("mailOnly");
    expect(res.body.requests).toEqual([]);
  });

  it("answers 404 for another customer's parcel, 401 without a token", async () => {
    const parcel = await world.parcel();
    expect((await services(parcel.parcel_code, world.otherToken)).status).toBe(404);
    expect((await ask(parcel.parcel_code, { code: "device_test" }, world.otherToken)).status).toBe(404);
    expect((await app.request("GET", `/api/packages/${parcel.parcel_code}/services`)).status).toBe(401);
    expect(await app.db("service_requests").where({ parcel_id: parcel.id })).toEqual([]);
  });

  it("refuses bad input and unavailable services, changing nothing", async () => {
    const parcel = await world.parcel();
    expect((await ask(parcel.parcel_code, {})).body.fields).toEqual({ code: "fillAllFields" });
    expect((await ask(parcel.parcel_code, { code: "device_test", note: "x".repeat(1001) })).body.fields).toEqual({
      note: "maxChars?max=1000",
    });
    expect((await ask(parcel.parcel_code, { code: "no_such" })).status).toBe(404);
    const mail = await ask(parcel.parcel_code, { code: "open_and_scan_mail" });
    expect(mail.status).toBe(409);
    expect(mail.body).toMatchObject({ code: "SERVICE_UNAVAILABLE", fields: { code: "mailOnly" } });
    const away = await world.parcel({ state: "awaiting_approval" });
    expect((await ask(away.parcel_code, { code: "device_test" })).body.fields).toEqual({ code: "notInLocker" });
    expect(await app.db("service_requests").whereIn("parcel_id", [parcel.id, away.id])).toEqual([]);
  });

  it("keeps one open request of a service, and an exclusive one alone", async () => {
    const { parcel } = await askedDeviceTest();
    expect((await ask(parcel.parcel_code, { code: "device_test" })).body.fields).toEqual({ code: "alreadyOpen" });
    expect((await ask(parcel.parcel_code, { code: "content_inspection" })).body.fields).toEqual({ code: "otherOpen" });
    const listed = await services(parcel.parcel_code);
    expect(listed.body.requests).toMatchObject([
      { code: "device_test", state: "requested", note: "Check the battery please" },
    ]);
  });

  it("blocks consolidating, splitting and shipping while open, and says so on the parcel", async () => {
    const { parcel, requestId } = await askedDeviceTest();
    const other = await world.parcel();
    const group = await app.request("POST", "/api/packages/group", {
      token: world.customerToken,
      body: { packages: [parcel.id, other.id] },
    });
    expect(group.status).toBe(409);
    expect(group.body.code).toBe("SERVICE_OPEN");
    const split = await app.request("POST", `/api/packages/disassemble-request/${parcel.id}`, {
      token: world.customerToken,
      body: { disassembleNote: "Two boxes" },
    });
    expect(split.body.code).toBe("SERVICE_OPEN");
    const locker = await app.request("GET", "/api/users/packages/get?page=0&perPage=100", {
      token: world.customerToken,
    });
    const shown = (locker.body.packages as { _id: string; serviceOpen: boolean }[]).find((p) => p._id === parcel.id);
    expect(shown?.serviceOpen).toBe(true);
    expect(await app.db("parcels").where({ id: parcel.id }).first("state")).toEqual({ state: "in_locker" });

    expect((await cancel(parcel.parcel_code, requestId)).status).toBe(200);
    const again = await app.request("POST", "/api/packages/group", {
      token: world.customerToken,
      body: { packages: [parcel.id, other.id] },
    });
    expect(again.status).toBe(201);
  });

  it("may be cancelled until staff start, not after; 404 on another customer's", async () => {
    const { parcel, requestId } = await askedDeviceTest();
    expect((await cancel(parcel.parcel_code, requestId, world.otherToken)).status).toBe(404);
    expect((await start(requestId)).status).toBe(200);
    const late = await cancel(parcel.parcel_code, requestId);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("REQUEST_CLOSED");
    expect(await stateOf(requestId)).toBe("in_progress");
  });
});

describe("the staff side", () => {
  it("is refused to a group without the permission (403), and lists by tab", async () => {
    const { requestId } = await askedDeviceTest();
    expect((await start(requestId, world.support.token)).status).toBe(403);
    expect((await start(requestId, world.ops.token)).status).toBe(403);
    expect((await refuse(requestId, "no", world.support.token)).status).toBe(403);
    expect((await complete(requestId, {}, world.ops.token)).status).toBe(403);
    const queue = await app.request("GET", "/api/admins/service-requests?tab=open&perPage=100", {
      token: world.support.token,
    });
    expect(queue.status).toBe(200);
    expect(queue.body.requests.map((r: { _id: string }) => r._id)).toContain(requestId);
    expect((await app.request("GET", "/api/admins/service-requests", { token: world.ops.token })).status).toBe(403);
    expect(await stateOf(requestId)).toBe("requested");
  });

  it("completes with photos, a scan and a checklist: the customer sees it, is notified and e-mailed in Arabic", async () => {
    const customer = world.customer;
    await app.db("customers").where({ id: customer.id }).update({ language: "ar" });
    const { parcel, requestId } = await askedDeviceTest();
    expect((await start(requestId)).status).toBe(200);
    const done = await complete(requestId, {
      checklist: FAILED_CHECKLIST,
      note: "Works, battery weak",
      photos: [await pngImage()],
      scan: pdfBytes(),
    });
    expect(done.status).toBe(200);
    expect(done.body.request).toMatchObject({ state: "completed", fee: 10, completedBy: world.intake.row.full_name });

    const seen = await services(parcel.parcel_code);
    const [request] = seen.body.requests;
    expect(request.result.checklist).toEqual(FAILED_CHECKLIST);
    expect(request.result.photos).toHaveLength(1);
    expect((await fetch(app.url + request.result.photos[0])).status).toBe(200);
    const scan = await fetch(app.url + request.result.scan);
    expect(scan.status).toBe(200);
    expect(
      Buffer.from(await scan.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(seen.body.dueFees).toEqual([{ name: expect.objectContaining({ en: "Device function test" }), fee: 10 }]);
    // The photo joins the parcel's own.
    expect(await app.db("parcel_images").where({ parcel_id: parcel.id })).toHaveLength(2);

    const notification = await app.db("notifications").where({ parcel_id: parcel.id }).first();
    expect(notification.title.ar).toBe("اكتملت الخدمة");
    const mail = await smtp.next();
    expect(mail.to).toEqual([customer.email]);
    expect(mail.subject).toBe(`اكتملت خدمة «اختبار عمل الجهاز» لطردك ${parcel.parcel_code}`);
    expect(mail.text).toContain("1 من البنود لم تنجح");
  });

  it("serves the scan to no one once the customer is deleted, and the sweep removes it", async () => {
    const owner = await makeCustomer(app.db);
    const parcel = await makeParcel(app.db, { customer_id: owner.id, warehouse_id: world.warehouse.id });
    const asked = await ask(parcel.parcel_code, { code: "content_inspection" }, customerToken(app, owner));
    const done = await complete(asked.body.request._id, {
      checklist: FAILED_CHECKLIST,
      photos: [await pngImage()],
      scan: pdfBytes(),
    });
    const scan = done.body.request.result.scan as string;
    expect((await smtp.next()).to).toEqual([owner.email]);
    expect((await fetch(app.url + scan)).status).toBe(200);
    await app.db("customers").where({ id: owner.id }).update({ deleted_at: new Date() });
    expect((await fetch(app.url + scan)).status).toBe(404);
    expect((await sweepPrivateUploads(readScope(app.deps))).scans).toBe(1);
    expect(await app.db("service_requests").where({ id: asked.body.request._id }).first("scan_path")).toEqual({
      scan_path: null,
    });
  });

  it("refuses a result without what the service hands back, a non-image photo, a non-PDF or a 20 MB scan", async () => {
    const { requestId } = await askedDeviceTest();
    const missing = await complete(requestId, { checklist: FAILED_CHECKLIST });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ photos: "codeRequired" });
    const notImage = await complete(requestId, {
      checklist: FAILED_CHECKLIST,
      photos: [Buffer.from("not a picture at all, just text")],
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.fields).toEqual({ images: "notImage" });
    const notPdf = await complete(requestId, {
      checklist: FAILED_CHECKLIST,
      photos: [await pngImage()],
      scan: Buffer.from("%PDF-1.4 but not really"),
    });
    expect(notPdf.body.fields).toEqual({ scan: "serviceScanNotPdf" });
    const huge = await complete(requestId, {
      checklist: FAILED_CHECKLIST,
      photos: [await pngImage()],
      scan: Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024)]),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/10MB/);
    const badChecklist = await complete(requestId, { checklist: [{ item: "", passed: "maybe" }], photos: [] });
    expect(badChecklist.status).toBe(400);
    expect(await stateOf(requestId)).toBe("requested");
    const row = await app.db("service_requests").where({ id: requestId }).first();
    expect(row).toMatchObject({ fee_cents: null, photos: [] });
  });

  it("refuses with a reason: no fee, the customer told", async () => {
    const { parcel, requestId } = await askedDeviceTest();
    expect((await refuse(requestId, " ")).body.fields).toEqual({ reason: "Reason Required" });
    const res = await refuse(requestId, "No charger fits this device");
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({
      state: "refused",
      fee: null,
      refuseReason: "No charger fits this device",
    });
    expect((await services(parcel.parcel_code)).body.dueFees).toEqual([]);
    expect((await smtp.next()).text).toContain("No charger fits this device");
  });

  it("lets exactly one of staff completing and the customer cancelling win", async () => {
    for (let round = 0; round < 4; round++) {
      const { parcel, requestId } = await askedDeviceTest();
      const photo = await pngImage();
      const [done, cancelled] = await Promise.all([
        complete(requestId, { checklist: FAILED_CHECKLIST, photos: [photo] }),
        cancel(parcel.parcel_code, requestId),
      ]);
      expect([done.status, cancelled.status].sort()).toEqual([200, 409]);
      const state = await stateOf(requestId);
      expect(state).toBe(done.status === 200 ? "completed" : "cancelled");
      const row = await app.db("service_requests").where({ id: requestId }).first("fee_cents");
      expect(row.fee_cents).toBe(state === "completed" ? 1000 : null);
    }
  });
});

/** A parcel with a completed device test ($10), then approved with an offer of $25.50. */
async function approvedWithService() {
  const { parcel, requestId } = await askedDeviceTest();
  expect((await complete(requestId, { checklist: FAILED_CHECKLIST, photos: [await pngImage()] })).status).toBe(200);
  await app.db("parcels").where({ id: parcel.id }).update({ state: "approved", approved_at: new Date() });
  await app.db("parcel_shipping_addresses").insert({
    parcel_id: parcel.id,
    name: "Amina",
    national_id: "1234567890",
    country: "DZ",
    city: "Alger",
    zip: "16000",
    address_line_one: "12 rue Didouche Mourad",
    phone: "+213555000000",
  });
  const carrier = await makeCarrier(app.db, world.warehouse.id);
  const [offer] = (await app
    .db("shipping_offers")
    .insert({ parcel_id: parcel.id, carrier_id: carrier.id, price_cents: 2550 })
    .returning("id")) as { id: string }[];
  return { parcel, requestId, offerId: offer!.id };
}

describe("the fees", () => {
  const card = (parcel: { parcel_code: string }, methodId: string) =>
    app.request("POST", "/api/users/stripe/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.parcel_code, methodId, locale: "en" },
    });

  it("charges a completed fee with the payment, again after an expired checkout, and never after it is paid", async () => {
    const { parcel, requestId, offerId } = await approvedWithService();
    const first = await card(parcel, offerId);
    expect(first.status).toBe(200);
    const path = new URL(first.body.checkoutUrl as string).pathname;
    const page = await (await fetch(app.url + path)).text();
    expect(page).toContain("Service: Device function test");
    expect(page).toContain("$10.00");
    expect(page).toContain("$35.50");
    // The customer gives up: the checkout expires, the fee is due again.
    await fetch(`${app.url}${path}/cancel`, { method: "POST", redirect: "manual" });

    const second = await card(parcel, offerId);
    const secondPath = new URL(second.body.checkoutUrl as string).pathname;
    await fetch(`${app.url}${secondPath}/pay`, { method: "POST", redirect: "manual" });
    const payments = await app.db("transactions").where({ parcel_id: parcel.id }).orderBy("created_at");
    expect(
      payments.map((t: { state: string; amount_cents: number; service_fee_cents: number }) => [
        t.state,
        t.amount_cents,
        t.service_fee_cents,
      ]),
    ).toEqual([
      ["cancelled", 3550, 1000],
      ["complete", 3550, 1000],
    ]);
    const request = await app.db("service_requests").where({ id: requestId }).first("transaction_id");
    expect(request.transaction_id).toBe(payments[1].id);
    expect((await services(parcel.parcel_code)).body.requests[0].paid).toBe(true);
    expect((await services(parcel.parcel_code)).body.dueFees).toEqual([]);

    const invoice = await fetch(`${app.url}/api/users/transactions/${payments[1].id}/invoice`, {
      headers: { authorization: `Bearer ${customerToken(app, world.customer)}` },
    });
    const file = join(dir, "invoice.pdf");
    writeFileSync(file, Buffer.from(await invoice.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toMatch(/اختبار عمل الجهاز|Device function test/);
    expect(text).toMatch(/35[.,]50/);
  });

  it("keeps an open payment's amount when the catalogue's price changes", async () => {
    const { parcel, offerId } = await approvedWithService();
    const offline = await app.request("POST", "/api/users/bitcoin/create_payment", {
      token: world.customerToken,
      body: { packageId: parcel.parcel_code, methodId: offerId },
    });
    expect(offline.status).toBe(201);
    const device = (await app.request("GET", "/api/admins/services", { token: world.admin.token })).body.services.find(
      (s: { code: string }) => s.code === "device_test",
    );
    const { code: _code, ...fields } = device;
    void _code;
    const edit = await app.request("PUT", "/api/admins/services/device_test", {
      token: world.admin.token,
      body: { ...fields, price: null, sharePercent: 3, minimum: 40 },
    });
    expect(edit.status).toBe(200);
    const [open] = await app.db("transactions").where({ parcel_id: parcel.id });
    expect(open).toMatchObject({ amount_cents: 3550, service_fee_cents: 1000, state: "pending" });
    // Put back for the other tests.
    await app.request("PUT", "/api/admins/services/device_test", { token: world.admin.token, body: fields });
  });

  it("carries the completed, unpaid fees of consolidated parcels into the new parcel's payment", async () => {
    const a = await askedDeviceTest();
    const b = await world.parcel();
    expect((await ask(b.parcel_code, { code: "content_inspection" })).status).toBe(201);
    const bRequest = (await app.db("service_requests").where({ parcel_id: b.id }).first("id")) as { id: string };
    expect((await complete(a.requestId, { checklist: FAILED_CHECKLIST, photos: [await pngImage()] })).status).toBe(200);
    expect((await complete(bRequest.id, { checklist: FAILED_CHECKLIST, photos: [await pngImage()] })).status).toBe(200);
    const group = await app.request("POST", "/api/packages/group", {
      token: world.customerToken,
      body: { packages: [a.parcel.id, b.id] },
    });
    expect(group.status).toBe(201);
    const accepted = await sendForm(
      app,
      "/api/packages/add-assemble",
      { requestId: group.body.packagesGroup._id, weight: "3.2", length: 40, width: 30, height: 20, fees: 1 },
      { token: world.intake.token, files: [await pngImage()] },
    );
    expect(accepted.status).toBe(201);
    const merged = (await app
      .db("consolidations")
      .where({ id: group.body.packagesGroup._id })
      .first("result_parcel_id")) as {
      result_parcel_id: string;
    };
    const due = await services(merged.result_parcel_id);
    expect(due.body.dueFees.map((f: { fee: number }) => f.fee).sort()).toEqual([10, 5]);
    expect((await services(a.parcel.parcel_code)).body.dueFees).toEqual([]);
  });

  it("charges a split parcel's unpaid fee with the first parcel taken out of it", async () => {
    const { parcel, requestId } = await askedDeviceTest();
    expect((await complete(requestId, { checklist: FAILED_CHECKLIST, photos: [await pngImage()] })).status).toBe(200);
    await app.db("parcels").where({ id: parcel.id }).update({ state: "awaiting_disassemble" });
    const split = await makeSplitRequest(app.db, parcel);
    const child = await world.parcel({ from_split_of: parcel.id });
    const done = await app.request("POST", `/api/packages/requests/disassemble/${split.id}`, {
      token: world.admin.token,
      body: { addedPackages: [child.id] },
    });
    expect(done.status).toBe(200);
    expect((await services(child.parcel_code)).body.dueFees).toEqual([
      { name: expect.objectContaining({ en: "Device function test" }), fee: 10 },
    ]);
  });
});
