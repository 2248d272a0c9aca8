import { describe, expect, it } from "vitest";
import { handledMessage, handledTime } from "./handled";

// Tests run with TZ=UTC.
const now = new Date("2026-11-24T16:30:00.000Z");

describe("#ui.handledMessage", () => {
  it("should say the customer cancelled, and when", () => {
    const message = handledMessage(
      { state: "cancelled", by: { kind: "customer" }, at: "2026-11-24T14:02:10.000Z" },
      now,
    );
    expect(message).toBe("The customer cancelled this request at 14:02.");
  });

  it("should name the staff member who acted first, with their group", () => {
    const by = { kind: "staff", name: "Sara Haddad", groupId: 3 } as const;
    expect(handledMessage({ state: "accepted", by, at: "2026-11-24T14:02:00.000Z" }, now)).toBe(
      "Sara Haddad (Intake and shipping) accepted this request at 14:02.",
    );
    expect(handledMessage({ state: "shipped", by: { ...by, groupId: 2 }, at: "2026-11-24T09:15:00.000Z" }, now)).toBe(
      "Sara Haddad (Support) shipped this parcel at 09:15.",
    );
  });

  it("should say someone when who was not recorded", () => {
    expect(handledMessage({ state: "completed", by: null, at: "2026-11-24T08:00:00.000Z" }, now)).toBe(
      "Someone completed this request at 08:00.",
    );
  });
});

describe("#ui.handledTime", () => {
  it("should give the time alone on the same day, the date too on another", () => {
    expect(handledTime("2026-11-24T00:01:00.000Z", now)).toBe("00:01");
    expect(handledTime("2026-11-23T23:59:00.000Z", now)).toBe("2026-11-23 23:59");
  });
});
