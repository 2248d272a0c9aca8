import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeviceSettings } from "@ipf/shared/bridge";
import { DEFAULT_DEVICE_SETTINGS } from "../common/device-settings";
import { loadDeviceSettings, saveDeviceSettings, SettingsFileBroken } from "./device-store";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ipf-devices-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = () => join(dir, "settings.json");
const desk: DeviceSettings = {
  scanner: { kind: "hid", vendorId: 3118, productId: 2959, product: "Voyager 1450g" },
  scale: {
    kind: "serial",
    path: "COM3",
    baudRate: 9600,
    dataBits: 7,
    parity: "even",
    stopBits: 1,
    protocol: "nci",
  },
  camera: { deviceId: "c0ffee", label: "Logitech C920" },
  printer: { name: "Zebra_ZD421", layout: "4x6", auto: true },
  warehouseId: "7d5a8c1e-2f4b-4c3d-9e8f-0a1b2c3d4e5f",
  labelFormat: "ZPL",
};

describe("#deviceStore", () => {
  it("should start from the defaults", () => {
    expect(loadDeviceSettings(dir)).toEqual({ settings: DEFAULT_DEVICE_SETTINGS, problems: [] });
  });

  it("should save beside the other settings and read back what it saved", () => {
    writeFileSync(file(), JSON.stringify({ apiUrl: "https://api.example.com", futureKey: 1 }));
    expect(saveDeviceSettings(dir, desk)).toEqual(desk);

    expect(JSON.parse(readFileSync(file(), "utf8"))).toEqual({
      apiUrl: "https://api.example.com",
      futureKey: 1,
      devices: desk,
    });
    expect(loadDeviceSettings(dir).settings).toEqual(desk);
  });

  it("should fill what an older file lacks with defaults", () => {
    writeFileSync(file(), JSON.stringify({ devices: { printer: { name: null, layout: "a6", auto: false } } }));
    expect(loadDeviceSettings(dir).settings).toEqual({
      ...DEFAULT_DEVICE_SETTINGS,
      printer: { name: null, layout: "a6", auto: false },
    });
  });

  it("should fall back to defaults, and say why, when the devices are wrong", () => {
    writeFileSync(file(), JSON.stringify({ devices: { scale: { kind: "serial", path: "COM3; rm -rf /" } } }));
    const loaded = loadDeviceSettings(dir);
    expect(loaded.settings).toEqual(DEFAULT_DEVICE_SETTINGS);
    expect(loaded.problems[0]).toMatch(/devices/);
  });

  it("should refuse to overwrite a file it cannot read", () => {
    writeFileSync(file(), "{ apiUrl: oops");
    expect(() => saveDeviceSettings(dir, desk)).toThrow(SettingsFileBroken);
    expect(readFileSync(file(), "utf8")).toBe("{ apiUrl: oops");
  });
});
