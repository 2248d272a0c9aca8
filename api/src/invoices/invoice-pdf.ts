/**
 * The invoice as an A4 portrait PDF: company details from configuration, the
 * customer's name and address in whatever script they wrote them, line items of
 * quantity 1 (shipping, and the storage fee when the payment includes one).
 *
 * Every string goes through `line()`, which draws Arabic correctly (see
 * ./bidi.ts); Vazirmatn carries both Arabic and Latin letters, so one font
 * serves the whole page.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import PDFDocument from "pdfkit";
import { formatMoneyCents } from "@ipf/shared/format";
import { withoutBidiControls } from "@ipf/shared/rules/bidi";
import type { InvoiceCompany } from "../config.js";
import { visualRuns } from "./bidi.js";

export interface InvoiceData {
  number: string;
  paidAt: Date;
  paymentId: string;
  paymentMethod: string;
  company: InvoiceCompany;
  customer: { name: string; email: string; code: string };
  shipTo: { name: string; lines: string[] } | null;
  currency: "USD" | "EUR";
  /** Each of quantity 1; the total is their sum. */
  items: { text: string; amountCents: number }[];
  /** Euros per dollar, for an offline payment priced in euro. */
  eurRate: number | null;
}

const LABELS = {
  title: "INVOICE",
  number: "Invoice No.",
  date: "Date",
  method: "Payment method",
  paymentId: "Payment ID",
  billTo: "Bill to",
  shipTo: "Ship to",
  customerCode: "Customer code",
  description: "Description",
  quantity: "Qty",
  unitPrice: "Unit price",
  amount: "Amount",
  total: "Total",
  paid: (date: string) => `Paid on ${date}`,
  rate: (rate: number) => `Exchange rate: 1 USD = ${rate} EUR (ECB reference rate)`,
  thanks: (company: string, email: string) => `Thank you for shipping with ${company}. Questions: ${email}`,
} as const;

const fontDir = join(dirname(createRequire(import.meta.url).resolve("vazirmatn/package.json")), "fonts", "ttf");
const FONTS = { regular: join(fontDir, "Vazirmatn-Regular.ttf"), bold: join(fontDir, "Vazirmatn-Bold.ttf") };

/** About 10 mm, the old product's margin. */
const MARGIN = 28;
const INK = "#1c2430";
const MUTED = "#5c6b80";
const ACCENT = "#0b3d91";

type Doc = PDFKit.PDFDocument;

/**
 * Without `features`, pdfkit lays text out word by word (for its cache), so
 * fontkit would reverse each Arabic word alone and leave the words in
 * logical order. Any features array, even empty, makes it lay out the run
 * whole; fontkit still applies the script's default features (shaping).
 */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: [] };

interface LineOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: "left" | "right";
}

/**
 * Draws one line at (x, y), right-to-left runs ordered; answers its height.
 * Each line takes the direction of its own first letter, so a Latin address
 * line under an Arabic name draws left to right. Bidirectional controls are
 * dropped: requests carrying them are refused, but a row stored before that
 * could still reverse a line ("exe.gpj" drawn as "jpg.exe").
 */
function line(doc: Doc, text: string, x: number, y: number, options: LineOptions = {}): number {
  doc
    .font(options.bold ? "bold" : "regular")
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? INK);
  const runs = visualRuns(withoutBidiControls(text));
  const widths = runs.map((run) => doc.widthOfString(run.text, WHOLE_RUN));
  const total = widths.reduce((a, b) => a + b, 0);
  let cursor = options.align === "right" && options.width ? x + options.width - total : x;
  runs.forEach((run, i) => {
    doc.text(run.text, cursor, y, { ...WHOLE_RUN, lineBreak: false });
    cursor += widths[i]!;
  });
  return doc.currentLineHeight(true);
}

