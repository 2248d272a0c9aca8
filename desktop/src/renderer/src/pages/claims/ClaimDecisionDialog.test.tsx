// @vitest-environment jsdom
/**
 * The decision on a claim: the evidence drawn beside it, an approval sent
 * with the amount typed (refused above the cover before anything is sent),
 * a rejection with its reason.
 */
import type { ClaimEvidence } from "@ipf/shared/schemas/claims";
import { act } from "react";
import { button, click, dialogText, type } from "../../testing/dom";
import { settle, testRoot } from "../../testing/root";
import { describe, expect, it, vi } from "vitest";
import { ClaimDecisionDialog } from "./ClaimDecisionDialog";

const ID = "00000000-0000-4000-8000-0000000000c1";
const EVIDENCE: ClaimEvidence = {
  error: false,
  claim: {
    _id: ID,
    packageId: "P68ESGZ9",
    parcelId: "00000000-0000-4000-8000-0000000000p1",
    kind: "lost",
    description: "Returned to France, never received",
    state: "open",
    insured: true,
    covered: 204.12,
    currency: "USD",
    approved: null,
    rejectReason: null,
    refundState: null,
    createdAt: "2026-11-25T10:00:00.000Z",
    decidedAt: null,
    photos: [],
    user: { _id: "u1", fullName: "Amina Benali", addressHash: "657DDV" },
    decidedBy: null,
  },
  parcel: {
    _id: "p1",
    packageId: "P68ESGZ9",
    weight: 1.1,
    shipWeight: 0.9,
    photos: ["/uploads/parcels/a.webp"],
    declared: [{ description: "Leather handbag", quantity: 1, price: 189 }],
    declaredCurrency: "EUR",
    shippedAt: "2026-11-05T10:00:00.000Z",
    carrier: "Colissimo International",
    maxShipDays: 10,
  },
  tracking: [
    { at: "2026-11-24T10:00:00.000Z", status: "returned", description: "Returned to the sender", location: "Roissy" },
  ],
  trackingStatus: "returned",
  payment: {
    _id: "t1",
    paymentId: "PAY123",
    type: "card",
    amount: 33.99,
    premium: 4.09,
    cover: 204.12,
    currency: "USD",
  },
};

const approveClaim = vi.fn(async (_id: string, _amount: number) => ({}));
const rejectClaim = vi.fn(async (_id: string, _reason: string) => ({}));
const session = {
  api: {
    claimEvidence: async () => EVIDENCE,
    approveClaim: (id: string, amount: number) => approveClaim(id, amount),
    rejectClaim: (id: string, reason: string) => rejectClaim(id, reason),
    retryClaimRefund: async () => ({}),
  },
};
vi.mock("../../session", () => ({ useSession: () => session }));
const toasted = vi.fn();
vi.mock("../../ui/toaster", () => ({ toast: (message: string) => toasted(message) }));

const root = testRoot();
const done = vi.fn();

async function open() {
  await act(async () =>
    root.render(<ClaimDecisionDialog claimId={ID} onClose={() => undefined} onDone={done} onStale={() => undefined} />),
  );
  await settle();
}

describe("ClaimDecisionDialog", { timeout: 20_000 }, () => {
  it("shows the evidence beside the claim", async () => {
    await open();
    const shown = dialogText();
    for (const fact of [
      "Returned to France, never received",
      "Insured up to $204.12",
      "Leather handbag",
      "Weight at intake 1.1 kg, as shipped 0.9 kg",
      "Tracking (returned)",
      "Returned to the sender",
      "Insurance premium $4.09, cover $204.12",
    ]) {
      expect(shown).toContain(fact);
    }
  });

  it("approves the amount typed, and refuses more than the cover without sending", async () => {
    await open();
    const amount = document.getElementById("ipf-claim-amount") as HTMLInputElement;
    expect(amount.value).toBe("204.12");
    await type(amount, "300");
    await click(button("Approve"));
    expect(approveClaim).not.toHaveBeenCalled();
    expect(dialogText()).toContain("At most $204.12");
    await type(amount, "150.50");
    await click(button("Approve"));
    expect(approveClaim).toHaveBeenCalledWith(ID, 150.5);
    expect(toasted).toHaveBeenCalledWith("Claim approved");
    expect(done).toHaveBeenCalled();
  });

  it("rejects with the reason typed", async () => {
    await open();
    await click(document.querySelector<HTMLInputElement>('input[value="reject"]'));
    await type(document.getElementById("ipf-claim-reason") as HTMLTextAreaElement, "Delivered and signed for");
    await click(button("Reject"));
    expect(rejectClaim).toHaveBeenCalledWith(ID, "Delivered and signed for");
  });
});
