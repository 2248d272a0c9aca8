/**
 * The commercial invoice (CN23 customs declaration) that goes with a label
 * bought for a shipment crossing a border: an A4 page in English, the
 * customs' language of the desk, from the same declaration the carrier got.
 * The sender is the warehouse, the recipient the parcel's shipping address;
 * names and addresses are drawn in the script they were typed in (an Arabic
 * name shapes and reads right to left), with the invoice's font and text
 * drawing (./invoice-pdf.ts).
 */
import { formatMoneyCents } from "@ipf/shared/format";
import type { Customs, GatewayAddress } from "../lib/carriers/gateway.js";
import { customsTotals } from "../lib/carriers/customs.js";
import { ACCENT, INK, MARGIN, MUTED, a4Document, block, line, type TextSheet } from "./invoice-pdf.js";

export interface CustomsInvoiceData {
  customs: Customs;
  sender: GatewayAddress;
  recipient: GatewayAddress;
  parcelCode: string;
  /** e.g. "colissimo · colissimo_international". */
  carrier: string;
  trackingNumber: string;
  /** The parcel as weighed at the desk. */
  grossWeightKg: number;
}

const COUNTRIES = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => {
  try {
    return COUNTRIES.of(code) ?? code;
  } catch {
    return code;
  }
};

const CONTENT_TYPES: Record<Customs["contentType"], string> = {
  merchandise: "Merchandise",
  gift: "Gift",
  documents: "Documents",
  sample: "Commercial sample",
  return_merchandise: "Returned goods",
  other: "Other",
};

const INCOTERM_PAYER: Record<Customs["incoterm"], string> = {
  DDU: "duties and taxes paid by the recipient",
  DAP: "duties and taxes paid by the recipient",
  DDP: "duties and taxes paid by the sender",
};

const euros = (value: number) => formatMoneyCents(Math.round(value * 100), "EUR", "en");
const kilos = (value: number) => `${value.toFixed(3)} kg`;

/** An address as printed: street lines, then postcode and city, then the country's name. */
function addressLines(address: GatewayAddress): string[] {
  return [
    address.addressLine1,
    address.addressLine2 ?? "",
    [address.postalCode, address.city].filter(Boolean).join(" "),
    countryName(address.countryCode),
  ].filter((text) => text.trim().length > 0);
}

const COLUMNS = [
  { key: "description", title: "Description of contents", width: 0 },
  { key: "hsCode", title: "HS code", width: 62 },
  { key: "origin", title: "Origin", width: 44 },
  { key: "quantity", title: "Qty", width: 34 },
  { key: "unit", title: "Unit value", width: 64 },
  { key: "total", title: "Total value", width: 68 },
  { key: "weight", title: "Net weight", width: 62 },
] as const;

