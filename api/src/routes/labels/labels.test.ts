import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FAKE_CARRIERS } from "../../lib/carriers/karrio/fake.js";
import { createTestApp } from "../../test/harness.js";
import { makeCarrier, makeLabelReadyParcel, makeParcel, makeWorld } from "../../test/factories-parcels.js";

/**
 * Carriers through the shipping engine, against the in-process karrio
 * stand-in (the fake karrio, which checks every call against karrio's
 * schemas): links, and labels bought never twice.
 */
const app = await createTestApp();
const world = await makeWorld(app);
const standIn = app.deps.carrierEngine.standIn!;
const admin = world.admin.token;
const desk = world.support.token;

async function linkedCarrier(service = "colissimo_international", engineCarrier?: string) {
  const carrier = await makeCarrier(app.db, world.warehouse.id);
  const linked = await app.request("POST", "/api/admins/link_shipping_company", {
    token: admin,
    body: {
      id: carrier.id,
      engineCarrier: engineCarrier ?? (service.split("_")[0] === "dhl" ? "dhl_express" : "colissimo"),
      engineService: service,
    },
  });
  expect(linked.status).toBe(200);
  return carrier;
}

/** A paid parcel of the world's customer, to Algeria, its offer on `carrierId`, its lines declared for customs. */
const paidParcel = (carrierId: string, options: { hsCode?: string | null } = {}) =>
  makeLabelReadyParcel(app.db, { customerId: world.customer.id, warehouseId: world.warehouse.id, carrierId }, options);

const buy = (packageId: string, weight = 2.4, format = "PDF") =>
  app.request("POST", "/api/packages/shipping/label", {
    token: desk,
    body: { packageId, weight, length: 30, width: 20, height: 10, format },
  });

const labelsOf = (parcelId: string) => app.db("parcel_labels").where({ parcel_id: parcelId }).orderBy("created_at");

