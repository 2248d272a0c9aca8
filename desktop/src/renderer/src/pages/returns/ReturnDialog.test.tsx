// @vitest-environment jsdom
/**
 * The returns queue's dialogs: sending back with the typed tracking (or the
 * bought label's, nothing to type), refusing with a reason, and the API's
 * refusal kept in the dialog.
 */
import type { StaffReturn } from "@ipf/shared/schemas/returns";
import { act } from "react";
import { button, click, dialogText, type } from "../../testing/dom";
import { settle, testRoot } from "../../testing/root";
import { wireCustomer } from "../../testing/wire";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api";
import { ReturnDialog } from "./ReturnDialog";
import { labelView } from "./rules";

const ID = "00000000-0000-4000-8000-0000000000r1";
const row = (fields: Partial<StaffReturn> = {}): StaffReturn => ({
  _id: ID,
  packageId: "PX1234",
  parcelId: "00000000-0000-4000-8000-0000000000p1",
  state: "paid",
  address: {
    name: "Zalando SE",
    country: "DE",
    city: "Berlin",
    zip: "10243",
    addressLineOne: "Valeska-Gert-Strasse 5",
    addressLineTwo: "",
    phone: "+493020968820",
  },
  rma: "RMA-42",
  note: "",
  label: "prepaid",
  currency: "USD",
  fee: 10,
  labelPrice: 0,
  total: 10,
  trackNumber: null,
  trackLink: null,
  refuseReason: null,
  requestedAt: "2026-11-27T10:00:00.000Z",
  paidAt: "2026-11-27T10:05:00.000Z",
  returnedAt: null,
  refusedAt: null,
  cancelledAt: null,
  user: { ...wireCustomer({ phone: "+33612345678", addressHash: "AB12" }), language: "ar" },
  trackNumberIn: "1Z999",
  weight: 1.2,
  carrier: null,
  hasLabel: true,
  ...fields,
});

const shipReturn = vi.fn(async () => ({ error: false as const, message: "Sent back to the shop", return: row() }));
const refuseReturn = vi.fn(async () => ({
  error: false as const,
  message: "Return refused: the fee is refunded",
  return: row(),
}));
const session = { api: { shipReturn, refuseReturn } };
vi.mock("../../session", () => ({ useSession: () => session }));
const toasted = vi.fn();
vi.mock("../../ui/toaster", () => ({ toast: (message: string) => toasted(message) }));

const root = testRoot();
const done = vi.fn();

const fill = (id: string, value: string) => type(document.getElementById(id) as HTMLInputElement, value);
async function open(mode: "ship" | "refuse", fields: Partial<StaffReturn> = {}) {
  await act(async () =>
    root.render(
      <ReturnDialog row={row(fields)} mode={mode} onClose={() => undefined} onDone={done} onStale={() => undefined} />,
    ),
  );
  await settle();
}

describe("ReturnDialog", { timeout: 20_000 }, () => {
  it("asks for the track number of a prepaid label, then sends it back", async () => {
    await open("ship");
    await click(button("Sent back"));
    expect(shipReturn).not.toHaveBeenCalled();
    expect(dialogText()).toContain("Type the track number of the label the parcel leaves with.");
    await fill("ipf-return-track", "DHL123");
    await click(button("Sent back"));
    expect(shipReturn).toHaveBeenCalledWith(ID, { trackNumber: "DHL123" });
    expect(done).toHaveBeenCalled();
  });

  it("sends back with the bought label's tracking: nothing to type", async () => {
    await open("ship", { label: "buy", trackNumber: "6A123456789" });
    expect(document.getElementById("ipf-return-track")).toBeNull();
    expect(dialogText()).toContain("It leaves with the label bought: 6A123456789.");
    await click(button("Sent back"));
    expect(shipReturn).toHaveBeenCalledWith(ID, {});
  });

  it("refuses only with a reason, and keeps the API's refusal in the dialog", async () => {
    await open("refuse");
    expect(dialogText()).toContain("$10.00");
    await click(button("Refuse and refund"));
    expect(refuseReturn).not.toHaveBeenCalled();
    refuseReturn.mockRejectedValueOnce(
      new ApiError(502, "REFUND_FAILED", "The payment provider did not refund the fee"),
    );
    await fill("ipf-return-reason", "The shop no longer takes it back");
    await click(button("Refuse and refund"));
    expect(refuseReturn).toHaveBeenCalledWith(ID, "The shop no longer takes it back");
    expect(done).not.toHaveBeenCalled();
    expect(document.querySelector(".bp6-dialog")).not.toBeNull();
    await click(button("Refuse and refund"));
    expect(done).toHaveBeenCalled();
    expect(toasted).toHaveBeenCalledWith("Return refused: the fee is refunded");
  });
});

describe("labelView", () => {
  it("offers to buy only a label priced with a linked carrier, not yet bought", () => {
    expect(labelView(row())).toEqual({ text: "prepaid", print: true, buy: false });
    const priced = { label: "buy" as const, hasLabel: false };
    expect(labelView(row({ ...priced, carrier: { _id: "k", name: "Colissimo", linked: true } })).buy).toBe(true);
    expect(labelView(row({ ...priced, carrier: { _id: "k", name: "Post", linked: false } }))).toEqual({
      text: "toBuyManual",
      print: false,
      buy: false,
    });
    expect(labelView(row({ label: "buy", hasLabel: true })).print).toBe(true);
  });
});
