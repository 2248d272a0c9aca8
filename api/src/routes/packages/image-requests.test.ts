import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { closedByStaff, makeParcel, makeWorld, pngImage, sendForm } from "../../test/factories-parcels.js";

const app = await createTestApp();
const world = await makeWorld(app);
const image = await pngImage();

const ask = (id: string, token = world.customerToken) =>
  app.request("POST", "/api/packages/images/request", { token, body: { id } });

describe("#packages.images.request", () => {
  it("records a photo request once; a second answers 409 'sent'", async () => {
    const parcel = await world.parcel();
    const first = await ask(parcel.parcel_code);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ error: false, message: "Photo request has been sent successully" });
    const second = await ask(parcel.id);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: "REQUEST_SENT", message: "sent" });
    expect(await app.db("image_requests").where({ parcel_id: parcel.id }).count({ n: "*" })).toEqual([{ n: 1 }]);
  });

  it("says on the parcel that photos are requested, until staff answer", async () => {
    const parcel = await world.parcel();
    const locker = async () => {
      const res = await app.request("GET", "/api/users/packages/get?perPage=100", { token: world.customerToken });
      return (res.body.packages as { _id: string; imagesRequested: boolean }[]).find((p) => p._id === parcel.id);
    };
    expect((await locker())?.imagesRequested).toBe(false);
    await ask(parcel.id);
    expect((await locker())?.imagesRequested).toBe(true);
    await app.db("image_requests").where({ parcel_id: parcel.id }).update({ complete: true, completed_at: new Date() });
    expect((await locker())?.imagesRequested).toBe(false);
  });

  it("records only one of two requests sent at once", async () => {
    const parcel = await world.parcel();
    const results = await Promise.all([ask(parcel.id), ask(parcel.id), ask(parcel.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it("refuses a parcel in a request (409) and another customer's parcel (404)", async () => {
    const waiting = await world.parcel({ state: "awaiting_approval" });
    expect((await ask(waiting.id)).body.code).toBe("INVALID_STATE");
    const foreign = await makeParcel(app.db, { customer_id: world.other.id, warehouse_id: world.warehouse.id });
    expect((await ask(foreign.id)).status).toBe(404);
  });

  it("refuses when the customer's photo requests are turned off", async () => {
    const parcel = await world.parcel();
    await app.db("customer_settings").insert({ customer_id: world.customer.id, image_request: false });
    const res = await ask(parcel.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("IMAGE_REQUESTS_OFF");
    await app.db("customer_settings").where({ customer_id: world.customer.id }).delete();
  });
});

describe("#packages.images staff", () => {
  async function pending() {
    const parcel = await world.parcel({ images: 1 });
    await ask(parcel.id);
    const request = await app.db("image_requests").where({ parcel_id: parcel.id }).first();
    return { parcel, request };
  }

  it("lists pending requests first with their parcel and customer", async () => {
    const { parcel, request } = await pending();
    const res = await app.request("GET", `/api/packages/images/get?query=${parcel.parcel_code}`, {
      token: world.support.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requestCount: 1, pageCount: 1 });
    expect(res.body.imageRequests[0]).toMatchObject({
      _id: request.id,
      complete: false,
      package: { _id: parcel.id },
      user: { _id: world.customer.id, addressHash: world.customer.address_code },
    });
    const byCode = await app.request(
      "GET",
      `/api/packages/images/get?complete=false&query=${world.customer.address_code}`,
      {
        token: world.support.token,
      },
    );
    expect(byCode.body.imageRequests.map((r: { _id: string }) => r._id)).toContain(request.id);
  });

  it("adds the uploaded photos, completes the request and tells the customer", async () => {
    const { parcel, request } = await pending();
    const res = await sendForm(
      app,
      "/api/packages/images/update",
      { requestId: request.id, packageId: parcel.id },
      { token: world.admin.token, files: [image, image] },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Uploaded Successfully");
    const images = await app.db("parcel_images").where({ parcel_id: parcel.id }).orderBy("position");
    expect(images.map((i) => i.position)).toEqual([0, 1, 2]);
    const done = await app.db("image_requests").where({ id: request.id }).first();
    expect(done).toMatchObject({ complete: true, completed_by: world.admin.row.id });
    const notice = await app.db("notifications").where({ parcel_id: parcel.id }).first();
    expect(notice.title.en).toBe("New photos");
    const again = await sendForm(
      app,
      "/api/packages/images/update",
      { requestId: request.id },
      {
        token: world.admin.token,
        files: [image],
      },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject(closedByStaff("completed", world.admin, done.completed_at));
  });

  it("needs at least one photo and the request's own parcel", async () => {
    const { request } = await pending();
    const none = await sendForm(
      app,
      "/api/packages/images/update",
      { requestId: request.id },
      { token: world.admin.token },
    );
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ images: "codeRequired" });
    const other = await world.parcel();
    const wrong = await sendForm(
      app,
      "/api/packages/images/update",
      { requestId: request.id, packageId: other.id },
      { token: world.admin.token, files: [image] },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ packageId: "requestParcelMismatch" });
    expect(await app.db("image_requests").where({ id: request.id }).first()).toMatchObject({ complete: false });
  });

  it("marks complete once, and deletes", async () => {
    const { request } = await pending();
    const complete = () =>
      app.request("POST", "/api/packages/images/complete", {
        token: world.admin.token,
        body: { requestId: request.id },
      });
    expect((await complete()).status).toBe(200);
    expect((await complete()).status).toBe(409);
    const del = await app.request("POST", "/api/packages/images/delete", {
      token: world.admin.token,
      body: { requestId: request.id },
    });
    expect(del.status).toBe(200);
    expect(await app.db("image_requests").where({ id: request.id }).first()).toBeUndefined();
    const missing = await app.request("POST", "/api/packages/images/delete", {
      token: world.admin.token,
      body: { requestId: request.id },
    });
    expect(missing.status).toBe(404);
  });
});
