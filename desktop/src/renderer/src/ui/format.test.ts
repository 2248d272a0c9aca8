import { describe, expect, it } from "vitest";
import { formatDateTime, formatDimensions, formatDollars, formatKg } from "./format";

describe("#ui.format", () => {
  it("should write dates as YYYY-MM-DD HH:mm in the desk's time zone", () => {
    // Tests run with TZ=UTC.
    expect(formatDateTime("2026-11-23T09:05:00.000Z")).toBe("2026-11-23 09:05");
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("not a date")).toBe("—");
  });

  it("should write dollars with 2 decimals, kg and cm", () => {
    expect(formatDollars(18.9)).toBe("$18.90");
    expect(formatDollars(1234.5)).toBe("$1,234.50");
    // A no-break space keeps a number and its unit on one line.
    expect(formatKg(1.25)).toBe("1.25\u00a0kg");
    expect(formatDimensions(30, 20, 10)).toBe("30 × 20 × 10\u00a0cm");
  });
});
