import { describe, expect, it } from "vitest";
import { BIDI_CONTROL_FIELD_MESSAGE, NUL_FIELD_MESSAGE, refusedCharacterField } from "./common.js";

/** U+202A-U+202E (embeddings, overrides, pop) and U+2066-U+2069 (isolates, pop). */
const CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];

describe("refusedCharacterField", () => {
  it.each(CONTROLS.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase(), c]))(
    "refuses U+%s in a string, a nested field, an array item and a key",
    (_hex, control) => {
      const refused = (field: string) => ({ field, message: BIDI_CONTROL_FIELD_MESSAGE });
      expect(refusedCharacterField(`{{7*7}} ${control}exe.gpj`)).toEqual(refused("_"));
      expect(refusedCharacterField({ address: { lineOne: `a${control}b` } })).toEqual(refused("address.lineOne"));
      expect(refusedCharacterField({ lines: ["ok", { description: `x${control}` }] })).toEqual(
        refused("lines.1.description"),
      );
      expect(refusedCharacterField({ [`st${control}ore`]: "Zara" })).toEqual(refused("store"));
    },
  );

  it("allows Arabic with the marks LRM, RLM and ALM, which reorder no run", () => {
    expect(refusedCharacterField({ store: "متجر\u200F Zara\u200E", note: "١٢\u061C٣" })).toBeUndefined();
  });

  it("names NUL with its own message", () => {
    expect(refusedCharacterField({ a: "x\u0000\u202Ey" })).toEqual({ field: "a", message: NUL_FIELD_MESSAGE });
  });
});
