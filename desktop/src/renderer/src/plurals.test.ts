import { describe, expect, it } from "vitest";
import { i18next } from "./i18n";

/**
 * Counted texts of the back office read right for one and for several:
 * i18next picks the form with Intl.PluralRules for the language (two forms
 * in English and French, six in Arabic).
 */
describe("#i18n plurals", () => {
  it.each([
    ["imageRequests.uploadAction", { count: 1 }, "Upload 1 photo", "Upload 2 photos"],
    ["descriptions.import.summary", { count: 1, name: "a.xlsx" }, "1 row read from a.xlsx", "2 rows read from a.xlsx"],
    ["descriptions.import.replace", { count: 1 }, "Also delete the 1 description that is not in the file", null],
    [
      "customers.deleteBlockers.parcels",
      { count: 1 },
      "1 parcel still in progress: ship, delete or finish it first.",
      null,
    ],
    ["customers.deleteBlockers.payments", { count: 1 }, "1 payment pending: confirm or cancel it first.", null],
    ["packages.days", { count: 1 }, "1 day", "2 days"],
  ] as const)("%s", (key, values, one, two) => {
    expect(i18next.t(key, values)).toBe(one);
    if (two) expect(i18next.t(key, { ...values, count: 2 })).toBe(two);
  });

  it("says a refused row in the singular", () => {
    expect(i18next.t("descriptions.import.refusedText", { count: 1 })).toMatch(/^1 row cannot be imported\. Fix it /);
  });
});
