import type { IpcMainInvokeEvent } from "electron";
import { describe, expect, it, vi } from "vitest";
import type { DeviceSettings, LabelData } from "@ipf/shared/bridge";
import { DEFAULT_DEVICE_SETTINGS } from "../../common/device-settings";
import { IPC } from "../../common/ipc";
import { trustOrigins } from "../security";
import { registerDeviceIpc, type DeviceIpcContext } from "./devices";

vi.mock("electron", () => ({ shell: { openExternal: vi.fn() } }));

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

function setup() {
  const handlers = new Map<string, Listener>();
  const context = {
    listDevices: vi.fn(async () => ({ hid: [], serial: [], printers: [] })),
    getSettings: vi.fn(() => DEFAULT_DEVICE_SETTINGS),
    saveSettings: vi.fn(async (settings: DeviceSettings) => settings),
    getStatus: vi.fn(() => ({ scanner: { state: "off" as const }, scale: { state: "off" as const } })),
    printLabel: vi.fn(async () => ({ printed: true })),
    printCarrierLabel: vi.fn(async () => ({ printed: true })),
  } satisfies DeviceIpcContext;
  registerDeviceIpc(
    { handle: (channel, listener) => void handlers.set(channel, listener as Listener) },
    trustOrigins(["app://bundle"]),
    context,
  );
  const invoke = (channel: string, ...args: unknown[]) =>
    Promise.resolve().then(() =>
      handlers.get(channel)!({ senderFrame: { url: "app://bundle/index.html" } } as IpcMainInvokeEvent, ...args),
    );
  return { handlers, context, invoke };
}

const serialScale = {
  kind: "serial",
  path: "/dev/ttyUSB0",
  baudRate: 9600,
  dataBits: 8,
  parity: "none",
  stopBits: 1,
  protocol: "mt-sics",
} as const;

const label: LabelData = {
  parcelCode: "P7K2M9QX",
  customerCode: "A1B2C3",
  customerName: "Amina Haddad",
  warehouse: "France, Paris",
  receivedAt: "2026-03-04T09:05:00.000Z",
  trackNumber: "1Z999AA10123456784",
  weightKg: 1.234,
};

describe("#ipc.registerDeviceIpc", () => {
  it("should register one channel per capability", () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(
      [
        IPC.listDevices,
        IPC.getDeviceSettings,
        IPC.saveDeviceSettings,
        IPC.getDeviceStatus,
        IPC.printLabel,
        IPC.printCarrierLabel,
      ].sort(),
    );
  });

  it("should save complete, valid settings", async () => {
    const { context, invoke } = setup();
    const settings = { ...DEFAULT_DEVICE_SETTINGS, scale: serialScale };
    await expect(invoke(IPC.saveDeviceSettings, settings)).resolves.toEqual(settings);
    expect(context.saveSettings).toHaveBeenCalledWith(settings);
  });

  it.each([
    ["nothing", undefined],
    ["a partial object", { scanner: { kind: "wedge" } }],
    ["an unknown scanner kind", { ...DEFAULT_DEVICE_SETTINGS, scanner: { kind: "bluetooth" } }],
    [
      "a port path with a command in it",
      { ...DEFAULT_DEVICE_SETTINGS, scale: { ...serialScale, path: "COM3 & calc" } },
    ],
    ["an odd baud rate", { ...DEFAULT_DEVICE_SETTINGS, scale: { ...serialScale, baudRate: 12345 } }],
    ["an unknown protocol", { ...DEFAULT_DEVICE_SETTINGS, scale: { ...serialScale, protocol: "modbus" } }],
    ["a USB id out of range", { ...DEFAULT_DEVICE_SETTINGS, scanner: { kind: "hid", vendorId: 70000, productId: 1 } }],
    ["an extra key", { ...DEFAULT_DEVICE_SETTINGS, shell: "/bin/sh" }],
    ["an unknown layout", { ...DEFAULT_DEVICE_SETTINGS, printer: { name: null, layout: "a4", auto: true } }],
    ["an unknown label format", { ...DEFAULT_DEVICE_SETTINGS, labelFormat: "EPL" }],
    ["no label format", { ...DEFAULT_DEVICE_SETTINGS, labelFormat: undefined }],
  ])("should refuse %s as settings", async (_name, payload) => {
    const { context, invoke } = setup();
    await expect(invoke(IPC.saveDeviceSettings, payload)).rejects.toThrow(/invalid payload/);
    expect(context.saveSettings).not.toHaveBeenCalled();
  });

  it("should print a valid label", async () => {
    const { context, invoke } = setup();
    await expect(invoke(IPC.printLabel, label)).resolves.toEqual({ printed: true });
    expect(context.printLabel).toHaveBeenCalledWith(label);
  });

  it.each([
    ["no parcel code", { ...label, parcelCode: "" }],
    ["a code Code 128 cannot carry", { ...label, parcelCode: "P7K2\u00e9" }],
    ["a date that is not ISO 8601", { ...label, receivedAt: "yesterday" }],
    ["a negative weight", { ...label, weightKg: -1 }],
    ["a missing warehouse", { ...label, warehouse: undefined }],
    ["markup smuggled in an extra key", { ...label, html: "<script>" }],
  ])("should refuse a label with %s", async (_name, payload) => {
    const { context, invoke } = setup();
    await expect(invoke(IPC.printLabel, payload)).rejects.toThrow(/invalid payload/);
    expect(context.printLabel).not.toHaveBeenCalled();
  });

  it("should print a carrier label, PDF or ZPL, as base64", async () => {
    const { context, invoke } = setup();
    const pdf = { format: "PDF", document: "JVBERi0xLjQK" };
    const zpl = { format: "ZPL", document: "XlhBXkZPNTAsNTBeQURONTAsNTBeRkRIaV5GU15YWg==" };
    await expect(invoke(IPC.printCarrierLabel, pdf)).resolves.toEqual({ printed: true });
    await expect(invoke(IPC.printCarrierLabel, zpl)).resolves.toEqual({ printed: true });
    expect(context.printCarrierLabel.mock.calls).toEqual([[pdf], [zpl]]);
  });

  it.each([
    ["no document", { format: "PDF", document: "" }],
    ["an unknown format", { format: "EPL", document: "JVBERi0xLjQK" }],
    ["a document that is not base64", { format: "ZPL", document: "^XA^FDhi^FS^XZ" }],
    ["a path instead of a document", { format: "PDF", document: "/etc/passwd" }],
    ["a link instead of a document", { format: "PDF", document: "file:///etc/passwd" }],
    ["a printer named by the page", { format: "PDF", document: "JVBERi0xLjQK", printer: "lp0" }],
    ["a huge document", { format: "PDF", document: "A".repeat(8_000_004) }],
  ])("should refuse a carrier label with %s", async (_name, payload) => {
    const { context, invoke } = setup();
    await expect(invoke(IPC.printCarrierLabel, payload)).rejects.toThrow(/invalid payload/);
    expect(context.printCarrierLabel).not.toHaveBeenCalled();
  });

  it("should take no payload where none is expected", async () => {
    const { invoke } = setup();
    await expect(invoke(IPC.listDevices)).resolves.toEqual({ hid: [], serial: [], printers: [] });
    await expect(invoke(IPC.getDeviceStatus, { all: true })).rejects.toThrow(/invalid payload/);
    await expect(invoke(IPC.getDeviceSettings, "x")).rejects.toThrow(/invalid payload/);
  });
});
