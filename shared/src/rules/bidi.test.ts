import { describe, expect, it } from "vitest";
import { isolate, withoutBidiControls } from "./bidi.js";

const CONTROLS = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";

describe("bidi", () => {
  it("drops the nine controls from stored text and keeps the marks LRM, RLM and ALM", () => {
    expect(withoutBidiControls(`{{7*7}} \u202Eexe.gpj\u202C ${CONTROLS}\u200F\u200E\u061C`)).toBe(
      "{{7*7}} exe.gpj \u200F\u200E\u061C",
    );
  });

  it("isolates a text, after dropping the controls it held", () => {
    expect(isolate("Thank you!")).toBe("\u2068Thank you!\u2069");
    expect(isolate("a\u202Eb\u2069")).toBe("\u2068ab\u2069");
  });
});
