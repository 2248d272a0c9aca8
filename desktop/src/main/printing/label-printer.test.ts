import type { WebContentsPrintOptions } from "electron";
import { describe, expect, it, vi } from "vitest";
import type { LabelData, PrinterSettings } from "@ipf/shared/bridge";
import { printLabelSilently, type PrintTarget } from "./label-printer";

const label: LabelData = {
  parcelCode: "P7K2M9QX",
  customerCode: "A1B2C3",
  warehouse: "France, Paris",
  receivedAt: "2026-03-04T09:05:00.000Z",
};
const printers = [
  { name: "Zebra_ZD421", displayName: "Zebra ZD421", isDefault: false },
  { name: "Office", displayName: "Office", isDefault: true },
];

function fakeTarget(answer: { success: boolean; failureReason: string } = { success: true, failureReason: "" }) {
  const target = {
    html: "",
    options: undefined as WebContentsPrintOptions | undefined,
    destroyed: false,
    load: vi.fn(async (html: string) => void (target.html = html)),
    print: vi.fn(async (options: WebContentsPrintOptions) => {
      target.options = options;
      return answer;
    }),
    destroy: vi.fn(() => void (target.destroyed = true)),
  } satisfies PrintTarget & Record<string, unknown>;
  return target;
}

const zebra: PrinterSettings = { name: "Zebra_ZD421", layout: "4x6", auto: true };

describe("#printing.printLabelSilently", () => {
  it("should print the label on the chosen printer, at the layout's size, without a dialog", async () => {
    const target = fakeTarget();
    const result = await printLabelSilently(label, zebra, {
      createTarget: () => target,
      listPrinters: async () => printers,
    });

    expect(result).toEqual({ printed: true });
    expect(target.html).toContain('data-parcel-code="P7K2M9QX"');
    expect(target.options).toEqual({
      silent: true,
      printBackground: true,
      deviceName: "Zebra_ZD421",
      margins: { marginType: "none" },
      pageSize: { width: 101600, height: 152400 },
    });
    expect(target.destroyed).toBe(true);
  });

  it("should use the default printer when none is chosen, on A6", async () => {
    const target = fakeTarget();
    await printLabelSilently(
      label,
      { name: null, layout: "a6", auto: true },
      { createTarget: () => target, listPrinters: async () => printers },
    );
    expect(target.options).not.toHaveProperty("deviceName");
    expect(target.options?.pageSize).toEqual({ width: 105000, height: 148000 });
  });

  it("should say why nothing was printed, without opening a page", async () => {
    const createTarget = vi.fn(() => fakeTarget());
    await expect(printLabelSilently(label, zebra, { createTarget, listPrinters: async () => [] })).resolves.toEqual({
      printed: false,
      failure: "No printer is installed on this computer.",
    });
    await expect(
      printLabelSilently(label, { ...zebra, name: "Gone" }, { createTarget, listPrinters: async () => printers }),
    ).resolves.toMatchObject({ printed: false, failure: expect.stringContaining('"Gone"') });
    expect(createTarget).not.toHaveBeenCalled();
  });

  it("should pass the printer's refusal on and always close the page", async () => {
    const refused = fakeTarget({ success: false, failureReason: "Print job canceled" });
    await expect(
      printLabelSilently(label, zebra, { createTarget: () => refused, listPrinters: async () => printers }),
    ).resolves.toEqual({ printed: false, failure: "Print job canceled" });
    expect(refused.destroyed).toBe(true);

    const broken = fakeTarget();
    broken.load.mockRejectedValueOnce(new Error("ERR_FAILED"));
    await expect(
      printLabelSilently(label, zebra, { createTarget: () => broken, listPrinters: async () => printers }),
    ).resolves.toEqual({ printed: false, failure: "ERR_FAILED" });
    expect(broken.destroyed).toBe(true);
  });
});
