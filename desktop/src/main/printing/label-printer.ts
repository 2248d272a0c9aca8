import type { WebContentsPrintOptions } from "electron";
import type { LabelData, PrinterInfo, PrinterSettings, PrintResult } from "@ipf/shared/bridge";
import { LABEL_PAGES, labelDocument } from "../../common/label";

/** A page that can be loaded with a document and printed: a hidden window in the app, a fake in tests. */
export interface PrintTarget {
  load(html: string): Promise<void>;
  print(options: WebContentsPrintOptions): Promise<{ success: boolean; failureReason: string }>;
  destroy(): void;
}

export interface LabelPrinterDeps {
  createTarget(): PrintTarget;
  listPrinters(): Promise<PrinterInfo[]>;
}

const FAILURES = {
  noPrinter: "No printer is installed on this computer.",
  missing: (name: string) => `The printer "${name}" is not available. Choose another in Devices.`,
  refused: "The printer did not accept the label.",
};

/** Chromium wants the page in microns. */
const MICRONS_PER_MM = 1000;

/**
 * Prints one label without a dialog: on the printer chosen in the settings,
 * or the system's default one when none is. Never throws for a printer
 * problem: the parcel is saved whatever the printer does, and the intake
 * screen says why the label did not come out (and offers to print it again).
 */
export async function printLabelSilently(
  label: LabelData,
  printer: PrinterSettings,
  deps: LabelPrinterDeps,
): Promise<PrintResult> {
  const printers = await deps.listPrinters().catch((): PrinterInfo[] => []);
  if (printers.length === 0) return { printed: false, failure: FAILURES.noPrinter };
  if (printer.name !== null && !printers.some((candidate) => candidate.name === printer.name)) {
    return { printed: false, failure: FAILURES.missing(printer.name) };
  }

  const page = LABEL_PAGES[printer.layout];
  const target = deps.createTarget();
  try {
    await target.load(labelDocument(label, printer.layout));
    const { success, failureReason } = await target.print({
      silent: true,
      printBackground: true,
      ...(printer.name !== null ? { deviceName: printer.name } : {}),
      margins: { marginType: "none" },
      pageSize: {
        width: Math.round(page.widthMm * MICRONS_PER_MM),
        height: Math.round(page.heightMm * MICRONS_PER_MM),
      },
    });
    return success ? { printed: true } : { printed: false, failure: failureReason || FAILURES.refused };
  } catch (error) {
    return { printed: false, failure: error instanceof Error ? error.message : FAILURES.refused };
  } finally {
    target.destroy();
  }
}
