import type { CarrierLabelDocument, LabelData, PrinterSettings, PrintResult } from "@ipf/shared/bridge";
import { bridge } from "../platform";
import { saveFile } from "../ui/save-file";

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

/** What became of a carrier label: printed, saved as a file (to print from it), or neither and why. */
export type CarrierPrintResult = PrintResult & { saved?: boolean };

const MEDIA_TYPES = { PDF: "application/pdf", ZPL: "application/octet-stream" } as const;

/**
 * Prints a carrier label bought through the shipping engine: silently in the
 * desktop app (PDF, or raw ZPL to a thermal printer); where that cannot be
 * done (the browser build, a computer without a spooler) the document is
 * saved as a file, `<name>.pdf` or `.zpl`, to print from it.
 */
export async function printCarrierLabel(label: CarrierLabelDocument, name: string): Promise<CarrierPrintResult> {
  if (bridge) {
    const result = await bridge.printCarrierLabel(label);
    if (result.printed) return result;
    saveCarrierLabel(label, name);
    return { ...result, saved: true };
  }
  saveCarrierLabel(label, name);
  return { printed: false, saved: true };
}

export function saveCarrierLabel(label: CarrierLabelDocument, name: string): void {
  const bytes = Uint8Array.from(atob(label.document), (char) => char.charCodeAt(0));
  saveFile(new Blob([bytes], { type: MEDIA_TYPES[label.format] }), `${name}.${label.format.toLowerCase()}`);
}
