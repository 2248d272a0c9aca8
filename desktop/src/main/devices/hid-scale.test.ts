import { describe, expect, it } from "vitest";
import { parseHidScaleReport } from "./hid-scale";

/** Reports as node-hid hands them over, recorded from the scales named. */
const REPORTS = {
  dymoGramsStable: [0x03, 0x04, 0x02, 0x00, 0xe8, 0x03], // Dymo M10, 1000 g
  dymoOuncesStable: [0x03, 0x04, 0x0b, 0xff, 0x23, 0x00], // Dymo M25 in oz mode: 35 x 10^-1 oz
  dymoMoving: [0x03, 0x03, 0x02, 0x00, 0x7c, 0x01], // 380 g, settling
  dymoEmpty: [0x03, 0x02, 0x02, 0x00, 0x00, 0x00],
  dymoUnderZero: [0x03, 0x05, 0x02, 0x00, 0x0a, 0x00],
  dymoOverload: [0x03, 0x06, 0x02, 0x00, 0x00, 0x00],
  ps60Pounds: [0x03, 0x04, 0x0c, 0xfe, 0xf4, 0x01], // Mettler Toledo PS60: 500 x 10^-2 lb
  kilogramsMilli: [0x03, 0x04, 0x03, 0xfd, 0xd2, 0x04], // 1234 x 10^-3 kg
  withoutReportId: [0x04, 0x02, 0x00, 0x2c, 0x01], // 300 g, device without numbered reports
  statusReport: [0x04, 0x01, 0x00, 0x00, 0x00, 0x00], // report ID 4 (scale status), not a weight
};

function reading(report: number[]) {
  const frame = parseHidScaleReport(report);
  if (frame?.kind !== "reading") throw new Error(`expected a reading, got ${JSON.stringify(frame)}`);
  return frame.reading;
}

describe("#devices.parseHidScaleReport", () => {
  it("should read grams and kilograms", () => {
    expect(reading(REPORTS.dymoGramsStable)).toEqual({ kg: 1, stable: true, raw: "03 04 02 00 e8 03" });
    expect(reading(REPORTS.kilogramsMilli)).toMatchObject({ kg: 1.234, stable: true });
    expect(reading(REPORTS.withoutReportId)).toMatchObject({ kg: 0.3, stable: true });
  });

  it("should convert ounces and pounds to kg, with the signed exponent", () => {
    expect(reading(REPORTS.dymoOuncesStable).kg).toBe(0.099); // 3.5 oz = 99.2 g
    expect(reading(REPORTS.ps60Pounds).kg).toBe(2.268); // 5 lb = 2267.96 g
  });

  it("should say when the weight is still moving", () => {
    expect(reading(REPORTS.dymoMoving)).toMatchObject({ kg: 0.38, stable: false });
  });

  it("should read an empty pan as a stable zero, and under zero as unstable and negative", () => {
    expect(reading(REPORTS.dymoEmpty)).toMatchObject({ kg: 0, stable: true });
    expect(reading(REPORTS.dymoUnderZero)).toMatchObject({ kg: -0.01, stable: false });
  });

  it("should report problems instead of weights", () => {
    expect(parseHidScaleReport(REPORTS.dymoOverload)).toMatchObject({ kind: "problem", problem: "overWeight" });
    expect(parseHidScaleReport([0x03, 0x01, 0x02, 0x00, 0x00, 0x00])).toMatchObject({ problem: "fault" });
    expect(parseHidScaleReport([0x03, 0x08, 0x02, 0x00, 0x00, 0x00])).toMatchObject({ problem: "rezero" });
    expect(parseHidScaleReport([0x03, 0x04, 0x05, 0x00, 0x10, 0x00])).toMatchObject({ problem: "unknownUnit" });
    expect(parseHidScaleReport([0x03, 0x09, 0x02, 0x00, 0x10, 0x00])).toMatchObject({ problem: "unknownStatus" });
  });

  it("should ignore other reports and short reads", () => {
    expect(parseHidScaleReport(REPORTS.statusReport)).toBeNull();
    expect(parseHidScaleReport([0x03, 0x04, 0x02])).toBeNull();
    expect(parseHidScaleReport([])).toBeNull();
  });
});
