import { describe, expect, it } from "vitest";
import { createTestApp, liveMessages } from "../../test/harness.js";
import { expectWebp, makeWorld, pngImage, sendForm } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);
const image = await pngImage();

const { customer: customerMessages, staff: staffMessages } = liveMessages(app);

const form = (fields: Record<string, unknown> = {}) => ({
  trackNumber: `1z${Math.random().toString(36).slice(2, 10)}`,
  weight: "1.25",
  length: "30",
  width: "20",
  height: "10.5",
  fees: "2.5",
  warehouse: world.warehouse.id,
  userId: world.customer.id,
  details: [
    { description: "Shoes", quantity: 1, price: 49.9, madeIn: "China", type: "Parcels", code_sh: "640399" },
    { description: "Socks", quantity: "3", price: "4,5", madeIn: "PT" },
  ],
  shippingOptions: { hasDangerous: "No", hasLithium: "Yes" },
  ...fields,
});

async function storedFiles(): Promise<string[]> {
  // Photos of earlier requests are made in the background: counted once they are all there.
  await app.deps.storage.settled();
  return (await app.deps.storage.files.list("parcels/")).filter((name) => name.endsWith(".webp"));
}

const countParcels = async () => Number((await app.db("parcels").count({ n: "*" }).first())!.n);

