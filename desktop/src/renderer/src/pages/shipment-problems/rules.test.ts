import type { ShipmentProblem } from "@ipf/shared/schemas/shipment-problems";
import { describe, expect, it } from "vitest";
import { i18next } from "../../i18n";
import { destinationText, reasonIntent, reasonText, ticketDraftOf } from "./rules";

const t = i18next.t.bind(i18next);

const row = (fields: Partial<ShipmentProblem> = {}): ShipmentProblem => ({
  _id: "p1",
  packageId: "A1B2C3",
  trackNumber: "4567891230",
  trackLink: null,
  shippedAt: "2026-11-17T10:00:00.000Z",
  user: {
    _id: "c1",
    id: "c1",
    fullName: "Amina Benali",
    firstName: "Amina",
    email: "demo@ipf.example",
    phone: "+213555",
    addressHash: "K7Q2",
    suspicious: false,
    language: "ar",
  },
  carrier: { name: "DHL Express", nameAr: "دي إتش إل إكسبريس", maxShipDays: 4 },
  destination: { country: "DZ", city: "Alger" },
  status: "in_transit",
  lastEvent: null,
  reasons: [
    { kind: "late", daysPast: 4, maxDays: 4 },
    { kind: "quiet", days: 6 },
  ],
  ticket: null,
  ...fields,
});

describe("shipment problem rules", () => {
  it("says why a parcel is listed, in the desk's words", () => {
    expect(reasonText(t, { kind: "delivery_failed" }, "DHL Express")).toBe("Delivery failed");
    expect(reasonText(t, { kind: "quiet", days: 6 }, "DHL Express")).toBe("No news for 6 days");
    expect(reasonText(t, { kind: "late", daysPast: 4, maxDays: 4 }, "DHL Express")).toBe(
      "Late: 4 days past DHL Express's 4 days",
    );
    expect(reasonText(t, { kind: "late", daysPast: 1, maxDays: 4 }, "Aramex")).toBe("Late: 1 day past Aramex's 4 days");
  });

  it("draws a failed delivery or a return in red, a hold, delay or lateness in orange, and quiet plain", () => {
    expect(reasonIntent("delivery_failed")).toBe("danger");
    expect(reasonIntent("returned")).toBe("danger");
    expect(reasonIntent("on_hold")).toBe("warning");
    expect(reasonIntent("late")).toBe("warning");
    expect(reasonIntent("quiet")).toBe("none");
  });

  it("drafts the ticket about the weightiest problem, in the customer's language with the carrier's name in it", () => {
    const draft = ticketDraftOf(row());
    expect(draft?.problem).toBe("late");
    expect(draft?.about).toBe("طردك A1B2C3: تأخّر في الوصول");
    expect(draft?.message).toContain("دي إتش إل إكسبريس");
    const english = ticketDraftOf(row({ user: { ...row().user, language: "en" }, reasons: [{ kind: "on_hold" }] }));
    expect(english?.about).toBe("Your parcel A1B2C3: held by the carrier");
    expect(english?.message).toMatch(
      /^Hello Amina,\n\nDHL Express is holding your parcel A1B2C3 \(tracking 4567891230\)/,
    );
    expect(ticketDraftOf(row({ reasons: [] }))).toBeNull();
  });

  it("writes the destination as city and country", () => {
    const name = (code: string) => ({ DZ: "Algeria" })[code] ?? code;
    expect(destinationText({ country: "DZ", city: "Alger" }, name)).toBe("Alger, Algeria");
    expect(destinationText({ country: "DZ", city: "" }, name)).toBe("Algeria");
    expect(destinationText(null, name)).toBe("—");
  });
});
