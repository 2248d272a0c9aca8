import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { invoiceNumber } from "@ipf/shared/rules/invoice";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { makeCustomer, makeWarehouse } from "../../test/factories.js";
import { customerToken, makeWorld } from "../../test/factories-parcels.js";
import { makePayableParcel } from "../../test/factories-payments.js";
import { makeTransaction } from "../../test/factories-config.js";

let app: TestApp;
let world: Awaited<ReturnType<typeof makeWorld>>;
let germany: { id: string };
const dir = mkdtempSync(join(tmpdir(), "ipf-invoice-"));

beforeAll(async () => {
  app = await createTestApp({ INVOICE_COMPANY_NAME: "Test Forwarding SARL" });
  world = await makeWorld(app);
  germany = await makeWarehouse(app.db, { country: "DE", city: "Frankfurt am Main", zip: "65933" });
});

async function download(path: string, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(app.url + path, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The PDF's text in the order it was drawn, every run of spaces, line breaks
 * and no-break spaces as one space: a description wrapped over two lines
 * reads as one sentence. Right-to-left lines read as drawn, word by word.
 */
function pdfText(bytes: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  // pdftotext marks each right-to-left run with embeddings: dropped.
  return execFileSync("pdftotext", ["-raw", file, "-"])
    .toString()
    .replace(/[\u202a-\u202e]/g, "")
    .replace(/\s+/g, " ");
}

/** Where pdftotext finds `word` on the page, in points from the left. */
function wordX(bytes: Buffer, name: string, word: string): number {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const html = execFileSync("pdftotext", ["-bbox", file, "-"]).toString();
  // Arabic words come as drawn, their letters from left to right.
  const drawn = [word, [...word].reverse().join("")];
  const found = [...html.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].find((m) => drawn.includes(m[2]!));
  if (!found) throw new Error(`${word} is not on the page`);
  return Number(found[1]);
}

/** A complete payment of 25.50 for a parcel of `customer` received at `warehouseId`. */
async function paidParcel(customer: { id: string }, warehouseId: string, fields: Record<string, unknown> = {}) {
  const { parcel, offers } = await makePayableParcel(app, { customerId: customer.id, warehouseId });
  const tx = await makeTransaction(app.db, customer.id, parcel.id, {
    offer_id: offers[0]!.id,
    amount_cents: 2550,
    created_at: new Date("2026-03-07T10:00:00Z"),
    ...fields,
  });
  return { parcel, tx };
}

describe("#users.transactions.invoice", () => {
  it("should render an A4 PDF with the number, the line item, the amount and an Arabic name", async () => {
    const arabic = await makeCustomer(app.db, { first_name: "يوسف", last_name: "بن علي", language: "en" });
    const { parcel, offers } = await makePayableParcel(app, { customerId: arabic.id, warehouseId: world.warehouse.id });
    const paidAt = new Date("2026-03-07T10:00:00Z");
    const tx = await makeTransaction(app.db, arabic.id, parcel.id, {
      offer_id: offers[0]!.id,
      amount_cents: 2550,
      payment_id: "PAYTESTINVOICEQ7Z",
      created_at: paidAt,
    });
    const { res, bytes } = await download(`/api/users/transactions/${tx.id}/invoice`, customerToken(app, arabic));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("IPF260307Q7Z.pdf");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const file = join(dir, "invoice.pdf");
    writeFileSync(file, bytes);
    const info = execFileSync("pdfinfo", [file]).toString();
    expect(info).toMatch(/Pages:\s+1/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain(invoiceNumber(paidAt, "PAYTESTINVOICEQ7Z"));
    expect(text).toContain("IPF260307Q7Z");
    expect(text).toContain("$25.50");
    expect(pdfText(bytes, "invoice")).toContain(
      `Forwarding Shipping N° ${parcel.parcel_code} Shipped from France Destination: Algeria`,
    );
    expect(text).toContain("Test Forwarding SARL");
    for (const word of ["يوسف", "أمينة", "ديدوش"]) expect(text).toContain(word);

    execFileSync("pdftoppm", ["-r", "60", "-png", "-singlefile", file, join(dir, "invoice")]);
    const png = readFileSync(join(dir, "invoice.png"));
    const meta = await sharp(png).metadata();
    expect(meta.width! / meta.height!).toBeCloseTo(595.28 / 841.89, 2);
    // Something is drawn: not a blank page.
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.min).toBeLessThan(100);
    expect(readdirSync(dir)).toContain("invoice.png");
  });

  it("should draw a stored line's text as written, whatever bidirectional controls it holds", async () => {
    const arabic = await makeCustomer(app.db, { first_name: "أمينة", last_name: "\u202Eبن علي" });
    const { parcel, offers } = await makePayableParcel(app, { customerId: arabic.id, warehouseId: world.warehouse.id });
    // Rows stored before such characters were refused: the override would print "jpg.exe".
    await app
      .db("parcel_shipping_addresses")
      .where({ parcel_id: parcel.id })
      .update({ address_line_one: "{{7*7}} \u202Eexe.gpj", address_line_two: "Apt. 4, Bloc B!\u2067" });
    const tx = await makeTransaction(app.db, arabic.id, parcel.id, { offer_id: offers[0]!.id });
    const { res, bytes } = await download(`/api/users/transactions/${tx.id}/invoice`, customerToken(app, arabic));
    expect(res.status).toBe(200);
    const file = join(dir, "controls.pdf");
    writeFileSync(file, bytes);
    const lines = execFileSync("pdftotext", [file, "-"]).toString().split("\n");
    expect(lines).toContain("{{7*7}} exe.gpj");
    // A Latin line under an Arabic name draws left to right: its "!" at its end.
    expect(lines).toContain("Apt. 4, Bloc B!");
    expect(lines.join("\n")).not.toContain("jpg.exe");
  });

  it("should name the country of the warehouse the parcel leaves from", async () => {
    const customer = await makeCustomer(app.db, { language: "en" });
    const { parcel, tx } = await paidParcel(customer, germany.id);
    const { res, bytes } = await download(`/api/users/transactions/${tx.id}/invoice`, customerToken(app, customer));
    expect(res.status).toBe(200);
    const text = pdfText(bytes, "germany");
    expect(text).toContain(`Forwarding Shipping N° ${parcel.parcel_code} Shipped from Germany Destination: Algeria`);
    expect(text).not.toContain("Shipped from France");
  });

  it("should write the invoice in the account's language, Arabic right to left, whatever the request asks", async () => {
    const customer = await makeCustomer(app.db, { first_name: "يوسف", last_name: "بن علي", language: "ar" });
    const { parcel, tx } = await paidParcel(customer, germany.id, { payment_id: "PAYTESTARABICK4M" });
    const { res, bytes } = await download(
      `/api/users/transactions/${tx.id}/invoice?lang=en`,
      customerToken(app, customer),
      { "accept-language": "en" },
    );
    expect(res.status).toBe(200);
    const text = pdfText(bytes, "arabic");
    for (const word of ["فاتورة", "الفاتورة", "الشحن", "ألمانيا", "الجزائر", "الدفع", "بطاقة", "بنكية"]) {
      expect(text).toContain(word);
    }
    expect(text).toContain(parcel.parcel_code);
    expect(text).toContain("$25.50");
    // The date keeps its order inside the Arabic sentence, not "07-03-2026".
    expect(text).toContain("2026-03-07");
    expect(text).not.toContain("07-03-2026");
    for (const english of ["INVOICE", "Bill to", "Shipped from", "Total", "Credit card"])
      expect(text).not.toContain(english);
    // Mirrored: the title at the left, the company at the right, the description column right of the amounts.
    const page = 595.28;
    expect(wordX(bytes, "arabic", "فاتورة")).toBeLessThan(page / 2);
    expect(wordX(bytes, "arabic", "SARL")).toBeGreaterThan(page / 2);
    expect(wordX(bytes, "arabic", "الوصف")).toBeGreaterThan(wordX(bytes, "arabic", "المبلغ"));
    const fonts = execFileSync("pdffonts", [join(dir, "arabic.pdf")]).toString();
    expect(fonts).toContain("Vazirmatn");

    // Staff downloading it get the customer's language too.
    const staff = await download(`/api/admins/transactions/${tx.id}/invoice`, world.support.token);
    expect(pdfText(staff.bytes, "arabic-staff")).toContain("فاتورة");
  });

  it("should write a French customer's invoice in French, amounts in the currency paid", async () => {
    const customer = await makeCustomer(app.db, { language: "fr" });
    const { parcel, tx } = await paidParcel(customer, germany.id, {
      type: "offline",
      offline_payment_type: "Virement",
      currency: "EUR",
      eur_rate: "0.925926",
      storage_fee_cents: 600,
      storage_fee_days: 12,
    });
    const { res, bytes } = await download(`/api/users/transactions/${tx.id}/invoice`, customerToken(app, customer));
    expect(res.status).toBe(200);
    const text = pdfText(bytes, "french");
    expect(text).toContain("FACTURE");
    expect(text).toContain("Mode de paiement : Paiement hors ligne (Virement)");
    expect(text).toContain(`Réexpédition du colis n° ${parcel.parcel_code}`);
    expect(text).toContain("Expédié depuis : Allemagne");
    expect(text).toContain("Destination : Algérie");
    expect(text).toContain(`Frais de stockage du colis n° ${parcel.parcel_code} : 12 jours`);
    expect(text).toContain("19,50 €");
    expect(text).toContain("Total : 25,50 €");
    expect(text).toContain("1 USD = 0,925926 EUR");
  });

  it("should refuse a language the site does not speak", async () => {
    const { tx } = await paidParcel(world.customer, world.warehouse.id);
    const res = await app.request("GET", `/api/users/transactions/${tx.id}/invoice?lang=de`, {
      token: world.customerToken,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ lang: "invalidLanguage" });
  });

  it("should answer 409 for a transaction that is not complete", async () => {
    const { parcel } = await makePayableParcel(app, { customerId: world.customer.id, warehouseId: world.warehouse.id });
    const tx = await makeTransaction(app.db, world.customer.id, parcel.id, { state: "pending", type: "offline" });
    const res = await app.request("GET", `/api/users/transactions/${tx.id}/invoice`, { token: world.customerToken });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_COMPLETE");
  });

  it("should answer 404 for another customer's transaction, and let staff download it", async () => {
    const { parcel } = await makePayableParcel(app, { customerId: world.other.id, warehouseId: world.warehouse.id });
    const tx = await makeTransaction(app.db, world.other.id, parcel.id, { currency: "EUR", eur_rate: "0.925926" });
    const res = await app.request("GET", `/api/users/transactions/${tx.id}/invoice`, { token: world.customerToken });
    expect(res.status).toBe(404);
    const staff = await download(`/api/admins/transactions/${tx.id}/invoice`, world.support.token);
    expect(staff.res.status).toBe(200);
    const file = join(dir, "staff.pdf");
    writeFileSync(file, staff.bytes);
    const text = execFileSync("pdftotext", [file, "-"]).toString();
    expect(text).toContain("€25.00");
    expect(text).toContain("1 USD = 0.925926 EUR");
    expect(
      (await app.request("GET", `/api/admins/transactions/${tx.id}/invoice`, { token: world.ops.token })).status,
    ).toBe(403);
  });
});
