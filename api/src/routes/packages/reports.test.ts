import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../lib/storage.js";
import { createTestApp, liveMessages } from "../../test/harness.js";
import { customerToken, makeCustomer } from "../../test/factories.js";
import { makeTicket, pdfBytes, pngBytes, postForm } from "../../test/factories-accounts.js";
import { makeParcel, makeWorld, type ParcelFields } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);
const staffToken = world.support.token;

const { staff: staffMessages } = liveMessages(app);

/** A customer of their own (each test its own tickets and rate limit) with a parcel of two declared lines. */
async function customerWithParcel(fields: Partial<ParcelFields> = {}) {
  const customer = await makeCustomer(app.db);
  const parcel = await makeParcel(app.db, {
    customer_id: customer.id,
    warehouse_id: world.warehouse.id,
    lines: 2,
    ...fields,
  });
  return { customer, parcel, token: customerToken(app, customer) };
}

type Photo = { bytes: Buffer; name: string; type: string };
const report = (token: string, fields: Record<string, string>, file?: Photo) =>
  postForm(app, "/api/packages/report", fields, { token, file });
const png = async (): Promise<Photo> => ({ bytes: await pngBytes(), name: "scale.png", type: "image/png" });

const lockerParcel = async (token: string, parcelId: string) => {
  const res = await app.request("GET", "/api/users/packages/get?page=0&perPage=100", { token });
  return (res.body.packages as { _id: string; underReview: boolean }[]).find((p) => p._id === parcelId);
};
const staffThread = async (ticketId: string) =>
  (await app.request("POST", "/api/admins/support/fetch", { token: staffToken, body: { ticketId } })).body.ticket;
const reportsOf = (parcelId: string) => app.db("parcel_reports").where({ parcel_id: parcelId });
const ticketsOf = (customerId: string) => app.db("support_tickets").where({ customer_id: customerId });
/** The ticket as the staff desk's list shows it. */
async function reviewOf(ticketId: string) {
  const res = await app.request("GET", "/api/admins/support/get?status=all&perPage=100", { token: staffToken });
  return (res.body.tickets as { _id: string; parcelsUnderReview: string[] }[]).find((t) => t._id === ticketId);
}

describe("#packages.report", () => {
  it("should require a customer token", async () => {
    const { parcel } = await customerWithParcel();
    const fields = { packageId: parcel.id, kind: "weight", note: "It weighs 800 g" };
    expect((await report("", fields)).status).toBe(401);
    expect((await report(staffToken, fields)).status).toBe(401);
  });

  it("opens a ticket on the parcel, tells staff live and puts the parcel under review", async () => {
    const { customer, parcel, token } = await customerWithParcel();
    const res = await report(
      token,
      { packageId: parcel.parcel_code, kind: "weight", note: "My scale says 0.8 kg" },
      await png(),
    );

    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({
      packageId: parcel.parcel_code,
      kind: "weight",
      underReview: true,
      line: null,
    });
    const ticketId: string = res.body.ticketId;
    expect(staffMessages).toContainEqual({ event: "supportTicket", data: { ticketId, status: "open" } });
    expect(staffMessages).toContainEqual({
      event: "packageDetails",
      data: { _id: parcel.id, packageId: parcel.parcel_code, state: "in_locker" },
    });

    const thread = await staffThread(ticketId);
    expect(thread.title).toContain(parcel.parcel_code);
    expect(thread.user.id).toBe(customer.id);
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({
      message: "My scale says 0.8 kg",
      isAdmin: false,
      file: expect.stringMatching(/^\/uploads\/support\/.+\.webp\?/),
      report: { packageId: parcel.parcel_code, parcelId: parcel.id, kind: "weight", underReview: true },
    });
    expect((await reviewOf(ticketId))?.parcelsUnderReview).toEqual([parcel.parcel_code]);
    expect((await lockerParcel(token, parcel.id))?.underReview).toBe(true);
  });

  it("adds the report to the customer's open ticket instead of opening a second one", async () => {
    const { customer, parcel, token } = await customerWithParcel();
    const open = await makeTicket(app.db, customer.id, { title: "Where is my other parcel?" });
    const res = await report(token, { packageId: parcel.id, kind: "size", note: "The box is 40 cm long" });

    expect(res.status).toBe(201);
    expect(res.body.ticketId).toBe(open.id);
    expect(await ticketsOf(customer.id)).toHaveLength(1);
    const [message] = (await staffThread(open.id)).messages;
    expect(message).toMatchObject({ message: "The box is 40 cm long", file: null, report: { kind: "size" } });
    expect(staffMessages).toContainEqual({
      event: "supportMessage",
      data: { ticketId: open.id, messageId: message._id },
    });
  });

  it("names a content line by its position and keeps its description as it was", async () => {
    const { parcel, token } = await customerWithParcel();
    const res = await report(token, { packageId: parcel.id, kind: "content_line", line: "1", note: "Two, not one" });
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ kind: "content_line", line: 1, lineDescription: "Item 2" });
  });

  it("ends the review when staff reply on the ticket, and allows a new report then", async () => {
    const { parcel, token } = await customerWithParcel();
    const { ticketId } = (await report(token, { packageId: parcel.id, kind: "photo", note: "Blurry" })).body;

    const reply = await postForm(
      app,
      "/api/admins/support/send",
      { ticketId, message: "We took new photos." },
      {
        token: staffToken,
      },
    );
    expect(reply.status).toBe(200);
    expect((await lockerParcel(token, parcel.id))?.underReview).toBe(false);
    expect((await reviewOf(ticketId))?.parcelsUnderReview).toEqual([]);
    expect((await staffThread(ticketId)).messages[0].report.underReview).toBe(false);
    expect((await reportsOf(parcel.id))[0]).toMatchObject({ resolved_by: world.support.row.id });

    const again = await report(token, { packageId: parcel.id, kind: "photo", note: "Still blurry" });
    expect(again.status).toBe(201);
    expect(again.body.ticketId).toBe(ticketId);
  });

  it("ends the review when staff close the ticket", async () => {
    const { parcel, token } = await customerWithParcel();
    const { ticketId } = (await report(token, { packageId: parcel.id, kind: "weight", note: "Too heavy" })).body;
    const closed = await app.request("GET", `/api/admins/support/close/${ticketId}`, { token: staffToken });
    expect(closed.status).toBe(200);
    expect((await lockerParcel(token, parcel.id))?.underReview).toBe(false);
  });

  it("refuses a second report on the parcel while one is under review, and changes nothing", async () => {
    const { customer, parcel, token } = await customerWithParcel();
    const first = await report(token, { packageId: parcel.id, kind: "weight", note: "Too heavy" });
    expect(first.status).toBe(201);
    const second = await report(token, { packageId: parcel.id, kind: "size", note: "Too big" });

    expect(second.status).toBe(409);
    expect(second.body.code).toBe("REPORT_OPEN");
    expect(await reportsOf(parcel.id)).toHaveLength(1);
    expect((await staffThread(first.body.ticketId)).messages).toHaveLength(1);
    expect(await ticketsOf(customer.id)).toHaveLength(1);
  });

  it("files one report when two identical submits race", async () => {
    const { customer, parcel, token } = await customerWithParcel();
    const fields = { packageId: parcel.id, kind: "weight", note: "Too heavy" };
    const answers = await Promise.all([report(token, fields), report(token, fields), report(token, fields)]);

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await reportsOf(parcel.id)).toHaveLength(1);
    const tickets = await ticketsOf(customer.id);
    expect(tickets).toHaveLength(1);
    expect(await app.db("support_messages").where({ ticket_id: tickets[0].id })).toHaveLength(1);
  });
});

