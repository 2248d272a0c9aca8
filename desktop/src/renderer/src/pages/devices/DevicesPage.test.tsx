// @vitest-environment jsdom
/**
 * The Devices page's scanner and scale pickers, in the desktop app (a
 * stand-in bridge): plugged devices of each role, the chosen device kept in
 * the list while it is unplugged, and a choice saved as its HID reference.
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DEVICE_SETTINGS } from "../../../../common/device-settings";
import type { DeviceList, DeviceSettings, DeviceStatus, IpfBridge } from "@ipf/shared/bridge";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const scanner = {
  role: "scanner" as const,
  vendorId: 0x05e0,
  productId: 0x1200,
  serialNumber: "S1",
  product: "Scanner A",
};
const scale = { role: "scale" as const, vendorId: 0x0922, productId: 0x8003, product: "Scale B", manufacturer: "Dymo" };
const remembered: DeviceSettings = {
  ...DEFAULT_DEVICE_SETTINGS,
  scanner: { kind: "hid", vendorId: 0x0c2e, productId: 0x0200, serialNumber: "OLD", product: "Old scanner" },
};
const saved: DeviceSettings[] = [];
const off: DeviceStatus = { scanner: { state: "off" }, scale: { state: "off" } };
const list: DeviceList = { hid: [scanner, scale], serial: [], printers: [] };
const noop = () => () => undefined;
window.ipf = {
  listDevices: async () => list,
  getDeviceSettings: async () => remembered,
  saveDeviceSettings: async (settings: DeviceSettings) => (saved.push(settings), settings),
  getDeviceStatus: async () => off,
  onDeviceStatus: noop,
  onWeight: noop,
  onScan: noop,
} as unknown as IpfBridge;

const host = document.createElement("div");
document.body.append(host);
const root = createRoot(host);

beforeAll(async () => {
  await import("../../i18n");
  const { DevicesPage } = await import("./DevicesPage");
  await act(async () =>
    root.render(
      <MemoryRouter>
        <DevicesPage />
      </MemoryRouter>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
});
afterAll(() => act(() => root.unmount()));

const options = (id: string) =>
  [...host.querySelectorAll<HTMLOptionElement>(`#${id} option`)].map((option) => option.textContent);

describe("the Devices page's pickers", () => {
  it("list the plugged devices of each role and keep the chosen one while it is unplugged", () => {
    expect(options("desk-scanner")).toEqual([
      "Keyboard (wedge) scanner",
      "Old scanner",
      "USB HID POS scanner: Scanner A · S1",
    ]);
    expect(host.querySelector<HTMLSelectElement>("#desk-scanner")!.value).toBe(`${0x0c2e}:${0x0200}:OLD`);
    expect(options("desk-scale")).toEqual([
      "No scale: weights are typed",
      "Serial scale",
      "USB scale (HID): Dymo · Scale B",
    ]);
  });

  it("save a chosen device as its HID reference", async () => {
    const select = host.querySelector<HTMLSelectElement>("#desk-scale")!;
    await act(async () => {
      select.value = `${0x0922}:${0x8003}:`;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const button = [...host.querySelectorAll("button")].find((b) => b.textContent === "Save")!;
    await act(async () => button.click());
    expect(saved.at(-1)?.scale).toEqual({
      kind: "hid",
      vendorId: 0x0922,
      productId: 0x8003,
      serialNumber: undefined,
      product: "Scale B",
    });
  });
});
