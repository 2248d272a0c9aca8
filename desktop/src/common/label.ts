import { code128, drawingSVG } from "bwip-js/generic";
import type { LabelData, LabelLayout } from "@ipf/shared/bridge";
import { formatLabelDate } from "./label-date";

export { formatLabelDate };

/**
 * The parcel label, as HTML both printers use: the main process prints it
 * silently from a hidden window, the browser build puts it in the page and
 * opens the print dialog. The parcel code is the barcode staff scan later
 * (Code 128: any ASCII, dense, read by every scanner); the customer code is
 * the largest text, because it is what people look for on a shelf.
 */

export interface PageSize {
  widthMm: number;
  heightMm: number;
}

export const LABEL_PAGES: Record<LabelLayout, PageSize> = {
  "4x6": { widthMm: 101.6, heightMm: 152.4 },
  a6: { widthMm: 105, heightMm: 148 },
};

const TEXT = {
  customer: "Customer",
  track: "Track",
  received: "Received",
  weight: "Weight",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The Code 128 symbol as an SVG element, sized by the label's CSS. */
export function barcodeSvg(text: string): string {
  return code128({ bcid: "code128", text, scale: 3, height: 14, paddingwidth: 0 }, drawingSVG()).replace(
    "<svg ",
    '<svg class="ipf-label-barcode" preserveAspectRatio="none" role="img" aria-label="' + escapeHtml(text) + '" ',
  );
}

/** Rules scoped to `.ipf-label`, so the browser build can put them in its own page. */
export function labelCss(layout: LabelLayout): string {
  const { widthMm, heightMm } = LABEL_PAGES[layout];
  return `
.ipf-label { box-sizing: border-box; width: ${widthMm}mm; height: ${heightMm}mm; padding: 5mm;
  display: flex; flex-direction: column; gap: 3mm; overflow: hidden; background: #fff; color: #000;
  font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; }
.ipf-label * { box-sizing: border-box; margin: 0; }
.ipf-label-head { display: flex; justify-content: space-between; align-items: baseline; gap: 3mm;
  border-bottom: 0.6mm solid #000; padding-bottom: 2mm; font-size: 11pt; font-weight: 700; }
.ipf-label-barcode { display: block; width: 100%; height: 30mm; }
.ipf-label-code { text-align: center; font-family: "DejaVu Sans Mono", "Courier New", monospace; font-size: 18pt;
  font-weight: 700; letter-spacing: 0.08em; }
.ipf-label-customer { border: 0.6mm solid #000; border-radius: 2mm; padding: 2mm 3mm; text-align: center; }
.ipf-label-customer small { display: block; font-size: 9pt; text-transform: uppercase; letter-spacing: 0.1em; }
.ipf-label-customer strong { display: block; font-size: 30pt; line-height: 1.1; letter-spacing: 0.06em; }
.ipf-label-customer span { display: block; font-size: 11pt; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.ipf-label-facts { display: grid; grid-template-columns: auto 1fr; gap: 1mm 3mm; font-size: 10pt; }
.ipf-label-facts dt { font-weight: 700; }
.ipf-label-facts dd { overflow-wrap: anywhere; }
`;
}

/** The label's own markup (one `.ipf-label` element). */
export function labelMarkup(label: LabelData): string {
  const facts: [string, string][] = [[TEXT.received, formatLabelDate(label.receivedAt)]];
  if (label.trackNumber) facts.unshift([TEXT.track, label.trackNumber]);
  if (label.weightKg !== undefined) facts.push([TEXT.weight, `${label.weightKg} kg`]);

  return `<section class="ipf-label" data-parcel-code="${escapeHtml(label.parcelCode)}">
  <header class="ipf-label-head"><span>IPF</span><span>${escapeHtml(label.warehouse)}</span></header>
  ${barcodeSvg(label.parcelCode)}
  <p class="ipf-label-code">${escapeHtml(label.parcelCode)}</p>
  <div class="ipf-label-customer"><small>${TEXT.customer}</small><strong>${escapeHtml(label.customerCode)}</strong>${
    label.customerName ? `<span>${escapeHtml(label.customerName)}</span>` : ""
  }</div>
  <dl class="ipf-label-facts">${facts.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>
</section>`;
}

/**
 * A whole document for the main process's hidden print window: no script, no
 * remote resource, and a policy that would refuse them anyway.
 */
export function labelDocument(label: LabelData, layout: LabelLayout): string {
  const { widthMm, heightMm } = LABEL_PAGES[layout];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(label.parcelCode)}</title>
<style>@page { size: ${widthMm}mm ${heightMm}mm; margin: 0; } html, body { margin: 0; padding: 0; }${labelCss(layout)}</style>
</head><body>${labelMarkup(label)}</body></html>`;
}