describe("#packages.report refusals", () => {
  const storedSupportFiles = async () => (await app.deps.storage.files.list("support/")).length;

  /** Sends a bad report and checks the answer; nothing at all may be left of it. */
  async function refused(
    expected: { status: number; code: string; field?: [string, string] },
    build: (parcel: { id: string }) => { fields: Record<string, string>; file?: Photo; as?: string },
    parcelFields: Partial<ParcelFields> = {},
  ) {
    const { customer, parcel, token } = await customerWithParcel(parcelFields);
    const files = await storedSupportFiles();
    const { fields, file, as } = build(parcel);
    const res = await report(as ?? token, fields, file);

    expect(res.status).toBe(expected.status);
    expect(res.body.code).toBe(expected.code);
    if (expected.field) expect(res.body.fields).toEqual({ [expected.field[0]]: expected.field[1] });
    expect(await reportsOf(parcel.id)).toHaveLength(0);
    expect(await ticketsOf(customer.id)).toHaveLength(0);
    expect(await storedSupportFiles()).toBe(files);
  }

  const note = "Wrong";

  it("refuses a report without a kind, or of a kind that does not exist", async () => {
    const field: [string, string] = ["kind", "reportKindRequired"];
    await refused({ status: 400, code: "VALIDATION", field }, (p) => ({ fields: { packageId: p.id, note } }));
    await refused({ status: 400, code: "VALIDATION", field }, (p) => ({
      fields: { packageId: p.id, kind: "colour", note },
    }));
  });

  it("refuses an empty, blank or over-long note", async () => {
    for (const bad of ["", "   "]) {
      await refused({ status: 400, code: "VALIDATION", field: ["note", "reportNoteRequired"] }, (p) => ({
        fields: { packageId: p.id, kind: "weight", note: bad },
      }));
    }
    await refused({ status: 400, code: "VALIDATION", field: ["note", "maxChars?max=1000"] }, (p) => ({
      fields: { packageId: p.id, kind: "weight", note: "x".repeat(1001) },
    }));
  });

  it("refuses a content line that is missing or not on the parcel, with the photo not kept", async () => {
    await refused({ status: 400, code: "VALIDATION", field: ["line", "reportLineRequired"] }, (p) => ({
      fields: { packageId: p.id, kind: "content_line", note },
    }));
    const photo = await png();
    await refused({ status: 400, code: "VALIDATION", field: ["line", "reportLineUnknown"] }, (p) => ({
      fields: { packageId: p.id, kind: "content_line", line: "2", note },
      file: photo,
    }));
  });

  it("refuses a file that is not an image, or one over 10 MB", async () => {
    await refused({ status: 400, code: "INVALID_FILE", field: ["file", "notImage"] }, (p) => ({
      fields: { packageId: p.id, kind: "photo", note },
      file: { bytes: pdfBytes(), name: "photo.png", type: "image/png" },
    }));
    await refused({ status: 413, code: "PAYLOAD_TOO_LARGE" }, (p) => ({
      fields: { packageId: p.id, kind: "photo", note },
      file: { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), name: "big.png", type: "image/png" },
    }));
  });

  it("refuses another customer's parcel as if it did not exist", async () => {
    await refused({ status: 404, code: "NOT_FOUND" }, (p) => ({
      fields: { packageId: p.id, kind: "weight", note },
      as: world.otherToken,
    }));
  });

  it("refuses a parcel that has left or was deleted", async () => {
    await refused(
      { status: 409, code: "INVALID_STATE" },
      (p) => ({ fields: { packageId: p.id, kind: "weight", note } }),
      { state: "shipped" },
    );
    await refused({ status: 404, code: "NOT_FOUND" }, (p) => ({ fields: { packageId: p.id, kind: "weight", note } }), {
      deleted_at: new Date(),
      delete_reason: "Returned to sender",
    });
  });
});
