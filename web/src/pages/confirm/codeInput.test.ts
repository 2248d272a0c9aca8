import { describe, expect, it } from "vitest";
import { backspaceFrom, codeDigits, emptyCode, isComplete, typeInto } from "./codeInput";

describe("confirmation code boxes", () => {
  it("fills a box and moves focus to the next one", () => {
    const { boxes, focus } = typeInto(emptyCode(), 0, "4");
    expect(boxes).toEqual(["4", "", "", "", "", ""]);
    expect(focus).toBe(1);
  });

  it("stays on the last box once it is filled", () => {
    const start = ["1", "2", "3", "4", "5", ""];
    expect(typeInto(start, 5, "6")).toEqual({ boxes: ["1", "2", "3", "4", "5", "6"], focus: 5 });
  });

  it("spreads a pasted code over every box, wherever it is pasted", () => {
    expect(typeInto(emptyCode(), 3, "123456").boxes).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(typeInto(emptyCode(), 0, " 12-34 56 ").boxes).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("fills from the box for a partial paste", () => {
    expect(typeInto(emptyCode(), 2, "78")).toEqual({ boxes: ["", "", "7", "8", "", ""], focus: 4 });
  });

  it("ignores letters and reads Arabic-Indic digits", () => {
    expect(typeInto(emptyCode(), 0, "a").boxes).toEqual(emptyCode());
    expect(codeDigits("١٢٣٤٥٦")).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("clears a box, then steps back on Backspace", () => {
    const boxes = ["1", "2", "", "", "", ""];
    expect(backspaceFrom(boxes, 1)).toEqual({ boxes: ["1", "", "", "", "", ""], focus: 1 });
    expect(backspaceFrom(boxes, 2)).toEqual({ boxes: ["1", "", "", "", "", ""], focus: 1 });
    expect(backspaceFrom(emptyCode(), 0).focus).toBe(0);
  });

  it("is complete with six digits only", () => {
    expect(isComplete(["1", "2", "3", "4", "5", "6"])).toBe(true);
    expect(isComplete(["1", "2", "3", "4", "5", ""])).toBe(false);
  });
});
