/**
 * USB HID POS barcode scanners (usage page 0x8C: Honeywell, Zebra, Datalogic
 * and others in "HID POS" mode). Unlike a keyboard wedge, they are read
 * without focus and nothing they send can land in a text field. A decode
 * arrives in "scanned data" reports, report ID 2, 64 bytes with the ID:
 *   [2] [n: data bytes in this report] [3 bytes AIM symbology id, "]C0"]
 *   [56 bytes: data, n of them used] [2 bytes vendor] [flags: bit 0 = more follows]
 * A code longer than 56 bytes spans several reports; the last one has the
 * flag clear.
 */
export const SCANNER_USAGE_PAGE = 0x8c;
export const SCANNED_DATA_REPORT = 2;
export const SCANNED_REPORT_LENGTH = 63;
export const SCANNED_DATA_OFFSET = 4;
export const SCANNED_DATA_CAPACITY = 56;
/** A lost final report must not glue scans together forever. */
const MAX_SCAN_BYTES = SCANNED_DATA_CAPACITY * 16;

/** Turns reports into decoded text, across reports. One per open scanner. */
export class HidScanAssembler {
  private pending: number[] = [];

  /** The decoded text when `report` completes a scan, else null. */
  push(report: Uint8Array | readonly number[]): string | null {
    const bytes = Uint8Array.from(report);
    let at: number;
    if (bytes.length === SCANNED_REPORT_LENGTH + 1 && bytes[0] === SCANNED_DATA_REPORT) at = 1;
    else if (bytes.length === SCANNED_REPORT_LENGTH) at = 0;
    else return null;

    const count = Math.min(bytes[at]!, SCANNED_DATA_CAPACITY);
    const start = at + SCANNED_DATA_OFFSET;
    this.pending.push(...bytes.subarray(start, start + count));
    const more = (bytes[at + SCANNED_REPORT_LENGTH - 1]! & 0x01) === 1;
    if (more) {
      if (this.pending.length > MAX_SCAN_BYTES) this.pending = [];
      return null;
    }
    // QR codes may carry UTF-8; suffixes a scanner may be set to append (CR, LF) are not part of the code.
    const text = Buffer.from(this.pending)
      .toString("utf8")
      .replace(/[\r\n\0]+$/, "");
    this.pending = [];
    return text.length > 0 ? text : null;
  }

  reset(): void {
    this.pending = [];
  }
}