describe("#packages.add", () => {
  it("should require authentication", async () => {
    const res = await sendForm(app, "/api/packages/add", form());
    expect(res.status).toBe(401);
  });

  it("registers the parcel with its photos and lines, and tells the customer", async () => {
    customerMessages.length = 0;
    const fields = form();
    const res = await sendForm(app, "/api/packages/add", fields, {
      token: world.intake.token,
      files: [image, image],
    });
    expect(res.status).toBe(201);
    const parcel = res.body.package;
    expect(parcel).toMatchObject({
      trackNumber: fields.trackNumber.toUpperCase(),
      state: "in_locker",
      weight: 1.25,
      length: 30,
      width: 20,
      height: 10.5,
      fees: 2.5,
      warehouse: { _id: world.warehouse.id, country: "FR" },
      shippingOptions: { hasDangerous: false, hasLithium: true, removeBills: false },
      details: [
        { description: "Shoes", quantity: 1, price: 49.9, madeIn: "CN", type: "Parcels", code_sh: "640399" },
        { description: "Socks", quantity: 3, price: 4.5, madeIn: "PT", type: "Parcels", code_sh: null },
      ],
      awaitingApprove: false,
      approved: false,
      status: null,
      user: { _id: world.customer.id, addressHash: world.customer.address_code },
    });
    expect(parcel.packageId).toMatch(/^P[A-Z2-9]{7}$/);
    expect(res.body.orderedPackage).toEqual({
      _id: parcel._id,
      packageId: parcel.packageId,
      trackNumber: parcel.trackNumber,
    });
    expect(parcel.images).toHaveLength(2);
    expect(parcel.images[0]).toMatch(/^\/uploads\/parcels\/.+\.webp\?expires=\d+&signature=/);
    // Asked for at once, before the background encoder reaches it: made for this request.
    await expectWebp(app.url + parcel.images[0]);
    // The photos waiting for their WebP are never served as they came.
    await app.deps.storage.files.put(".pending/waiting.webp.2000.src", Buffer.from("original bytes"));
    expect((await fetch(`${app.url}/uploads/.pending/waiting.webp.2000.src`)).status).toBe(404);

    const notification = await app.db("notifications").where({ parcel_id: parcel._id }).first();
    expect(notification.customer_id).toBe(world.customer.id);
    expect(notification.text.en).toContain(parcel.packageId);
    expect(customerMessages).toContainEqual(
      expect.objectContaining({ customerId: world.customer.id, event: "newNotification" }),
    );
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    expect(mail.subject).toBe(`Your parcel ${parcel.packageId} has arrived`);
    // The e-mail links the same photo, signed for longer (routes/packages/photos.test.ts).
    const mailed = `${app.deps.config.publicUrl}${parcel.images[0].split("?")[0]}?expires=`;
    expect(mail.text_body).toContain(mailed);
    expect(mail.html_body).toContain(`<img src="${mailed}`);
    expect(mail.html_body).toContain(`${app.deps.config.publicUrl}/en/dashboard`);
    expect(staffMessages).toContainEqual({
      event: "packageDetails",
      data: { _id: parcel._id, packageId: parcel.packageId, state: "in_locker" },
    });
  });

  it("refuses bad input with field messages and writes nothing", async () => {
    const before = await countParcels();
    const files = (await storedFiles()).length;
    const res = await sendForm(
      app,
      "/api/packages/add",
      { weight: "-1", length: "abc", details: [{ quantity: -1, price: 1, madeIn: "Atlantis" }] },
      { token: world.admin.token, files: [image] },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION",
      fields: {
        trackNumber: "codeRequired",
        userId: "codeRequired",
        warehouse: "codeRequired",
        weight: "positiveNumber",
        length: "invalidNumber",
        width: "codeRequired",
        height: "codeRequired",
        "details.0.description": "codeRequired",
        "details.0.quantity": "atLeast?min=1",
        "details.0.madeIn": "invalidCountry",
      },
    });
    expect(await countParcels()).toBe(before);
    expect((await storedFiles()).length).toBe(files);
  });

  it("refuses an unknown customer or warehouse", async () => {
    const res = await sendForm(
      app,
      "/api/packages/add",
      form({ userId: "00000000-0000-4000-8000-000000000000", warehouse: "00000000-0000-4000-8000-000000000001" }),
      { token: world.admin.token, files: [image] },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ userId: "unknownUser", warehouse: "unknownWarehouse" });
  });

  it("refuses a file that is not an image and keeps no file", async () => {
    const before = await countParcels();
    const files = (await storedFiles()).length;
    const res = await sendForm(app, "/api/packages/add", form(), {
      token: world.admin.token,
      files: [image, Buffer.from("not an image at all")],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ images: "notImage" });
    expect(await countParcels()).toBe(before);
    expect((await storedFiles()).length).toBe(files);
  });

  it("removes the stored photos when the transaction fails", async () => {
    await app.db.raw(`
      CREATE FUNCTION test_refuse_item() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.description = 'EXPLODE' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER test_refuse_item BEFORE INSERT ON parcel_items FOR EACH ROW EXECUTE FUNCTION test_refuse_item();
    `);
    const before = await countParcels();
    const files = (await storedFiles()).length;
    const res = await sendForm(
      app,
      "/api/packages/add",
      form({ details: [{ description: "EXPLODE", quantity: 1, price: 1, madeIn: "FR" }] }),
      { token: world.admin.token, files: [image, image] },
    );
    expect(res.status).toBe(500);
    expect(await countParcels()).toBe(before);
    expect((await storedFiles()).length).toBe(files);
    await app.db.raw("DROP TRIGGER test_refuse_item ON parcel_items; DROP FUNCTION test_refuse_item();");
  });

  it("reports a track number already in use, and adds it again once confirmed", async () => {
    const fields = form();
    const desk = { token: world.admin.token, files: [image] };
    expect((await sendForm(app, "/api/packages/add", fields, desk)).status).toBe(201);
    const again = await sendForm(app, "/api/packages/add", fields, desk);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "DUPLICATE_TRACK_NUMBER",
      message: `A parcel with track number ${fields.trackNumber.toUpperCase()} has already been received. Do you want to add it again?`,
    });
    const found = await app.request("GET", `/api/packages/get/all?query=${fields.trackNumber}`, {
      token: world.admin.token,
    });
    expect(found.body.packageCount).toBe(1);
    const confirmed = await sendForm(app, "/api/packages/add", { ...fields, confirmDuplicate: "true" }, desk);
    expect(confirmed.status).toBe(201);
  });

  it("lets only one of two desks scanning the same parcel at once add it", async () => {
    const fields = form();
    const results = await Promise.all(
      [0, 1].map(() => sendForm(app, "/api/packages/add", fields, { token: world.intake.token, files: [image] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await app.db("parcels").where({ track_number: fields.trackNumber.toUpperCase() }).count({ n: "*" })).toEqual(
      [{ n: 1 }],
    );
  });

  it("fills a mail item from the presets with a generated LTR- track number", async () => {
    const res = await sendForm(
      app,
      "/api/packages/add",
      { mail: "true", userId: world.customer.id, warehouse: world.warehouse.id },
      { token: world.intake.token, files: [image] },
    );
    expect(res.status).toBe(201);
    expect(res.body.package).toMatchObject({
      weight: 0.05,
      height: 1,
      width: 23,
      length: 11,
      fees: 0,
      details: [{ description: "Letter", type: "Mail", quantity: 1, price: 5, madeIn: "CN" }],
    });
    expect(res.body.package.trackNumber).toMatch(/^LTR-[A-Z2-9]{10}$/);
  });
  it("refuses measures no parcel has, with one message per field and the weight's bound, and writes nothing", async () => {
    const before = await countParcels();
    const res = await sendForm(
      app,
      "/api/packages/add",
      form({
        weight: "1000.5",
        length: "9999",
        width: "274.1",
        height: "-5",
        details: [{ description: "Shoes", quantity: 0, price: 10, madeIn: "CN" }],
      }),
      { token: world.intake.token, files: [image] },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      weight: "weightMax?max=1000",
      length: "atMost?max=274&unit=cm",
      width: "atMost?max=274&unit=cm",
      height: "positiveNumber",
      "details.0.quantity": "atLeast?min=1",
    });
    expect(await countParcels()).toBe(before);
  });

  it("takes a parcel at the limits exactly: 274 cm, and 1000 kg", async () => {
    const res = await sendForm(app, "/api/packages/add", form({ weight: "1000", length: "274", width: "274" }), {
      token: world.intake.token,
      files: [image],
    });
    expect(res.status).toBe(201);
    expect(res.body.package).toMatchObject({ weight: 1000, length: 274, width: 274 });
  });

  it("receives a parcel heavier than any carrier's bands: it has arrived", async () => {
    const res = await sendForm(app, "/api/packages/add", form({ weight: "42" }), {
      token: world.intake.token,
      files: [image],
    });
    expect(res.status).toBe(201);
    expect(res.body.package).toMatchObject({ weight: 42, state: "in_locker" });
  });

  it("refuses a parcel or a letter without a photo and writes nothing", async () => {
    const before = await countParcels();
    for (const fields of [form(), { mail: "true", userId: world.customer.id, warehouse: world.warehouse.id }]) {
      const res = await sendForm(app, "/api/packages/add", fields, { token: world.intake.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION", fields: { images: "codeRequired" } });
    }
    expect(await countParcels()).toBe(before);
  });
});
