import { extname } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { MAX_IMPORT_ROWS, newDescriptionSchema } from "@ipf/shared/schemas/descriptions";
import { type ApiError, BadRequestError, PayloadTooLargeError } from "../lib/errors.js";
import type { WorkbookAnswer, WorkbookRequest } from "./descriptions-xlsx-worker.js";

/**
 * Reads the description catalogue from an .xlsx file: the first sheet, the
 * first row a header (skipped), then one entry per row: category,
 * description, code, and optionally the description in Arabic and in French
 * (a blank cell keeps the translation the catalogue has). Any bad row
 * refuses the whole file.
 *
 * An .xlsx is a zip of XML: a 200 KB file can unpack to gigabytes. Parsing
 * one on the event loop stalled every request for seconds and took hundreds
 * of megabytes. So the sizes its zip directory declares are added up first
 * (IMPORT_LIMITS.uncompressedBytes at most), then SheetJS parses it in a
 * worker thread with a heap of its own (IMPORT_LIMITS.heapMb), at most
 * IMPORT_LIMITS.milliseconds of time, and rows read only up to the row cap:
 * a file that lies about its sizes runs out of that heap or time, and is
 * refused like the others, with IMPORT_TOO_LARGE.
 */
export const IMPORT_LIMITS = {
  uncompressedBytes: 20 * 1024 * 1024,
  entries: 200,
  heapMb: 160,
  milliseconds: 10_000,
} as const;

const MESSAGES = {
  unreadable: "Problem parsing file",
  missing: (row: number) => `Missing required fields in Excel file (row ${row})`,
  invalid: (row: number) => `Invalid value in Excel file (row ${row})`,
  empty: "The Excel file has no rows",
  tooMany: `The Excel file has more than ${MAX_IMPORT_ROWS} rows`,
  tooLarge: "The Excel file is too large to import",
} as const;

const ZIP_SIGNATURE = "PK\u0003\u0004";

const refuse = (message: string, fields: Record<string, string>) => BadRequestError(message, "INVALID_FILE", fields);
const tooLarge = () => PayloadTooLargeError(MESSAGES.tooLarge, "IMPORT_TOO_LARGE", { file: "importTooLarge" });

/**
 * What the zip's central directory says it unpacks to, or undefined when the
 * directory cannot be read. Zip64 sizes (0xFFFFFFFF) count as too large.
 */
export function declaredZipSize(bytes: Buffer): { entries: number; bytes: number } | undefined {
  // The end-of-directory record: 22 bytes, after a comment of at most 65,535.
  const floor = Math.max(0, bytes.length - 22 - 65_535);
  let end = -1;
  for (let at = bytes.length - 22; at >= floor; at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const size = bytes.readUInt32LE(at + 24);
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, bytes: total };
}

/**
 * The worker: its module beside this one, once built (.js); under vitest the
 * sources are TypeScript, which a worker loads through tsx (a devDependency,
 * present wherever the tests run).
 */
function startWorker(options: WorkerOptions): Worker {
  const extension = extname(fileURLToPath(import.meta.url));
  const url = new URL(`./descriptions-xlsx-worker${extension}`, import.meta.url);
  if (extension !== ".ts") return new Worker(url, options);
  // tsx's ES module API (its CommonJS one registers its hooks by a path that does not resolve here).
  const tsx = new URL(
    "dist/esm/api/index.mjs",
    pathToFileURL(createRequire(import.meta.url).resolve("tsx/package.json")),
  );
  const load = `import(${JSON.stringify(tsx.href)}).then((tsx) => tsx.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(url.href)}))`;
  return new Worker(load, { ...options, eval: true });
}

/** The first sheet's rows, parsed in a worker thread within IMPORT_LIMITS. */
function parseInWorker(bytes: Buffer, maxRows: number): Promise<WorkbookAnswer | "too-large"> {
  const request: WorkbookRequest = { bytes: new Uint8Array(bytes), maxRows };
  const worker = startWorker({
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
  });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: WorkbookAnswer | "too-large") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => settle("too-large"), IMPORT_LIMITS.milliseconds);
    worker.once("message", (answer: WorkbookAnswer) => settle(answer));
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any other failure of the parse.
    worker.once("error", (error: NodeJS.ErrnoException) =>
      settle(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "too-large" : { ok: false, reason: "unreadable" }),
    );
    worker.once("exit", () => settle({ ok: false, reason: "unreadable" }));
  });
}

/** One catalogue entry as a file or a form gives it. */
export interface DescriptionFields {
  category: string;
  description: string;
  /** Absent or null: the English description stands in (an edit or import leaves the one there). */
  descriptionAr?: string | null | undefined;
  descriptionFr?: string | null | undefined;
  code: string | null;
}

/** A row of the file, read: an entry, numbered as the spreadsheet numbers its rows. */
export interface WorkbookEntry extends DescriptionFields {
  row: number;
  /** The code cell was empty: taken only for an entry the catalogue holds without a code (a row exported as is). */
  codeMissing?: boolean;
}

/** A row refused, with why, and its cells as typed. */
export interface RefusedRow {
  row: number;
  reason: string;
  values: string[];
}

/** The file's columns, as the export's header names them; a file may stop after `code`. */
const COLUMNS = ["category", "description", "code", "description_ar", "description_fr"] as const;

