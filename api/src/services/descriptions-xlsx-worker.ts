import { parentPort, workerData } from "node:worker_threads";
import * as XLSX from "@e965/xlsx";

/**
 * Runs in a worker thread (see descriptions-xlsx.ts): parses an .xlsx off
 * the API's event loop, with a heap of its own that the API caps, and reads
 * at most `maxRows` rows of the first sheet. Answers the sheet's cells as
 * text, or why the file could not be read.
 */
export interface WorkbookRequest {
  bytes: Uint8Array;
  maxRows: number;
}

export type WorkbookAnswer = { ok: true; rows: unknown[][] } | { ok: false; reason: "unreadable" };

const { bytes, maxRows } = workerData as WorkbookRequest;
let answer: WorkbookAnswer;
try {
  // Structured cloning hands over a Uint8Array; SheetJS wants a Buffer (a view of the same memory).
  const workbook = XLSX.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    type: "buffer",
    dense: true,
    cellFormula: false,
    cellHTML: false,
    sheetRows: maxRows,
  });
  const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  answer =
    workbook.bookType === "xlsx" && sheet
      ? // raw: false answers cells as shown, so an HS code typed as a number keeps its digits as text.
        {
          ok: true,
          rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: "", blankrows: false }),
        }
      : { ok: false, reason: "unreadable" };
} catch {
  answer = { ok: false, reason: "unreadable" };
}
parentPort!.postMessage(answer);
