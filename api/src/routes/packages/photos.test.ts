import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { startLocalS3 } from "../../test/s3-server.js";
import { makeTicket, pdfBytes, postForm } from "../../test/factories-accounts.js";
import { intakeFields, makeParcel, makeWorld, pngImage, sendForm } from "../../test/factories-parcels.js";
import { DELETED_PARCEL_DAYS, sweepPrivateUploads } from "../../services/upload-retention.js";
import { readScope } from "../../services/work.js";

/** Parcel photos show shipping labels: who may fetch them, for how long, and when they go. */
const s3 = await startLocalS3();
afterAll(() => s3.close());
const disk = await createTestApp();
const bucket = await createTestApp(s3.env);
const image = await pngImage();

const SIGNED_PHOTO = /^\/uploads\/parcels\/[\w/-]+\.webp\?expires=\d+&signature=[\w-]{43}$/;
const DAY = 86_400_000;

/** A GET of the link as a guest: no token, no cookie. */
const guest = (app: TestApp, link: string) => fetch(app.url + link);
const storedPath = (link: string) => link.split("?")[0]!.slice("/uploads/".length);

async function takeIn(app: TestApp, world: Awaited<ReturnType<typeof makeWorld>>) {
  const track = `PH${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const res = await sendForm(app, "/api/packages/add", intakeFields(track, world.warehouse.id, world.customer.id), {
    token: world.intake.token,
    files: [image],
  });
  expect(res.status).toBe(201);
  return res.body.package as { _id: string; packageId: string; images: string[] };
}

/** The parcel's photos as its customer's locker and the staff list answer them. */
async function photosSeen(app: TestApp, world: Awaited<ReturnType<typeof makeWorld>>, packageId: string) {
  const locker = await app.request("GET", "/api/users/packages/get?perPage=100", { token: world.customerToken });
  const own = (locker.body.packages as { packageId: string; images: string[] }[]).find(
    (p) => p.packageId === packageId,
  );
  const staff = await app.request("GET", `/api/packages/get/all?packageId=${packageId}`, { token: world.admin.token });
  return { customer: own?.images ?? [], staff: (staff.body.packages[0]?.images ?? []) as string[] };
}

describe("#uploads parcel photos, who reads them", () => {
  const app = disk;

  it("serves a photo only with the signed link of an answer: private, same-origin, short-lived", async () => {
    const world = await makeWorld(app);
    const parcel = await takeIn(app, world);
    const [link] = parcel.images;
    expect(link).toMatch(SIGNED_PHOTO);

    const signed = await guest(app, link!);
    expect(signed.status).toBe(200);
    expect(signed.headers.get("content-type")).toBe("image/webp");
    expect(signed.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(signed.headers.get("cache-control")!)![1])).toBeLessThanOrEqual(3600);
    expect(signed.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(signed.headers.get("content-disposition")).toBeNull();

    expect((await guest(app, link!.split("?")[0]!)).status).toBe(404);
    expect((await guest(app, `${link!.slice(0, -2)}xx`)).status).toBe(404);
    const expires = Number(/expires=(\d+)/.exec(link!)![1]);
    expect((await guest(app, link!.replace(`expires=${expires}`, `expires=${expires + 3600}`))).status).toBe(404);
    // A link signed for one photo opens no other.
    const other = await takeIn(app, world);
    expect((await guest(app, link!.replace(storedPath(link!), storedPath(other.images[0]!)))).status).toBe(404);

    // Three hours later the link is dead; a fresh answer carries a fresh one.
    app.setNow(new Date(Date.now() + 3 * 3600_000));
    try {
      expect((await guest(app, link!)).status).toBe(404);
      const again = await photosSeen(app, world, parcel.packageId);
      expect(again.customer[0]).not.toBe(link);
      expect((await guest(app, again.customer[0]!)).status).toBe(200);
    } finally {
      app.setNow(new Date());
    }
  });

  it("gives the arrival e-mail a link of a week, for any mail reader", async () => {
    const world = await makeWorld(app);
    const parcel = await takeIn(app, world);
    const mail = await app.db("email_outbox").where({ to_address: world.customer.email }).orderBy("id", "desc").first();
    const link = /\/uploads\/parcels\/[^"\s]+/.exec(mail.text_body as string)![0];
    expect(link).toMatch(/[?&]mail=1&/);
    expect(storedPath(link)).toBe(storedPath(parcel.images[0]!));
    const photo = await guest(app, link);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(photo.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);

    app.setNow(new Date(Date.now() + 6 * DAY));
    try {
      expect((await guest(app, link)).status).toBe(200);
      app.setNow(new Date(Date.now() + 9 * DAY));
      expect((await guest(app, link)).status).toBe(404);
    } finally {
      app.setNow(new Date());
    }
    // The mail's link is no page link: dropping `mail=1` breaks its signature.
    expect((await guest(app, link.replace("mail=1&", ""))).status).toBe(404);
  });

  it("signs every kind of photo in the customer's and the staff answers", async () => {
    const world = await makeWorld(app);
    const kinds: Record<string, string> = {};

    kinds.intake = (await takeIn(app, world)).packageId;

    const asked = await world.parcel({ images: 0 });
    await app.request("POST", "/api/packages/images/request", { token: world.customerToken, body: { id: asked.id } });
    const request = await app.db("image_requests").where({ parcel_id: asked.id }).first();
    const uploaded = await sendForm(
      app,
      "/api/packages/images/update",
      { requestId: request.id, packageId: asked.id },
      { token: world.admin.token, files: [image] },
    );
    expect(uploaded.status).toBe(200);
    kinds.photoRequest = asked.parcel_code;

    const members = [await world.parcel(), await world.parcel()];
    const group = await app.request("POST", "/api/packages/group", {
      token: world.customerToken,
      body: { packages: members.map((p) => p.id) },
    });
    const assembled = await sendForm(
      app,
      "/api/packages/add-assemble",
      { requestId: group.body.packagesGroup._id, weight: "3.2", length: 40, width: 30, height: 20 },
      { token: world.intake.token, files: [image] },
    );
    expect(assembled.status).toBe(201);
    kinds.consolidation = assembled.body.package.packageId;

    const original = await world.parcel();
    await app.request("POST", `/api/packages/disassemble-request/${original.id}`, {
      token: world.customerToken,
      body: { disassembleNote: "Apart, please" },
    });
    const split = await app.db("split_requests").where({ parcel_id: original.id }).first();
    const part = await sendForm(
      app,
      "/api/packages/add",
      {
        fromDisassemble: split.id,
        weight: "0.6",
        length: 20,
        width: 15,
        height: 10,
        details: [{ description: "Shoes", quantity: 1, price: 30, madeIn: "IT" }],
      },
      { token: world.admin.token, files: [image] },
    );
    expect(part.status).toBe(201);
    kinds.split = part.body.package.packageId;

    for (const [kind, code] of Object.entries(kinds)) {
      const seen = await photosSeen(app, world, code);
      for (const [who, links] of Object.entries(seen)) {
        expect(links.length, `${kind} to ${who}`).toBeGreaterThan(0);
        for (const link of links) {
          expect(link, `${kind} to ${who}`).toMatch(SIGNED_PHOTO);
          expect((await guest(app, link)).status, `${kind} to ${who}`).toBe(200);
        }
      }
    }

    // The photo of an error report is an attachment of the customer's ticket: signed to both sides too.
    const reported = await world.parcel();
    const filed = await postForm(
      app,
      "/api/packages/report",
      { packageId: reported.id, kind: "photo", note: "Not my parcel on the photo" },
      { token: world.customerToken, file: { bytes: image, name: "label.png", type: "image/png" } },
    );
    expect(filed.status).toBe(201);
    const body = { ticketId: filed.body.ticketId };
    const own = await app.request("POST", "/api/users/support/get", { token: world.customerToken, body });
    const staff = await app.request("POST", "/api/admins/support/fetch", { token: world.support.token, body });
    for (const thread of [own, staff]) {
      const link: string = thread.body.ticket.messages.at(-1).file;
      expect(link).toMatch(/^\/uploads\/support\/[\w/-]+\.webp\?expires=\d+&signature=[\w-]{43}$/);
      const photo = await guest(app, link);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }
  });
});

describe.each([
  ["disk", disk],
  ["S3", bucket],
])("#uploads parcel photos after a deletion (%s)", (_kind, app) => {
  const exists = async (path: string) => (await app.deps.storage.files.stat(path)) !== undefined;

  it(`go dark when the parcel is deleted, and are removed ${DELETED_PARCEL_DAYS} days later`, async () => {
    const world = await makeWorld(app);
    const parcel = await takeIn(app, world);
    const [link] = parcel.images;
    expect((await guest(app, link!)).status).toBe(200);
    const filed = await postForm(
      app,
      "/api/packages/report",
      { packageId: parcel._id, kind: "photo", note: "Not mine" },
      { token: world.customerToken, file: { bytes: image, name: "label.png", type: "image/png" } },
    );
    const thread = await app.request("POST", "/api/users/support/get", {
      token: world.customerToken,
      body: { ticketId: filed.body.ticketId },
    });
    const reportPhoto: string = thread.body.ticket.messages.at(-1).file;
    expect((await guest(app, reportPhoto)).status).toBe(200);

    const deleted = await app.request("POST", `/api/packages/delete/${parcel._id}`, {
      token: world.admin.token,
      body: { deleteReason: "Registered twice" },
    });
    expect(deleted.status).toBe(200);
    expect((await guest(app, link!)).status).toBe(404);
    expect((await guest(app, reportPhoto)).status).toBe(404);
    const listed = await app.request("GET", `/api/packages/get/all?deleted=1&packageId=${parcel.packageId}`, {
      token: world.admin.token,
    });
    expect(listed.body.packages[0]).toMatchObject({ _id: parcel._id, deleted: true, images: [] });

    await sweepPrivateUploads(readScope(app.deps));
    expect(await exists(storedPath(link!))).toBe(true);
    app.setNow(new Date(Date.now() + (DELETED_PARCEL_DAYS + 1) * DAY));
    try {
      await sweepPrivateUploads(readScope(app.deps));
    } finally {
      app.setNow(new Date());
    }
    expect(await exists(storedPath(link!))).toBe(false);
    expect(await exists(storedPath(reportPhoto))).toBe(false);
    expect(await app.db("parcel_images").where({ parcel_id: parcel._id })).toEqual([]);
    const message = await app
      .db("support_messages")
      .where({ file_path: storedPath(reportPhoto) })
      .first();
    expect(message).toBeUndefined();
  });

  it("go dark with their customer, and the customer's files are removed at the next sweep", async () => {
    const world = await makeWorld(app);
    const shipped = await makeParcel(app.db, {
      customer_id: world.customer.id,
      warehouse_id: world.warehouse.id,
      state: "shipped",
      images: 0,
    });
    const path = await app.deps.storage.saveImage(image, "parcels");
    await app.db("parcel_images").insert({ parcel_id: shipped.id, path, position: 0 });
    const photo = (await photosSeen(app, world, shipped.parcel_code)).staff[0]!;
    expect((await guest(app, photo)).status).toBe(200);

    const ticket = await makeTicket(app.db, world.customer.id);
    const sent = await postForm(
      app,
      "/api/users/support/send",
      { ticketId: ticket.id, message: "" },
      { token: world.customerToken, file: { bytes: pdfBytes(), name: "invoice.pdf", type: "application/pdf" } },
    );
    const attachment: string = sent.body.message.file;
    expect((await guest(app, attachment)).status).toBe(200);
    // Another customer's files stay.
    const others = await makeWorld(app);
    const kept = await takeIn(app, others);

    const res = await app.request("GET", `/api/admins/users/delete/${world.customer.id}`, { token: world.admin.token });
    expect(res.status).toBe(200);
    expect((await guest(app, photo)).status).toBe(404);
    expect((await guest(app, attachment)).status).toBe(404);

    expect(await sweepPrivateUploads(readScope(app.deps))).toMatchObject({ photos: 1, attachments: 1 });
    expect(await exists(path)).toBe(false);
    expect(await exists(storedPath(attachment))).toBe(false);
    expect(await app.db("parcel_images").where({ parcel_id: shipped.id })).toEqual([]);
    const message = await app.db("support_messages").where({ ticket_id: ticket.id }).first();
    expect(message).toMatchObject({ file_path: null, file_name: null });
    expect(message.file_removed_at).not.toBeNull();
    const thread = await app.request("POST", "/api/admins/support/fetch", {
      token: world.support.token,
      body: { ticketId: ticket.id },
    });
    expect(thread.body.ticket.messages[0].file).toBeNull();

    expect((await guest(app, kept.images[0]!)).status).toBe(200);
    expect(await sweepPrivateUploads(readScope(app.deps))).toEqual({ photos: 0, attachments: 0, scans: 0 });
  });
});
