import { describe, expect, it } from "vitest";
import { customerLine, isolate, measureLimitMessage, measureWarning, unusualMeasures } from "./rules";

describe("#intake.measureLimitMessage", () => {
  it("should name the physical limit instead of 'Too large'", () => {
    expect(measureLimitMessage("weight", "tooLarge")).toEqual({
      key: "intake.limits.weightMax",
      values: { max: 1000 },
    });
    expect(measureLimitMessage("height", "tooLarge")).toEqual({ key: "intake.limits.sideMax", values: { max: 274 } });
    // As the API answers it, with its bound.
    expect(measureLimitMessage("weight", "weightMax?max=1000")).toEqual({
      key: "intake.limits.weightMax",
      values: { max: 1000 },
    });
    expect(measureLimitMessage("width", "atMost?max=274&unit=cm")).toEqual({
      key: "intake.limits.sideMax",
      values: { max: 274 },
    });
  });

  it("should leave the other messages to the shared texts", () => {
    expect(measureLimitMessage("weight", "positiveNumber")).toBeNull();
    expect(measureLimitMessage("weight", undefined)).toBeNull();
  });
});

describe("#intake.measureWarning", () => {
  it("should warn above 20 kg and above 100 cm, as typed (a decimal comma too)", () => {
    expect(measureWarning("weight", "25,5")).toEqual({
      key: "intake.limits.weightUsual",
      values: { max: 20, value: 25.5 },
    });
    expect(measureWarning("length", "120")).toEqual({
      key: "intake.limits.sideUsual",
      values: { max: 100, value: 120 },
    });
  });

  it("should say nothing of usual values, empty boxes, text, or values refused anyway", () => {
    for (const text of ["20", "", "abc", "1001", "-3"]) expect(measureWarning("weight", text)).toBeNull();
    expect(measureWarning("width", "100")).toBeNull();
    expect(measureWarning("width", "9999")).toBeNull();
  });
});

describe("#intake.unusualMeasures", () => {
  it("should list what the desk confirms before saving", () => {
    expect(unusualMeasures({ weight: 22, length: 30, width: 150, height: 10 })).toEqual([
      { field: "weight", value: 22, usual: 20 },
      { field: "width", value: 150, usual: 100 },
    ]);
    expect(unusualMeasures({ weight: 1.2, length: 30, width: 20, height: 10 })).toEqual([]);
    expect(unusualMeasures({ weight: 42, length: 30, width: 20, height: 10 })).toEqual([
      { field: "weight", value: 42, usual: 20 },
    ]);
  });
});

describe("#intake.customerLine", () => {
  it("should isolate the name and the code from each other's direction", () => {
    const line = customerLine({ fullName: "سلمى بن يوسف", customerCode: "9RSDF5" });
    expect(line).toBe("\u2068سلمى بن يوسف\u2069 · \u20689RSDF5\u2069");
    expect(isolate("A")).toBe("\u2068A\u2069");
  });
});
