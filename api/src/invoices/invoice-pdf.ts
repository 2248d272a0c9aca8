/**
 * The invoice as an A4 portrait PDF, in the customer's language: company
 * details from configuration, the customer's name and address in whatever
 * script they wrote them, line items of quantity 1 (shipping, and the storage
 * fee when the payment includes one).
 *
 * An Arabic invoice is laid out right to left: the page is mirrored (the
 * company at the right, the description column first from the right, the
 * amounts at the left), and every string goes through `line()`, which shapes
 * and orders Arabic (see ./bidi.ts). Vazirmatn carries both Arabic and Latin
 * letters, so one font serves the whole page.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import PDFDocument from "pdfkit";
import type { Language } from "@ipf/shared";
import { direction } from "@ipf/shared/i18n/direction";
import { formatMoneyCents } from "@ipf/shared/format";
import { withoutBidiControls } from "@ipf/shared/rules/bidi";
import type { InvoiceCompany } from "../config.js";
import { visualRuns } from "./bidi.js";
import { INVOICE_TEXTS, type InvoiceTexts } from "./texts.js";

export interface InvoiceData {
  /** The page's words, amounts and direction. */
  language: Language;
  number: string;
  paidAt: Date;
  paymentId: string;
  /** In `language`. */
  paymentMethod: string;
  company: InvoiceCompany;
  customer: { name: string; email: string; code: string };
  shipTo: { name: string; lines: string[] } | null;
  currency: "USD" | "EUR";
  /** Each of quantity 1, its text in `language`; the total is their sum. */
  items: { text: string; amountCents: number }[];
  /** Euros per dollar, for an offline payment priced in euro. */
  eurRate: number | null;
  /** An approved claim's money back (refunded to the card or credited to the account), under the total. */
  refund?: { amountCents: number; credited: boolean; at: Date } | null;
}

const fontDir = join(dirname(createRequire(import.meta.url).resolve("vazirmatn/package.json")), "fonts", "ttf");
export const FONTS = { regular: join(fontDir, "Vazirmatn-Regular.ttf"), bold: join(fontDir, "Vazirmatn-Bold.ttf") };

/** About 10 mm, the old product's margin. */
export const MARGIN = 28;
export const INK = "#1c2430";
export const MUTED = "#5c6b80";
export const ACCENT = "#0b3d91";

type Doc = PDFKit.PDFDocument;

/** The document being drawn, with the language it is written in. */
interface Sheet {
  doc: Doc;
  t: InvoiceTexts;
  language: Language;
  rtl: boolean;
}

/** What drawing text needs of a sheet: the document and its direction (other documents reuse the invoice's text drawing). */
export type TextSheet = Pick<Sheet, "doc" | "rtl">;

/**
 * Without `features`, pdfkit lays text out word by word (for its cache), so
 * fontkit would reverse each Arabic word alone and leave the words in
 * logical order. Any features array, even empty, makes it lay out the run
 * whole; fontkit still applies the script's default features (shaping).
 */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: [] };

export interface LineOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  /** The line's box, which starts `x` from the page's starting edge (the right one in Arabic). */
  width: number;
  /** Within the box: "start" is left in a left-to-right page, right in Arabic. */
  align?: "start" | "end";
  /**
   * Text someone typed (a name, an address, the company's details) takes the
   * direction of its own first letter, so a Latin address line under an
   * Arabic name draws left to right; the invoice's own words take the page's.
   */
  typed?: boolean;
}

/**
 * Draws one line, right-to-left runs ordered; answers its height. `x` counts
 * from the page's starting edge, so the same layout mirrors in Arabic.
 * Bidirectional controls in typed text are dropped: requests carrying them
 * are refused, but a row stored before that could still reverse a line
 * ("exe.gpj" drawn as "jpg.exe"). Values set into our own words come
 * isolated, controls taken out (./texts.ts).
 */
