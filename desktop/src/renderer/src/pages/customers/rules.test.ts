import { describe, expect, it } from "vitest";
import {
  confirmsDeletion,
  customerActions,
  deletionCheck,
  describeBrowser,
  editProblems,
  suspicionProblem,
} from "./rules";

const parcel = (state: string) => ({ state }) as never;
const payment = (state: "pending" | "complete" | "cancelled") => ({ state }) as never;

describe("customerActions", () => {
  it("gives edit and delete to admins only, the suspicious mark to admin and support", () => {
    expect(customerActions(1)).toEqual({ edit: true, delete: true, flag: true });
    expect(customerActions(2)).toEqual({ edit: false, delete: false, flag: true });
    expect(customerActions(3)).toEqual({ edit: false, delete: false, flag: false });
    expect(customerActions(4)).toEqual({ edit: false, delete: false, flag: false });
  });
});

describe("deletionCheck", () => {
  it("allows a customer whose parcels are all history and who has no pending payment", () => {
    const check = deletionCheck({
      packages: [parcel("shipped"), parcel("merged"), parcel("split")],
      trash: [parcel("in_locker")],
      transactions: [payment("complete"), payment("cancelled")],
    });
    expect(check).toEqual({
      parcelsInProgress: 0,
      pendingPayments: 0,
      kept: { parcels: 3, deleted: 1, transactions: 2 },
      allowed: true,
    });
  });

  it("counts the parcels in progress and the pending payments that stop it", () => {
    const check = deletionCheck({
      packages: [parcel("in_locker"), parcel("approved"), parcel("shipped")],
      trash: [],
      transactions: [payment("pending")],
    });
    expect(check).toMatchObject({ parcelsInProgress: 2, pendingPayments: 1, allowed: false });
  });

  it("allows a customer with nothing at all", () => {
    expect(deletionCheck({ packages: [], trash: [], transactions: [] }).allowed).toBe(true);
  });
});

describe("confirmsDeletion", () => {
  it("takes the code in any case, spaces ignored, and nothing else", () => {
    expect(confirmsDeletion(" ab12 cd ", "AB12CD")).toBe(true);
    expect(confirmsDeletion("AB12C", "AB12CD")).toBe(false);
    expect(confirmsDeletion("", "AB12CD")).toBe(false);
  });
});

describe("suspicionProblem", () => {
  it("requires a reason of at most 500 characters", () => {
    expect(suspicionProblem("")).toBe("Reason Required");
    expect(suspicionProblem("   ")).toBe("Reason Required");
    expect(suspicionProblem("x".repeat(501))).toBe("tooLong");
    expect(suspicionProblem("Chargebacks on three orders")).toBeNull();
  });
});

describe("editProblems", () => {
  const good = { firstName: "Karim", lastName: "Ziani", email: "karim@example.com", phone: "+213 555 12 34 56" };

  it("accepts the four fields filled and valid", () => {
    expect(editProblems(good)).toEqual({});
  });

  it("asks for every empty field", () => {
    expect(editProblems({ firstName: "", lastName: " ", email: "", phone: "" })).toEqual({
      firstName: "Please fill all fields",
      lastName: "Please fill all fields",
      email: "Please fill all fields",
      phone: "Please fill all fields",
    });
  });

  it("names a bad e-mail, a bad phone and a name too long", () => {
    const problems = editProblems({ ...good, email: "karim@", phone: "0555123456", firstName: "K".repeat(61) });
    expect(problems.email).toBe("validEmail");
    expect(problems.phone).toBeDefined();
    expect(problems.firstName).toMatch(/^(invalidFirstName|maxChars)/);
    expect(problems.lastName).toBeUndefined();
  });
});

describe("describeBrowser", () => {
  it("reads the common browsers and systems", () => {
    expect(
      describeBrowser(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", system: "Windows" });
    expect(
      describeBrowser(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari", system: "iOS" });
    expect(
      describeBrowser(
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 EdgA/126.0",
      ),
    ).toEqual({ browser: "Edge", system: "Android" });
    expect(describeBrowser("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toEqual({
      browser: "Firefox",
      system: "Linux",
    });
  });

  it("answers null for nothing recognisable", () => {
    expect(describeBrowser(null)).toBeNull();
    expect(describeBrowser("curl/8.5.0")).toBeNull();
  });
});