/** Splits `text` into lines no wider than `width`, at spaces, measuring shaped text. */
function wrap(doc: Doc, text: string, width: number, options: LineOptions = {}): string[] {
  doc.font(options.bold ? "bold" : "regular").fontSize(options.size ?? 10);
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && doc.widthOfString(candidate, WHOLE_RUN) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** Several lines, each wrapped to `width`; answers the y below them. */
function block(doc: Doc, texts: string[], x: number, y: number, width: number, options: LineOptions = {}): number {
  let cursor = y;
  for (const text of texts) {
    for (const part of wrap(doc, text, width, options)) cursor += line(doc, part, x, cursor, { ...options, width });
  }
  return cursor;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function header(doc: Doc, data: InvoiceData, width: number): number {
  const left = MARGIN;
  const half = width / 2;
  let y = MARGIN;
  y += line(doc, data.company.name, left, y, { size: 16, bold: true, color: ACCENT });
  const companyLines = [data.company.address, data.company.email, data.company.phone];
  if (data.company.vatNumber) companyLines.push(`VAT ${data.company.vatNumber}`);
  const leftEnd = block(doc, companyLines, left, y + 4, half - 10, { size: 9, color: MUTED });

  const right = left + half;
  let ry = MARGIN;
  ry += line(doc, LABELS.title, right, ry, { size: 22, bold: true, width: half, align: "right" });
  const facts: [string, string][] = [
    [LABELS.number, data.number],
    [LABELS.date, isoDate(data.paidAt)],
    [LABELS.method, data.paymentMethod],
    [LABELS.paymentId, data.paymentId],
  ];
  for (const [label, value] of facts) {
    ry += line(doc, `${label}: ${value}`, right, ry, { size: 9.5, width: half, align: "right" });
  }
  return Math.max(leftEnd, ry) + 14;
}

function parties(doc: Doc, data: InvoiceData, y: number, width: number): number {
  const col = width / 2 - 10;
  const left = MARGIN;
  const right = MARGIN + width / 2 + 10;
  line(doc, LABELS.billTo, left, y, { size: 9, bold: true, color: MUTED });
  line(doc, LABELS.shipTo, right, y, { size: 9, bold: true, color: MUTED });
  const top = y + 14;
  let ly = block(doc, [data.customer.name], left, top, col, { size: 11, bold: true });
  ly = block(doc, [data.customer.email, `${LABELS.customerCode}: ${data.customer.code}`], left, ly, col);
  let ry = top;
  if (data.shipTo) {
    ry = block(doc, [data.shipTo.name], right, ry, col, { size: 11, bold: true });
    ry = block(doc, data.shipTo.lines, right, ry, col);
  }
  return Math.max(ly, ry) + 18;
}

function items(doc: Doc, data: InvoiceData, y: number, width: number): number {
  // The invoice is written in English, its amounts as every English screen writes them ("$25.50").
  const money = (cents: number) => formatMoneyCents(cents, data.currency, "en");
  const columns = { qty: 50, unit: 90, amount: 90 };
  const descWidth = width - columns.qty - columns.unit - columns.amount;
  const xQty = MARGIN + descWidth;
  const xUnit = xQty + columns.qty;
  const xAmount = xUnit + columns.unit;
  doc.rect(MARGIN, y, width, 20).fill("#eef2f8");
  const head = { size: 9, bold: true, color: MUTED } as const;
  line(doc, LABELS.description, MARGIN + 6, y + 4, head);
  line(doc, LABELS.quantity, xQty, y + 4, { ...head, width: columns.qty - 6, align: "right" });
  line(doc, LABELS.unitPrice, xUnit, y + 4, { ...head, width: columns.unit - 6, align: "right" });
  line(doc, LABELS.amount, xAmount, y + 4, { ...head, width: columns.amount - 6, align: "right" });
  let end = y + 28;
  for (const item of data.items) {
    const top = end;
    end = block(doc, [item.text], MARGIN + 6, top, descWidth - 16) + 6;
    line(doc, "1", xQty, top, { width: columns.qty - 6, align: "right" });
    line(doc, money(item.amountCents), xUnit, top, { width: columns.unit - 6, align: "right" });
    line(doc, money(item.amountCents), xAmount, top, { width: columns.amount - 6, align: "right" });
  }
  const total = money(data.items.reduce((sum, item) => sum + item.amountCents, 0));
  const ruleY = end + 2;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + width, ruleY)
    .lineWidth(0.5)
    .strokeColor("#c9d2e0")
    .stroke();
  let ty = ruleY + 10;
  ty += line(doc, `${LABELS.total}: ${total}`, MARGIN, ty, { size: 13, bold: true, width, align: "right" });
  if (data.eurRate !== null) {
    ty += line(doc, LABELS.rate(data.eurRate), MARGIN, ty, { size: 8.5, color: MUTED, width, align: "right" });
  }
  ty += line(doc, LABELS.paid(isoDate(data.paidAt)), MARGIN, ty + 4, {
    size: 11,
    bold: true,
    color: "#1e7b34",
    width,
    align: "right",
  });
  return ty + 24;
}

/** The invoice PDF, whole, in memory (it is one page of a few kilobytes plus the embedded font subset). */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "portrait",
    margin: MARGIN,
    info: { Title: `Invoice ${data.number}`, Author: data.company.name },
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  let y = header(doc, data, width);
  doc
    .moveTo(MARGIN, y - 6)
    .lineTo(MARGIN + width, y - 6)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  y = parties(doc, data, y + 6, width);
  items(doc, data, y, width);
  const footer = LABELS.thanks(data.company.name, data.company.email);
  line(doc, footer, MARGIN, doc.page.height - MARGIN - 14, { size: 8.5, color: MUTED, width, align: "left" });
  doc.end();
  return done;
}
