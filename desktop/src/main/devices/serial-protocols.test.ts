import { describe, expect, it } from "vitest";
import { continuous, Framer, mtSics, nci } from "./serial-protocols";

const ETX = "\u0003";

describe("#devices.mtSics", () => {
  it("should read stable and dynamic weights in any unit", () => {
    expect(mtSics.parse("S S      1.234 kg")).toEqual({ kg: 1.234, stable: true, raw: "S S      1.234 kg" });
    expect(mtSics.parse("S D      1.230 kg")).toMatchObject({ kg: 1.23, stable: false });
    expect(mtSics.parse("S S     850.5 g")).toMatchObject({ kg: 0.851, stable: true });
    expect(mtSics.parse("S S      2.50 lb")).toMatchObject({ kg: 1.134 });
    expect(mtSics.parse("S S    -  0.012 kg")).toMatchObject({ kg: -0.012 });
  });

  it("should give nothing for busy, out-of-range and error replies", () => {
    for (const frame of ["S I", "S +", "S -", "ES", "ET", "EL", "S S      1.234 furlongs", "S S  1..2 kg"]) {
      expect(mtSics.parse(frame), frame).toBeNull();
    }
  });

  it("should poll with SI", () => {
    expect(mtSics.poll?.command).toBe("SI\r\n");
  });
});

describe("#devices.continuous", () => {
  it("should read the ST/US stream, gross and net", () => {
    expect(continuous.parse("ST,GS,+  1.234kg")).toEqual({ kg: 1.234, stable: true, raw: "ST,GS,+  1.234kg" });
    expect(continuous.parse("US,GS,+  1.230kg")).toMatchObject({ kg: 1.23, stable: false });
    expect(continuous.parse("ST,NT,+0000.450 kg")).toMatchObject({ kg: 0.45, stable: true });
    expect(continuous.parse("ST,GS,-   0.020kg")).toMatchObject({ kg: -0.02 });
    expect(continuous.parse("ST,GS,+ 1250.0 g")).toMatchObject({ kg: 1.25 });
    expect(continuous.parse("st,gs,+  3.10lb")).toMatchObject({ kg: 1.406, stable: true });
  });

  it("should skip overload, tare and malformed frames", () => {
    for (const frame of ["OL,GS,+  .    kg", "ST,TR,+  0.100kg", "ST,GS,+  1.2.3kg", "GARBAGE", "ST,GS"]) {
      expect(continuous.parse(frame), frame).toBeNull();
    }
  });

  it("should ignore bytes outside printable ASCII picked up on the line", () => {
    expect(continuous.parse("\u0000\u00ffST,GS,+  2.000kg\u0011")).toMatchObject({ kg: 2, stable: true });
  });
});

describe("#devices.nci", () => {
  it("should read decimal weights with the status bytes", () => {
    expect(nci.parse("\n  1.234kg\r\n00\r")).toEqual({ kg: 1.234, stable: true, raw: "1.234kg 00" });
    expect(nci.parse("\n0002.50LB\r\nS00\r")).toMatchObject({ kg: 1.134, stable: true });
  });

  it("should read pounds and ounces", () => {
    expect(nci.parse("\n 2lb  3.5oz\r\n00\r")).toMatchObject({ kg: 1.006, stable: true }); // 907.2 g + 99.2 g
  });

  it("should mark motion and under capacity as unstable", () => {
    expect(nci.parse("\n  1.230kg\r\n10\r")).toMatchObject({ kg: 1.23, stable: false }); // "1" = 0x31: motion
    expect(nci.parse("\n  0.000kg\r\n01\r")).toMatchObject({ stable: false }); // under capacity
  });

  it("should give nothing over capacity, on errors and for other replies", () => {
    expect(nci.parse("\n 99.999kg\r\n02\r")).toBeNull(); // "2" = 0x32: over capacity
    expect(nci.parse("\n  1.000kg\r\n40\r")).toBeNull(); // "4" = 0x34: RAM error
    expect(nci.parse("\n?\r")).toBeNull();
    expect(nci.parse("\nS00\r")).toBeNull();
  });

  it("should poll with W and split frames on ETX", () => {
    expect(nci.poll?.command).toBe("W\r");
    const framer = new Framer(nci.delimiter);
    expect(framer.push(`\n  1.000kg\r\n00\r${ETX}\n  1.0`)).toEqual(["\n  1.000kg\r\n00\r"]);
    expect(framer.push(`10kg\r\n00\r${ETX}`)).toEqual(["\n  1.010kg\r\n00\r"]);
  });
});

describe("#devices.Framer", () => {
  it("should join lines split across chunks and split several in one chunk", () => {
    const framer = new Framer(continuous.delimiter);
    expect(framer.push("ST,GS,+  1.2")).toEqual([]);
    expect(framer.push("34kg\r")).toEqual(["ST,GS,+  1.234kg"]);
    expect(framer.push("\nUS,GS,+  1.1kg\r\nST,GS,+  1.2kg\r\nST,")).toEqual(["US,GS,+  1.1kg", "ST,GS,+  1.2kg"]);
  });

  it("should drop text that never meets a delimiter", () => {
    const framer = new Framer(/\n/, 16);
    expect(framer.push("x".repeat(40))).toEqual([]);
    expect(framer.push("ok\n")).toEqual(["ok"]);
  });
});
