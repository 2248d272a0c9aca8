import { describe, expect, it } from "vitest";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import {
  alertActions,
  checkAlert,
  checkDeleteReason,
  checkEdit,
  checkShipped,
  daysStored,
  deleteConsequences,
  editFormData,
  editFormFor,
  emptyAlertForm,
  historyLine,
  parcelActions,
  shippedActions,
  tabCleared,
  yesNo,
} from "./rules";

const parcel = {
  _id: "3f8a3c3e-7a0b-4c55-9a55-1f3b0f4a2c11",
  packageId: "PABC2345",
  trackNumber: "LX123FR",
  state: "in_locker",
  weight: 2.5,
  length: 40,
  width: 30,
  height: 20,
  fees: 0,
  images: ["/uploads/parcels/a.webp"],
  details: [{ description: "Shoes", quantity: 1, price: 10, madeIn: "CN", type: "Parcels", code_sh: null }],
  shippingOptions: {
    hasDangerous: false,
    hasLithium: true,
    removeBills: false,
    removeShoeBoxes: false,
    additionalNote: null,
  },
  deleted: false,
  status: null,
  createdAt: "2026-01-15T10:00:00.000Z",
  arrivedAt: "2026-01-15T10:00:00.000Z",
  storageEndsOn: "2026-07-15",
  shippedTrackNumber: null,
  trackLink: null,
  shipMethod: null,
} as unknown as ParcelView;

describe("actions by group and state", () => {
  it("lets admins edit and delete a parcel in the locker; support only views", () => {
    expect(parcelActions(1, parcel)).toEqual({ edit: true, delete: true });
    expect(parcelActions(2, parcel)).toEqual({ edit: false, delete: false });
    expect(parcelActions(3, parcel)).toEqual({ edit: false, delete: false });
  });

  it("offers nothing on a shipped or deleted parcel, and no delete once paid", () => {
    expect(parcelActions(1, { state: "shipped", deleted: false })).toEqual({ edit: false, delete: false });
    expect(parcelActions(1, { state: "in_locker", deleted: true })).toEqual({ edit: false, delete: false });
    expect(parcelActions(1, { state: "paid", deleted: false })).toEqual({ edit: true, delete: false });
  });

  it("keeps shipped tracking edits for admins", () => {
    expect(shippedActions(1, { state: "shipped" }).edit).toBe(true);
    expect(shippedActions(2, { state: "shipped" }).edit).toBe(false);
  });

  it("clears open alerts and deletes cleared ones", () => {
    expect(alertActions(2, { cleared: false })).toMatchObject({ clear: true, delete: false });
    expect(alertActions(1, { cleared: true })).toMatchObject({ clear: false, delete: true });
    expect(alertActions(3, { cleared: false })).toMatchObject({ clear: false, delete: false, create: false });
    expect(tabCleared("open")).toBe(false);
    expect(tabCleared("cleared")).toBe(true);
    expect(tabCleared("all")).toBeUndefined();
  });

  it("reads flags and storage dates", () => {
    expect(yesNo(true)).toBe("yes");
    expect(daysStored(parcel, new Date("2026-01-25T11:00:00Z"))).toBe(10);
    // Consolidated on the 20th of parcels that arrived from the 15th: stored since the 15th.
    const packed = { ...parcel, createdAt: "2026-01-20T10:00:00.000Z" };
    expect(daysStored(packed, new Date("2026-01-25T11:00:00Z"))).toBe(10);
  });
});

