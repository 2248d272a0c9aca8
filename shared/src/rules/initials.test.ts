import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials.js";

describe("initialsOf", () => {
  it.each([
    ["DHL Express", "DE"],
    ["Aramex", "A"],
    ["UPS Worldwide Saver", "UW"],
    ["colissimo international", "CI"],
    ["4PX Express", "4E"],
    ["  (Fast)  Post ", "FP"],
    ["", ""],
  ])("%s -> %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it("keeps Arabic initials from joining into a word", () => {
    expect(initialsOf("يو بي إس")).toBe("ي\u200cب");
    expect(initialsOf("أرامكس")).toBe("أ");
    expect(initialsOf("شحن مجمّع IPF")).toBe("ش\u200cم");
  });

  it("initials an Arabic word past its article, as an English one", () => {
    expect(initialsOf("كوليسيمو الدولي")).toBe("ك\u200cد");
    expect(initialsOf("البريد السريع")).toBe("ب\u200cس");
    // A short word that merely starts with those letters keeps them.
    expect(initialsOf("ال")).toBe("ا");
  });
});