describe("#labels.engine and #labels.linkCarrier", () => {
  it("lists the engine's carriers and services for the link picker", async () => {
    const res = await app.request("GET", "/api/admins/carrier_engine", { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe("local");
    expect(res.body.reachable).toBe(true);
    const colissimo = res.body.carriers.find((c: { carrierName: string }) => c.carrierName === "colissimo");
    expect(colissimo.services).toContainEqual({ code: "colissimo_international", name: "Colissimo International" });
  });

  it("links a carrier, refuses a service the engine does not have, and unlinks", async () => {
    const carrier = await makeCarrier(app.db, world.warehouse.id);
    const wrong = await app.request("POST", "/api/admins/link_shipping_company", {
      token: admin,
      body: { id: carrier.id, engineCarrier: "colissimo", engineService: "colissimo_teleport" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ engineService: "engineLinkInvalid" });
    const half = await app.request("POST", "/api/admins/link_shipping_company", {
      token: admin,
      body: { id: carrier.id, engineCarrier: "colissimo", engineService: null },
    });
    expect(half.status).toBe(400);
    expect(await app.db("carriers").where({ id: carrier.id }).first("engine_carrier")).toEqual({
      engine_carrier: null,
    });

    const linked = await app.request("POST", "/api/admins/link_shipping_company", {
      token: admin,
      body: { id: carrier.id, engineCarrier: "colissimo", engineService: "colissimo_international" },
    });
    expect(linked.body.company.engineLink).toEqual({ carrier: "colissimo", service: "colissimo_international" });
    const unlinked = await app.request("POST", "/api/admins/link_shipping_company", {
      token: admin,
      body: { id: carrier.id, engineCarrier: null, engineService: null },
    });
    expect(unlinked.body.company.engineLink).toBeNull();
  });

  it("is for admins only", async () => {
    const res = await app.request("GET", "/api/admins/carrier_engine", { token: desk });
    expect(res.status).toBe(403);
  });
});

describe("#labels.buy", () => {
  it("buys the label, ships the parcel with the carrier's tracking, and serves the label again", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    const res = await buy(parcel.id);
    expect(res.status).toBe(200);
    expect(res.body.alreadyBought).toBe(false);
    expect(res.body.label).toMatchObject({ state: "purchased", carrier: "colissimo", format: "PDF" });
    const shipped = await app.db("parcels").where({ id: parcel.id }).first();
    expect(shipped.state).toBe("shipped");
    expect(shipped.shipped_track_number).toBe(res.body.label.trackNumber);
    expect(shipped.ship_weight_grams).toBe(2400);
    expect(standIn.purchases.get((await labelsOf(parcel.id))[0].reference)).toBe(1);

    const again = await app.request("GET", `/api/packages/shipping/label/${parcel.id}`, { token: desk });
    expect(again.status).toBe(200);
    expect(Buffer.from(again.body.document, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(standIn.violations).toEqual([]);
  });

  it.each(FAKE_CARRIERS.flatMap((c) => c.services.map((service) => [c.carrierName, service.code] as const)))(
    "buys a label from the stand-in's %s, %s",
    async (engineCarrier, service) => {
      const carrier = await linkedCarrier(service, engineCarrier);
      const res = await buy((await paidParcel(carrier.id)).id);
      expect(res.body).toMatchObject({ label: { state: "purchased", carrier: engineCarrier } });
      expect(standIn.violations).toEqual([]);
    },
  );

  it("buys one label when two desks buy at once", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    const answers = await Promise.all([buy(parcel.id), buy(parcel.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.alreadyBought).sort()).toEqual([false, true]);
    const rows = await labelsOf(parcel.id);
    expect(rows).toHaveLength(1);
    expect(standIn.purchases.get(rows[0].reference)).toBe(1);
  });

  it("after an answer lost in a time-out, finds the label at the engine instead of buying again", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    standIn.loseNextAnswer();
    const lost = await buy(parcel.id);
    expect(lost.status).toBe(503);
    expect(lost.body.code).toBe("ENGINE_UNAVAILABLE");
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("paid");
    const [pending] = await labelsOf(parcel.id);
    expect(pending.state).toBe("purchasing");
    expect(standIn.purchases.get(pending.reference)).toBe(1);

    const retry = await buy(parcel.id);
    expect(retry.status).toBe(200);
    expect(retry.body.alreadyBought).toBe(false);
    expect(standIn.purchases.get(pending.reference)).toBe(1);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("shipped");
  });

  it("when the engine is down, says so, keeps the parcel paid, and buys once when it is back", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    standIn.setDown(true);
    const down = await buy(parcel.id);
    standIn.setDown(false);
    expect(down.status).toBe(503);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("paid");
    const back = await buy(parcel.id);
    expect(back.status).toBe(200);
    expect(standIn.purchases.get((await labelsOf(parcel.id))[0].reference)).toBe(1);
  });

  it("shows the carrier's refusal, records nothing, and lets the desk try again", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    const address = app.db("parcel_shipping_addresses").where({ parcel_id: parcel.id });
    await address.clone().update({ address_line_one: " " });
    const refused = await buy(parcel.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("CARRIER_REFUSED");
    expect(refused.body.message).toContain("address is incomplete");
    expect(await labelsOf(parcel.id)).toHaveLength(0);
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("paid");
    await address.clone().update({ address_line_one: "12 شارع ديدوش مراد" });
    expect((await buy(parcel.id)).status).toBe(200);
  });

  it("names the declared lines customs lack before anything is bought", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id, { hsCode: null });
    const res = await buy(parcel.id);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("CUSTOMS_INCOMPLETE");
    expect(res.body.fields).toEqual({ "lines.0.hsCode": "hsCodeMissing" });
    expect(await labelsOf(parcel.id)).toHaveLength(0);
  });

  it("refuses a carrier not linked to the engine, and a parcel not paid", async () => {
    const manual = await makeCarrier(app.db, world.warehouse.id);
    const parcel = await paidParcel(manual.id);
    const res = await buy(parcel.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("CARRIER_NOT_LINKED");
    const inLocker = await makeParcel(app.db, { customer_id: world.customer.id, warehouse_id: world.warehouse.id });
    expect((await buy(inLocker.id)).status).toBe(409);
    expect(await labelsOf(inLocker.id)).toHaveLength(0);
  });

  it("refuses bad input with the field's message", async () => {
    const res = await app.request("POST", "/api/packages/shipping/label", {
      token: desk,
      body: { packageId: "", weight: -1, format: "GIF" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(["format", "packageId", "weight"]);
  });
});

describe("#labels.void", () => {
  it("voids the label and puts the parcel back to awaiting shipment; a new label can then be bought", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    await buy(parcel.id);
    const voided = await app.request("POST", "/api/packages/shipping/label/void", {
      token: desk,
      body: { packageId: parcel.id },
    });
    expect(voided.status).toBe(200);
    const row = await app.db("parcels").where({ id: parcel.id }).first();
    expect(row.state).toBe("paid");
    expect(row.shipped_track_number).toBeNull();
    const second = await buy(parcel.id);
    expect(second.status).toBe(200);
    expect((await labelsOf(parcel.id)).map((l) => l.state)).toEqual(["voided", "purchased"]);
  });

  it("refuses once the carrier has the parcel, and changes nothing", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    const bought = await buy(parcel.id);
    await standIn.advance(bought.body.label.trackNumber);
    const res = await app.request("POST", "/api/packages/shipping/label/void", {
      token: desk,
      body: { packageId: parcel.id },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("LABEL_IN_USE");
    expect((await app.db("parcels").where({ id: parcel.id }).first()).state).toBe("shipped");
  });
});

describe("#customs.read and #customs.set", () => {
  const save = (body: Record<string, unknown>, token = admin) =>
    app.request("PUT", "/api/admins/customs_settings", { token, body });

  it("refuses an EORI or a VAT number out of format, naming the field, and changes nothing", async () => {
    const before = await app.request("GET", "/api/admins/customs_settings", { token: admin });
    expect(before.status).toBe(200);
    expect(before.body.settings).toMatchObject({ eori: null, incoterm: "DDU", changedBy: null });

    const wrong = await save({ eori: "1234567", vatNumber: "US123456789", incoterm: "CIF" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("VALIDATION");
    expect(wrong.body.fields).toEqual({
      eori: "invalidEori",
      vatNumber: "vatCountryUnknown",
      incoterm: "invalidIncoterm",
    });
    const badDigits = await save({ eori: "FR1234567890123456", vatNumber: "FR1234", incoterm: "DDU" });
    expect(badDigits.body.fields).toEqual({ eori: "invalidEori", vatNumber: "invalidVatNumber" });
    const after = await app.request("GET", "/api/admins/customs_settings", { token: admin });
    expect(after.body.settings).toEqual(before.body.settings);
  });

  it("keeps the numbers in one form, records who saved them, and is for admins only", async () => {
    const saved = await save({ eori: "fr 1234 5678 901234", vatNumber: "FR 40 303 265 045", incoterm: "DDP" });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      eori: "FR12345678901234",
      vatNumber: "FR40303265045",
      incoterm: "DDP",
      changedBy: world.admin.row.full_name,
    });
    const cleared = await save({ eori: "", vatNumber: null, incoterm: "DDU" });
    expect(cleared.body.settings).toMatchObject({ eori: null, vatNumber: null, incoterm: "DDU" });
    expect((await save({ eori: "", vatNumber: "", incoterm: "DDU" }, desk)).status).toBe(403);
    expect((await app.request("GET", "/api/admins/customs_settings", { token: desk })).status).toBe(403);
  });
});

describe("#labels.customsDocument", () => {
  const dir = mkdtempSync(join(tmpdir(), "ipf-customs-"));

  it("sends karrio the declaration and keeps the commercial invoice with the label", async () => {
    const saved = await app.request("PUT", "/api/admins/customs_settings", {
      token: admin,
      body: { eori: "FR12345678901234", vatNumber: "FR40303265045", incoterm: "DDP" },
    });
    expect(saved.status).toBe(200);
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    const items = app.db("parcel_items").where({ parcel_id: parcel.id });
    await items
      .clone()
      .where({ position: 0 })
      .update({ description: "Running shoes", quantity: 2, price_cents: 4500, made_in: "VN" });
    await app.db("parcel_items").insert({
      parcel_id: parcel.id,
      position: 1,
      description: "Cookbook",
      hs_code: "490199",
      quantity: 1,
      price_cents: 1000,
      made_in: "FR",
    });

    const res = await buy(parcel.id, 2.5);
    expect(res.status).toBe(200);
    expect(res.body.label.customsDocument).toBe(true);
    const [label] = await labelsOf(parcel.id);
    const sent = standIn.shipmentRequests.get(label.reference)!;
    expect(standIn.violations).toEqual([]);
    expect(sent.customs).toMatchObject({
      content_type: "merchandise",
      incoterm: "DDP",
      invoice: label.reference.toUpperCase(),
      duty: { paid_by: "sender", currency: "EUR", declared_value: 100 },
      options: { eori_number: "FR12345678901234", vat_registration_number: "FR40303265045" },
    });
    expect(sent.customs!.commodities).toEqual([
      expect.objectContaining({
        description: "Running shoes",
        hs_code: "640399",
        quantity: 2,
        value_amount: 45,
        origin_country: "VN",
        weight: 1.125,
      }),
      expect.objectContaining({
        description: "Cookbook",
        hs_code: "490199",
        quantity: 1,
        value_amount: 10,
        origin_country: "FR",
        weight: 0.25,
      }),
    ]);

    const doc = await app.request("GET", `/api/packages/shipping/label/${parcel.id}/customs`, { token: desk });
    expect(doc.status).toBe(200);
    const bytes = Buffer.from(doc.body.document, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const file = join(dir, "customs.pdf");
    writeFileSync(file, bytes);
    expect(execFileSync("pdfinfo", [file]).toString()).toMatch(/Pages:\s+1/);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    for (const expected of [
      "COMMERCIAL INVOICE",
      "CN23",
      label.reference.toUpperCase(),
      res.body.label.trackNumber,
      "Running shoes",
      "640399",
      "Cookbook",
      "490199",
      "€45.00",
      "€90.00",
      "€100.00",
      "EORI: FR12345678901234",
      "VAT: FR40303265045",
      "Incoterm: DDP",
      "Algeria",
      "Signature",
      "أمينة",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The file is the one stored with the label.
    expect(await app.deps.storage.files.get(label.customs_document_key)).toEqual(bytes);
  });

  it("has none for a shipment that stays in the country", async () => {
    const carrier = await linkedCarrier();
    const parcel = await paidParcel(carrier.id);
    await app.db("parcel_shipping_addresses").where({ parcel_id: parcel.id }).update({ country: "FR", city: "Lyon" });
    const res = await buy(parcel.id);
    expect(res.status).toBe(200);
    expect(res.body.label.customsDocument).toBe(false);
    expect(standIn.shipmentRequests.get((await labelsOf(parcel.id))[0].reference)?.customs).toBeUndefined();
    const doc = await app.request("GET", `/api/packages/shipping/label/${parcel.id}/customs`, { token: desk });
    expect(doc.status).toBe(404);
    expect(doc.body.code).toBe("NO_CUSTOMS_DOCUMENT");
  });
});
