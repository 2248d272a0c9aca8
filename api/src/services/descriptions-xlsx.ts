import * as XLSX from "@e965/xlsx";
import { MAX_IMPORT_ROWS, newDescriptionSchema } from "@ipf/shared/schemas/descriptions";
import { ApiError } from "../lib/errors.js";
import type { DescriptionFields } from "./descriptions.js";

/**
 * Reads the description catalogue from an .xlsx file: the first sheet, the
 * first row a header (skipped), then one entry per row in three columns:
 * category, description, code. Any bad row refuses the whole file.
 */

const MESSAGES = {
  unreadable: "Problem parsing file",
  missing: (row: number) => `Missing required fields in Excel file (row ${row})`,
  invalid: (row: number) => `Invalid value in Excel file (row ${row})`,
  empty: "The Excel file has no rows",
  tooMany: `The Excel file has more than ${MAX_IMPORT_ROWS} rows`,
} as const;

const ZIP_SIGNATURE = "PK\u0003\u0004";

const refuse = (message: string, fields: Record<string, string>) => new ApiError(400, "INVALID_FILE", message, fields);

export function readDescriptionWorkbook(bytes: Buffer): DescriptionFields[] {
  // An .xlsx is a zip; SheetJS would also read CSV, ODS and others, which the spec does not accept.
  if (bytes.subarray(0, 4).toString("latin1") !== ZIP_SIGNATURE)
    throw refuse(MESSAGES.unreadable, { file: "xlsxOnly" });
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: "buffer", dense: true, cellFormula: false, cellHTML: false });
  } catch {
    throw refuse(MESSAGES.unreadable, { file: "xlsxOnly" });
  }
  const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (workbook.bookType !== "xlsx" || !sheet) throw refuse(MESSAGES.unreadable, { file: "xlsxOnly" });

  // raw: false answers cells as shown, so an HS code typed as a number keeps its digits as text.
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: "", blankrows: false });
  const data = rows.slice(1);
  if (data.length === 0) throw refuse(MESSAGES.empty, { file: "emptyFile" });
  if (data.length > MAX_IMPORT_ROWS) throw refuse(MESSAGES.tooMany, { file: "tooManyRows" });

  return data.map((cells, index) => {
    const row = index + 2; // as Excel numbers it, after the header
    const [category, description, code] = [0, 1, 2].map((i) => String(cells[i] ?? "").trim());
    if (!category || !description || !code)
      throw refuse(MESSAGES.missing(row), { file: "missingFields", row: String(row) });
    const parsed = newDescriptionSchema.safeParse({ category, description, code });
    if (!parsed.success) throw refuse(MESSAGES.invalid(row), { file: "invalidValue", row: String(row) });
    return parsed.data;
  });
}