export function line(sheet: TextSheet, text: string, x: number, y: number, options: LineOptions): number {
  const { doc } = sheet;
  doc
    .font(options.bold ? "bold" : "regular")
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? INK);
  const runs = options.typed
    ? visualRuns(withoutBidiControls(text), "auto")
    : // The isolates our own words set around values order the runs, then go: the font has no glyph for them.
      visualRuns(text, sheet.rtl ? "rtl" : "ltr")
        .map((run) => ({ ...run, text: withoutBidiControls(run.text) }))
        .filter((run) => run.text);
  const widths = runs.map((run) => doc.widthOfString(run.text, WHOLE_RUN));
  const total = widths.reduce((a, b) => a + b, 0);
  const left = sheet.rtl ? doc.page.width - x - options.width : x;
  const flushRight = (options.align === "end") !== sheet.rtl;
  let cursor = flushRight ? left + options.width - total : left;
  runs.forEach((run, i) => {
    doc.text(run.text, cursor, y, { ...WHOLE_RUN, lineBreak: false });
    cursor += widths[i]!;
  });
  return doc.currentLineHeight(true);
}

/** Splits `text` into lines no wider than `width`, at spaces, measuring shaped text. */
function wrap(doc: Doc, text: string, width: number, options: Omit<LineOptions, "width">): string[] {
  doc.font(options.bold ? "bold" : "regular").fontSize(options.size ?? 10);
  const lines: string[] = [];
  let current = "";
  // At spaces only: a no-break space holds "12 days" and "Total :" together.
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && doc.widthOfString(candidate, WHOLE_RUN) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** Several lines, each wrapped to the box's width; answers the y below them. */
export function block(sheet: TextSheet, texts: string[], x: number, y: number, options: LineOptions): number {
  let cursor = y;
  for (const text of texts) {
    for (const part of wrap(sheet.doc, text, options.width, options)) cursor += line(sheet, part, x, cursor, options);
  }
  return cursor;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function header(sheet: Sheet, data: InvoiceData, width: number): number {
  const { t } = sheet;
  const start = MARGIN;
  const half = width / 2;
  let y = MARGIN;
  y += line(sheet, data.company.name, start, y, { size: 16, bold: true, color: ACCENT, width: half - 10, typed: true });
  const companyLines = [data.company.address, data.company.email, data.company.phone];
  const startEnd = block(sheet, companyLines, start, y + 4, { size: 9, color: MUTED, width: half - 10, typed: true });
  const vatEnd = data.company.vatNumber
    ? block(sheet, [t.vat(data.company.vatNumber)], start, startEnd, { size: 9, color: MUTED, width: half - 10 })
    : startEnd;

  const end = start + half;
  let ey = MARGIN;
  ey += line(sheet, t.title, end, ey, { size: 22, bold: true, width: half, align: "end" });
  const facts: [string, string][] = [
    [t.number, data.number],
    [t.date, isoDate(data.paidAt)],
    [t.method, data.paymentMethod],
    [t.paymentId, data.paymentId],
  ];
  for (const [label, value] of facts) {
    ey += line(sheet, t.fact(label, value), end, ey, { size: 9.5, width: half, align: "end" });
  }
  return Math.max(vatEnd, ey) + 14;
}

function parties(sheet: Sheet, data: InvoiceData, y: number, width: number): number {
  const { t } = sheet;
  const col = width / 2 - 10;
  const start = MARGIN;
  const end = MARGIN + width / 2 + 10;
  const label = { size: 9, bold: true, color: MUTED, width: col } as const;
  line(sheet, t.billTo, start, y, label);
  line(sheet, t.shipTo, end, y, label);
  const top = y + 14;
  let sy = block(sheet, [data.customer.name], start, top, { size: 11, bold: true, width: col, typed: true });
  sy = block(sheet, [data.customer.email], start, sy, { width: col, typed: true });
  sy = block(sheet, [t.fact(t.customerCode, data.customer.code)], start, sy, { width: col });
  let ey = top;
  if (data.shipTo) {
    ey = block(sheet, [data.shipTo.name], end, ey, { size: 11, bold: true, width: col, typed: true });
    ey = block(sheet, data.shipTo.lines, end, ey, { width: col, typed: true });
  }
  return Math.max(sy, ey) + 18;
}

function items(sheet: Sheet, data: InvoiceData, y: number, width: number): number {
  const { doc, t } = sheet;
  const money = (cents: number) => formatMoneyCents(cents, data.currency, sheet.language);
  const columns = { qty: 50, unit: 90, amount: 90 };
  const descWidth = width - columns.qty - columns.unit - columns.amount;
  const xQty = MARGIN + descWidth;
  const xUnit = xQty + columns.qty;
  const xAmount = xUnit + columns.unit;
  doc.rect(MARGIN, y, width, 20).fill("#eef2f8");
  const head = { size: 9, bold: true, color: MUTED, align: "end" } as const;
  line(sheet, t.description, MARGIN + 6, y + 4, { ...head, width: descWidth - 16, align: "start" });
  line(sheet, t.quantity, xQty, y + 4, { ...head, width: columns.qty - 6 });
  line(sheet, t.unitPrice, xUnit, y + 4, { ...head, width: columns.unit - 6 });
  line(sheet, t.amount, xAmount, y + 4, { ...head, width: columns.amount - 6 });
  let bottom = y + 28;
  for (const item of data.items) {
    const top = bottom;
    bottom = block(sheet, [item.text], MARGIN + 6, top, { width: descWidth - 16 }) + 6;
    line(sheet, "1", xQty, top, { width: columns.qty - 6, align: "end" });
    line(sheet, money(item.amountCents), xUnit, top, { width: columns.unit - 6, align: "end" });
    line(sheet, money(item.amountCents), xAmount, top, { width: columns.amount - 6, align: "end" });
  }
  const total = money(data.items.reduce((sum, item) => sum + item.amountCents, 0));
  const ruleY = bottom + 2;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + width, ruleY)
    .lineWidth(0.5)
    .strokeColor("#c9d2e0")
    .stroke();
  let ty = ruleY + 10;
  ty += line(sheet, t.fact(t.total, total), MARGIN, ty, { size: 13, bold: true, width, align: "end" });
  if (data.eurRate !== null) {
    ty += line(sheet, t.rate(data.eurRate), MARGIN, ty, { size: 8.5, color: MUTED, width, align: "end" });
  }
  ty += line(sheet, t.paid(isoDate(data.paidAt)), MARGIN, ty + 4, {
    size: 11,
    bold: true,
    color: "#1e7b34",
    width,
    align: "end",
  });
  if (data.refund) {
    const said = data.refund.credited ? t.credited : t.refunded;
    ty += line(sheet, said(money(data.refund.amountCents), isoDate(data.refund.at)), MARGIN, ty + 8, {
      size: 10,
      bold: true,
      width,
      align: "end",
    });
  }
  return ty + 24;
}

/** An A4 portrait page in the invoices' fonts and margin, and the PDF it makes, whole, once it ends. */
export function a4Document(lang: string, info: { Title: string; Author: string }): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: "A4", layout: "portrait", margin: MARGIN, lang, info });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The invoice PDF, whole, in memory (it is one page of a few kilobytes plus the embedded font subset). */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const t = INVOICE_TEXTS[data.language];
  const { doc, done } = a4Document(data.language, { Title: `${t.title} ${data.number}`, Author: data.company.name });
  const sheet: Sheet = { doc, t, language: data.language, rtl: direction(data.language) === "rtl" };
  const width = doc.page.width - 2 * MARGIN;
  let y = header(sheet, data, width);
  doc
    .moveTo(MARGIN, y - 6)
    .lineTo(MARGIN + width, y - 6)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  y = parties(sheet, data, y + 6, width);
  items(sheet, data, y, width);
  const footer = t.thanks(data.company.name, data.company.email);
  line(sheet, footer, MARGIN, doc.page.height - MARGIN - 14, { size: 8.5, color: MUTED, width });
  doc.end();
  return done;
}
