import { describe, expect, it, vi } from "vitest";
import type { CarrierLabelDocument, PrinterSettings } from "@ipf/shared/bridge";
import { printCarrierLabel, spoolArguments, type CarrierPrinterDeps } from "./carrier-label-printer";

const printers = [
  { name: "Zebra_ZD421", displayName: "Zebra ZD421", isDefault: false },
  { name: "Office", displayName: "Office", isDefault: true },
];
const zebra: PrinterSettings = { name: "Zebra_ZD421", layout: "4x6", auto: true };
const zpl: CarrierLabelDocument = { format: "ZPL", document: Buffer.from("^XA^FDHi^FS^XZ").toString("base64") };
const pdf: CarrierLabelDocument = { format: "PDF", document: Buffer.from("%PDF-1.4\n").toString("base64") };

function deps(change: Partial<CarrierPrinterDeps> = {}) {
  return {
    listPrinters: vi.fn(async () => printers),
    spool: vi.fn(async () => ({ ok: true, detail: "" })),
    platform: "linux" as NodeJS.Platform,
    ...change,
  };
}

describe("#printing.printCarrierLabel", () => {
  it("should send ZPL raw to the chosen printer, as the carrier wrote it", async () => {
    const fake = deps();
    await expect(printCarrierLabel(zpl, zebra, fake)).resolves.toEqual({ printed: true });
    expect(fake.spool).toHaveBeenCalledWith(
      ["-d", "Zebra_ZD421", "-o", "raw", "-t", "carrier-label"],
      Buffer.from("^XA^FDHi^FS^XZ"),
    );
  });

  it("should hand a PDF to the default printer's spooler when none is chosen", async () => {
    const fake = deps();
    await printCarrierLabel(pdf, { ...zebra, name: null }, fake);
    expect(fake.spool).toHaveBeenCalledWith(["-t", "carrier-label"], Buffer.from("%PDF-1.4\n"));
  });

  it("should say why nothing printed, and never throw", async () => {
    expect(await printCarrierLabel(pdf, zebra, deps({ listPrinters: async () => [] }))).toMatchObject({
      printed: false,
      failure: expect.stringMatching(/No printer/),
    });
    expect(await printCarrierLabel(pdf, { ...zebra, name: "Gone" }, deps())).toMatchObject({
      printed: false,
      failure: expect.stringMatching(/"Gone" is not available/),
    });
    expect(
      await printCarrierLabel(pdf, zebra, deps({ spool: async () => ({ ok: false, detail: "lp: printer stopped" }) })),
    ).toEqual({ printed: false, failure: "lp: printer stopped" });
    expect(
      await printCarrierLabel(
        pdf,
        zebra,
        deps({
          spool: async () => {
            throw new Error("spawn lp ENOENT");
          },
        }),
      ),
    ).toEqual({ printed: false, failure: "spawn lp ENOENT" });
  });

  it("should not try on Windows, which has no spooler to take the document as it is", async () => {
    const fake = deps({ platform: "win32" });
    expect(await printCarrierLabel(pdf, zebra, fake)).toMatchObject({ printed: false });
    expect(fake.spool).not.toHaveBeenCalled();
  });

  it("should keep a printer's name one argument, whatever it holds", () => {
    expect(spoolArguments({ format: "PDF" }, { name: "Office; rm -rf ~" })).toEqual([
      "-d",
      "Office; rm -rf ~",
      "-t",
      "carrier-label",
    ]);
  });
});
