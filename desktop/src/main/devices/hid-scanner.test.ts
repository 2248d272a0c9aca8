import { describe, expect, it } from "vitest";
import {
  HidScanAssembler,
  SCANNED_DATA_CAPACITY,
  SCANNED_DATA_OFFSET,
  SCANNED_DATA_REPORT,
  SCANNED_REPORT_LENGTH,
} from "./hid-scanner";

/** A scanned-data report the way a HID POS scanner sends one (what a USB capture of a Honeywell 1450g shows). */
function report(text: string, { more = false, aim = "]C0", withReportId = true } = {}): number[] {
  const bytes = new Uint8Array(SCANNED_REPORT_LENGTH);
  const data = Buffer.from(text, "utf8");
  bytes[0] = data.length;
  bytes.set(Buffer.from(aim, "latin1"), 1);
  bytes.set(data, SCANNED_DATA_OFFSET);
  bytes[SCANNED_REPORT_LENGTH - 1] = more ? 1 : 0;
  return withReportId ? [SCANNED_DATA_REPORT, ...bytes] : [...bytes];
}

describe("#devices.HidScanAssembler", () => {
  it("should decode a scan from one report, with or without the report ID", () => {
    const scanner = new HidScanAssembler();
    expect(scanner.push(report("1Z999AA10123456784"))).toBe("1Z999AA10123456784");
    expect(scanner.push(report("LX123456789FR", { withReportId: false }))).toBe("LX123456789FR");
  });

  it("should join a long code sent over several reports", () => {
    const scanner = new HidScanAssembler();
    const long = "X".repeat(SCANNED_DATA_CAPACITY) + "TAIL-0042";
    expect(scanner.push(report(long.slice(0, SCANNED_DATA_CAPACITY), { more: true }))).toBeNull();
    expect(scanner.push(report(long.slice(SCANNED_DATA_CAPACITY)))).toBe(long);
    expect(scanner.push(report("NEXT"))).toBe("NEXT");
  });

  it("should drop a suffix the scanner appends, and keep UTF-8 from QR codes", () => {
    const scanner = new HidScanAssembler();
    expect(scanner.push(report("CP123456789DE\r\n"))).toBe("CP123456789DE");
    expect(scanner.push(report("Café-7", { aim: "]Q1" }))).toBe("Café-7");
  });

  it("should ignore reports of another size and empty decodes", () => {
    const scanner = new HidScanAssembler();
    expect(scanner.push([0x02, 0x05, 0x41])).toBeNull();
    expect(scanner.push(report(""))).toBeNull();
  });

  it("should forget a half-received code on reset", () => {
    const scanner = new HidScanAssembler();
    scanner.push(report("HALF", { more: true }));
    scanner.reset();
    expect(scanner.push(report("WHOLE"))).toBe("WHOLE");
  });
});
