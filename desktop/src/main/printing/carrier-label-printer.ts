import { spawn } from "node:child_process";
import type { CarrierLabelDocument, PrinterInfo, PrinterSettings, PrintResult } from "@ipf/shared/bridge";

/**
 * Prints a carrier label bought through the shipping engine, without a
 * dialog: the document goes to the system's print spooler (CUPS's `lp`, on
 * Linux and macOS) as it is, a PDF for CUPS to lay out, ZPL raw for the
 * thermal printer to read. Chromium cannot print a PDF silently, nor send raw
 * bytes to a printer, hence the spooler. Never throws for a printer problem:
 * the label is bought whatever the printer does, and the ship dialog says why
 * it did not come out (and offers to print it again or save it).
 */

export interface SpoolAnswer {
  ok: boolean;
  /** What the spooler said when it refused. */
  detail: string;
}

export interface CarrierPrinterDeps {
  listPrinters(): Promise<PrinterInfo[]>;
  /** Runs the spooler with `args`, the document on its standard input. */
  spool(args: string[], document: Buffer): Promise<SpoolAnswer>;
  platform: NodeJS.Platform;
}

const FAILURES = {
  unsupported: "This computer cannot send carrier labels to the printer: save the label and print it.",
  noPrinter: "No printer is installed on this computer.",
  missing: (name: string) => `The printer "${name}" is not available. Choose another in Devices.`,
  refused: "The printer did not accept the label.",
};

/**
 * The spooler's arguments: the chosen printer (else the default one) and, for
 * ZPL, no conversion at all. No file is named: `lp` reads the document from
 * its standard input.
 */
export function spoolArguments(label: Pick<CarrierLabelDocument, "format">, printer: Pick<PrinterSettings, "name">) {
  return [
    ...(printer.name !== null ? ["-d", printer.name] : []),
    ...(label.format === "ZPL" ? ["-o", "raw"] : []),
    "-t",
    "carrier-label",
  ];
}

export async function printCarrierLabel(
  label: CarrierLabelDocument,
  printer: PrinterSettings,
  deps: CarrierPrinterDeps,
): Promise<PrintResult> {
  if (deps.platform === "win32") return { printed: false, failure: FAILURES.unsupported };
  const printers = await deps.listPrinters().catch((): PrinterInfo[] => []);
  if (printers.length === 0) return { printed: false, failure: FAILURES.noPrinter };
  if (printer.name !== null && !printers.some((candidate) => candidate.name === printer.name)) {
    return { printed: false, failure: FAILURES.missing(printer.name) };
  }
  try {
    const answer = await deps.spool(spoolArguments(label, printer), Buffer.from(label.document, "base64"));
    return answer.ok ? { printed: true } : { printed: false, failure: answer.detail || FAILURES.refused };
  } catch (error) {
    return { printed: false, failure: error instanceof Error ? error.message : FAILURES.refused };
  }
}

/** CUPS's `lp`, without a shell: the arguments are never read as a command line. */
export function lpSpool(args: string[], document: Buffer): Promise<SpoolAnswer> {
  return new Promise((resolve) => {
    const child = spawn("lp", args, { stdio: ["pipe", "ignore", "pipe"], shell: false });
    let detail = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (detail.length < 500) detail += chunk;
    });
    child.on("error", (error) => resolve({ ok: false, detail: error.message }));
    child.on("close", (code) => resolve({ ok: code === 0, detail: detail.trim() }));
    child.stdin.on("error", () => undefined);
    child.stdin.end(document);
  });
}