const REASONS = {
  missing: "Missing required fields in Excel file",
  invalid: (field: string) => `Invalid ${field}`,
  duplicate: (row: number) => `Same category and description as row ${row}`,
} as const;

const FIELD_NAMES: Record<string, string> = {
  category: "category",
  description: "description",
  code: "HS code",
  descriptionAr: "Arabic description",
  descriptionFr: "French description",
};

/** A row's cells as a refusal shows them: the translations' only when the row fills them. */
const shownCells = (cells: string[]) => cells.slice(0, Math.max(3, cells.findLastIndex(Boolean) + 1));

/**
 * Reads every row of the file: the good ones as entries, the bad ones with
 * their reason. A file that cannot be read at all is refused (400 or 413).
 */
export async function readDescriptionRows(bytes: Buffer): Promise<{ entries: WorkbookEntry[]; refused: RefusedRow[] }> {
  // An .xlsx is a zip; SheetJS would also read CSV, ODS and others; only .xlsx is accepted.
  if (bytes.subarray(0, 4).toString("latin1") !== ZIP_SIGNATURE)
    throw refuse(MESSAGES.unreadable, { file: "xlsxOnly" });
  const declared = declaredZipSize(bytes);
  if (!declared) throw refuse(MESSAGES.unreadable, { file: "xlsxOnly" });
  if (declared.bytes > IMPORT_LIMITS.uncompressedBytes || declared.entries > IMPORT_LIMITS.entries) throw tooLarge();

  // The header, the rows allowed, and one more to tell a file with too many.
  const parsed = await parseInWorker(bytes, MAX_IMPORT_ROWS + 2);
  if (parsed === "too-large") throw tooLarge();
  if (!parsed.ok) throw refuse(MESSAGES.unreadable, { file: "xlsxOnly" });
  const data = parsed.rows.slice(1);
  if (data.length === 0) throw refuse(MESSAGES.empty, { file: "emptyFile" });
  if (data.length > MAX_IMPORT_ROWS) throw refuse(MESSAGES.tooMany, { file: "tooManyRows" });

  const entries: WorkbookEntry[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Map<string, number>();
  data.forEach((cells, index) => {
    const row = index + 2; // as Excel numbers it, after the header
    const read = COLUMNS.map((_name, i) => String(cells[i] ?? "").trim());
    const [category, description, code, descriptionAr, descriptionFr] = read as [
      string,
      string,
      string,
      string,
      string,
    ];
    const values = shownCells(read);
    if (!category || !description) {
      refused.push({ row, reason: REASONS.missing, values });
      return;
    }
    const checked = newDescriptionSchema.safeParse({
      category,
      description,
      code: code || null,
      descriptionAr,
      descriptionFr,
    });
    if (!checked.success) {
      const field = String(checked.error.issues[0]?.path[0] ?? "description");
      refused.push({ row, reason: REASONS.invalid(FIELD_NAMES[field] ?? field), values });
      return;
    }
    const key = `${checked.data.category.toLowerCase()}\u0000${checked.data.description.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      refused.push({ row, reason: REASONS.duplicate(first), values });
      return;
    }
    seen.set(key, row);
    entries.push({ row, ...checked.data, ...(code ? {} : { codeMissing: true }) });
  });
  return { entries, refused };
}

/**
 * Rows without a code: kept only where the catalogue holds that entry
 * without a code too, so that an exported catalogue imports back as it is;
 * any other is refused as missing its code. Answers the refusals, by row.
 */
export function settleMissingCodes(
  entries: WorkbookEntry[],
  refused: RefusedRow[],
  codeless: (entry: WorkbookEntry) => boolean,
): { entries: WorkbookEntry[]; refused: RefusedRow[] } {
  const kept: WorkbookEntry[] = [];
  const all = [...refused];
  for (const entry of entries) {
    if (entry.codeMissing && !codeless(entry))
      all.push({
        row: entry.row,
        reason: REASONS.missing,
        values: shownCells([
          entry.category,
          entry.description,
          "",
          entry.descriptionAr ?? "",
          entry.descriptionFr ?? "",
        ]),
      });
    else kept.push(entry);
  }
  return { entries: kept, refused: all.sort((a, b) => a.row - b.row) };
}

/** The error refusing a whole file for its first bad row. */
export function refusalOf(bad: RefusedRow): ApiError {
  const missing = bad.reason === REASONS.missing;
  return refuse(missing ? MESSAGES.missing(bad.row) : `${MESSAGES.invalid(bad.row)}: ${bad.reason}`, {
    file: missing ? "missingFields" : "invalidValue",
    row: String(bad.row),
  });
}

/** The catalogue as an .xlsx: a header, then one entry per row, in the import's columns. */
export async function writeDescriptionWorkbook(rows: DescriptionFields[]): Promise<Buffer> {
  const XLSX = await import("@e965/xlsx");
  const sheet = XLSX.utils.aoa_to_sheet([
    [...COLUMNS],
    ...rows.map((r) => [r.category, r.description, r.code ?? "", r.descriptionAr ?? "", r.descriptionFr ?? ""]),
  ]);
  // Codes stay text, so a spreadsheet does not turn 0402 into 402.
  sheet["!cols"] = [{ wch: 24 }, { wch: 48 }, { wch: 14 }, { wch: 48 }, { wch: 48 }];
  for (let r = 1; r <= rows.length; r++) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: 2 })] as { t: string; z?: string } | undefined;
    if (cell) cell.z = "@";
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Descriptions");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