/** The commercial invoice PDF, whole, in memory. */
export function renderCustomsInvoicePdf(data: CustomsInvoiceData): Promise<Buffer> {
  const { customs } = data;
  const { doc, done } = a4Document("en", {
    Title: `Commercial invoice ${customs.invoiceNumber}`,
    Author: customs.signer,
  });
  const sheet: TextSheet = { doc, rtl: false };
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2;
  const rule = (y: number, color = "#c9d2e0", weight = 0.5) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();

  // Title and the invoice's facts.
  let y = MARGIN;
  y += line(sheet, "COMMERCIAL INVOICE", MARGIN, y, { size: 20, bold: true, color: ACCENT, width: half });
  y += line(sheet, "CN23 customs declaration", MARGIN, y, { size: 11, color: MUTED, width: half });
  const facts: [string, string][] = [
    ["Invoice no.", customs.invoiceNumber],
    ["Date", customs.invoiceDate],
    ["Parcel", data.parcelCode],
    ["Carrier", data.carrier],
    ["Tracking no.", data.trackingNumber],
  ];
  let fy = MARGIN;
  for (const [label, value] of facts) {
    line(sheet, label, MARGIN + half, fy, { size: 9, color: MUTED, width: 80 });
    fy += line(sheet, value, MARGIN + half + 80, fy, { size: 9.5, bold: true, width: half - 80, typed: true });
  }
  y = Math.max(y, fy) + 8;
  rule(y, ACCENT, 1);
  y += 10;

  // The parties: the warehouse sends, the shipping address receives.
  const col = half - 12;
  const party = (title: string, x: number, address: GatewayAddress, ids: string[]) => {
    let py = y;
    py += line(sheet, title, x, py, { size: 9, bold: true, color: MUTED, width: col });
    const name = address.companyName && address.companyName !== address.personName ? address.companyName : "";
    py = block(sheet, [address.personName], x, py + 2, { size: 11, bold: true, width: col, typed: true });
    if (name) py = block(sheet, [name], x, py, { width: col, typed: true });
    py = block(sheet, addressLines(address), x, py, { width: col, typed: true });
    if (address.phoneNumber) py = block(sheet, [`Phone: ${address.phoneNumber}`], x, py, { width: col });
    if (ids.length) py = block(sheet, ids, x, py + 2, { size: 9.5, bold: true, width: col });
    return py;
  };
  const senderIds = [
    customs.eori ? `EORI: ${customs.eori}` : "",
    customs.vatNumber ? `VAT: ${customs.vatNumber}` : "",
  ].filter(Boolean);
  const senderEnd = party("SENDER (EXPORTER)", MARGIN, data.sender, senderIds);
  const recipientEnd = party("RECIPIENT (IMPORTER)", MARGIN + half + 12, data.recipient, []);
  y = Math.max(senderEnd, recipientEnd) + 14;

  // The lines.
  const descriptionWidth = width - COLUMNS.reduce((sum, column) => sum + column.width, 0);
  const xs: number[] = [];
  let x = MARGIN;
  for (const column of COLUMNS) {
    xs.push(x);
    x += column.key === "description" ? descriptionWidth : column.width;
  }
  const columnWidth = (index: number) => (index === 0 ? descriptionWidth : COLUMNS[index]!.width);
  const head = (top: number) => {
    doc.rect(MARGIN, top, width, 20).fill("#eef2f8");
    COLUMNS.forEach((column, index) => {
      line(sheet, column.title, xs[index]! + 4, top + 5, {
        size: 8,
        bold: true,
        color: MUTED,
        width: columnWidth(index) - 8,
        align: index === 0 ? "start" : "end",
      });
    });
    return top + 26;
  };
  y = head(y);
  for (const item of customs.lines) {
    if (y > doc.page.height - 260) {
      doc.addPage();
      y = head(MARGIN);
    }
    const top = y;
    const cells = [
      item.hsCode,
      item.originCountry,
      String(item.quantity),
      euros(item.unitValueEur),
      euros(item.unitValueEur * item.quantity),
      kilos(item.unitWeightKg * item.quantity),
    ];
    const bottom = block(sheet, [item.description], xs[0]! + 4, top, {
      size: 9.5,
      width: descriptionWidth - 8,
      typed: true,
    });
    cells.forEach((text, index) => {
      line(sheet, text, xs[index + 1]! + 4, top, { size: 9.5, width: columnWidth(index + 1) - 8, align: "end" });
    });
    y = bottom + 6;
    rule(y - 3, "#e3e8f0");
  }

  // Totals, terms, and the signed declaration.
  const totals = customsTotals(customs);
  y += 6;
  const summary: [string, string][] = [
    ["Total quantity", String(totals.quantity)],
    ["Total value (EUR)", euros(totals.valueEur)],
    ["Net weight", kilos(totals.netWeightKg)],
    ["Gross weight", kilos(data.grossWeightKg)],
  ];
  for (const [label, value] of summary) {
    line(sheet, label, MARGIN + half, y, { size: 9.5, color: MUTED, width: half - 110, align: "end" });
    y += line(sheet, value, MARGIN + width - 110, y, { size: 10, bold: true, width: 110, align: "end" });
  }
  y += 10;
  rule(y);
  y += 8;
  const terms = [
    `Incoterm: ${customs.incoterm} (${INCOTERM_PAYER[customs.incoterm]})`,
    `Category of item: ${CONTENT_TYPES[customs.contentType]}`,
    "Currency: EUR",
  ];
  y = block(sheet, terms, MARGIN, y, { size: 9.5, width });
  y += 10;
  y = block(
    sheet,
    [
      "I, the undersigned, certify that the particulars given in this declaration are correct and that this item " +
        "does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations.",
    ],
    MARGIN,
    y,
    { size: 9, color: INK, width },
  );
  y += 28;
  const signatureWidth = half - 12;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + signatureWidth, y)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  line(sheet, `Signature, for ${customs.signer}`, MARGIN, y + 4, { size: 8.5, color: MUTED, width: signatureWidth });
  line(sheet, `Date: ${customs.invoiceDate}`, MARGIN + half + 12, y - 12, { size: 10, width: signatureWidth });
  line(sheet, `Place: ${data.sender.city}`, MARGIN + half + 12, y + 4, {
    size: 10,
    width: signatureWidth,
    typed: true,
  });
  doc.end();
  return done;
}
