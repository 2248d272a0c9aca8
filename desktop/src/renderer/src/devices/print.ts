import type { LabelData, PrinterSettings, PrintResult } from "@ipf/shared/bridge";
import { bridge } from "../platform";

/**
 * Prints a parcel label: silently on the desk's printer in the desktop app;
 * in the browser, through the print dialog, with the label laid into the page
 * (no pop-up window, nothing the page's policy would refuse).
 */
export const PRINT_ROOT_ID = "ipf-print-root";

export async function printParcelLabel(label: LabelData, printer: PrinterSettings): Promise<PrintResult> {
  if (bridge) return bridge.printLabel(label);
  await printInBrowser(label, printer);
  // The dialog was shown; whether a label came out is for the person at the printer to see.
  return { printed: true };
}

async function printInBrowser(label: LabelData, printer: PrinterSettings): Promise<void> {
  // bwip-js is only needed here: loaded on the first label.
  const { LABEL_PAGES, labelCss, labelMarkup } = await import("../../../common/label");
  const { widthMm, heightMm } = LABEL_PAGES[printer.layout];
  let root = document.getElementById(PRINT_ROOT_ID);
  if (!root) {
    root = document.createElement("div");
    root.id = PRINT_ROOT_ID;
    document.body.append(root);
  }
  root.innerHTML = `<style>
@page { size: ${widthMm}mm ${heightMm}mm; margin: 0; }
@media screen { #${PRINT_ROOT_ID} { display: none; } }
@media print { body > *:not(#${PRINT_ROOT_ID}) { display: none !important; } #${PRINT_ROOT_ID} { display: block; } }
${labelCss(printer.layout)}</style>${labelMarkup(label)}`;
  window.print();
}