describe("edit form", () => {
  it("sends the parcel's own values unchanged", () => {
    const check = checkEdit(editFormFor(parcel), "full");
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.fields).toMatchObject({ trackNumber: "LX123FR", weight: "2.5", fees: "0" });
    expect(JSON.parse(check.fields.shippingOptions!)).toEqual({ hasDangerous: false, hasLithium: true });
    expect(JSON.parse(check.fields.details!)[0]).toMatchObject({ description: "Shoes", madeIn: "CN" });
  });

  it("names every bad field: empty, negative, huge, a 500-character track number", () => {
    const form = {
      ...editFormFor(parcel),
      trackNumber: "X".repeat(500),
      weight: "-1",
      length: "",
      width: "abc",
      height: "99999",
      fees: "",
    };
    form.lines = [{ ...form.lines[0]!, price: "-5", description: " " }];
    const check = checkEdit(form, "full");
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      trackNumber: "tooLarge",
      weight: "positiveNumber",
      length: "codeRequired",
      width: "invalidNumber",
      height: "atMost?max=274&unit=cm",
      fees: "codeRequired",
      "details.0.price": "minZero",
      "details.0.description": "codeRequired",
    });
  });

  it("needs at least one line on the full form; the expired form sends no lines", () => {
    const check = checkEdit({ ...editFormFor(parcel), lines: [] }, "full");
    expect(check.ok).toBe(false);
    const expired = checkEdit({ ...editFormFor(parcel), lines: [], fees: "" }, "expired");
    expect(expired.ok).toBe(true);
    if (expired.ok)
      expect(Object.keys(expired.fields).sort()).toEqual(["height", "length", "trackNumber", "weight", "width"]);
  });

  it("sends the photos to remove and the new ones", () => {
    const check = checkEdit({ ...editFormFor(parcel), removeImages: ["/uploads/parcels/a.webp"] }, "expired");
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const body = editFormData(check.fields, [new Blob(["x"], { type: "image/webp" })], 7);
    expect(body.get("revision")).toBe("7");
    expect(JSON.parse(String(body.get("removeImages")))).toEqual(["/uploads/parcels/a.webp"]);
    expect((body.get("images") as File).name).toBe("photo-1.webp");
  });
});

describe("delete, shipped tracking, alerts", () => {
  it("requires a reason to delete, and says what is lost", () => {
    expect(checkDeleteReason("  ")).toEqual({ ok: false, error: "Please enter a reason for deleting" });
    expect(checkDeleteReason("x".repeat(501))).toEqual({ ok: false, error: "tooLarge" });
    expect(checkDeleteReason(" Damaged ")).toEqual({ ok: true, reason: "Damaged" });
    expect(deleteConsequences({ state: "approved", images: [] })).toEqual(["lostLocker", "lostOffers", "lostKept"]);
  });

  it("requires the carrier's track number and a web link", () => {
    expect(checkShipped({ trackNumber: "", trackLink: "javascript:alert(1)", shipCompany: "" })).toEqual({
      ok: false,
      errors: { trackNumber: "codeRequired", trackLink: "invalidLink" },
    });
    expect(checkShipped({ trackNumber: "1Z999", trackLink: "https://track.example/1Z999", shipCompany: "" }).ok).toBe(
      true,
    );
  });

  it("requires the text in three languages and a parcel or customer", () => {
    const check = checkAlert({ ...emptyAlertForm(), en: "Hello", fr: "x".repeat(501) });
    expect(check).toEqual({
      ok: false,
      errors: { "text.ar": "codeRequired", "text.fr": "tooLarge", packageId: "codeRequired" },
    });
    const customer = checkAlert({ ...emptyAlertForm(), target: "customer", ar: "مرحبا", en: "Hi", fr: "Salut" });
    expect(customer).toEqual({ ok: false, errors: { userId: "codeRequired" } });
    const ok = checkAlert({ ...emptyAlertForm("PABC2345"), ar: "مرحبا", en: "Hi", fr: "Salut" });
    expect(ok).toEqual({
      ok: true,
      body: { type: "warning", text: { ar: "مرحبا", en: "Hi", fr: "Salut" }, packageId: "PABC2345" },
    });
  });

  it("reads the history", () => {
    expect(
      historyLine({ kind: "state", state: "awaiting_approval", previousState: "in_locker", at: "", by: null }),
    ).toEqual({ key: "history.state", values: { from: "in_locker", to: "awaiting_approval" } });
    expect(historyLine({ kind: "received", state: "in_locker", previousState: null, at: "", by: null }).key).toBe(
      "history.received",
    );
  });
});
