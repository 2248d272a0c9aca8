import { useEffect, useRef, useSyncExternalStore } from "react";
import type { DeviceSettings, DeviceStatus, ScanReading, WeightReading } from "@ipf/shared/bridge";
import { DEFAULT_DEVICE_SETTINGS, deviceSettingsSchema } from "../../../common/device-settings";
import { bridge } from "../platform";
import { attachWedgeScanner } from "./scanner";

/**
 * What the screens know of the desk's devices: the settings, the scanner's
 * and scale's connection, the last weight. In the desktop app it all comes
 * from the main process; in the browser build the settings that make sense
 * there (camera, label size) live in localStorage and the rest stays off.
 */

export const BROWSER_SETTINGS_KEY = "ipf.desk";

export interface DeskSnapshot {
  settings: DeviceSettings;
  loaded: boolean;
  status: DeviceStatus;
  weight: WeightReading | null;
}

const OFF: DeviceStatus = { scanner: { state: "off" }, scale: { state: "off" } };

function readBrowserSettings(): DeviceSettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(BROWSER_SETTINGS_KEY) ?? "{}");
    const parsed = deviceSettingsSchema.safeParse(stored);
    if (parsed.success) return browserOnly(parsed.data);
  } catch {
    // a broken entry is replaced on the next save
  }
  return structuredClone(DEFAULT_DEVICE_SETTINGS);
}

/** Without the main process there is no HID, serial port or printer list: only what the page itself can use. */
function browserOnly(settings: DeviceSettings): DeviceSettings {
  return {
    ...settings,
    scanner: { kind: "wedge" },
    scale: { kind: "none" },
    printer: { ...settings.printer, name: null },
  };
}

class DeskStore {
  private snapshot: DeskSnapshot = { settings: DEFAULT_DEVICE_SETTINGS, loaded: false, status: OFF, weight: null };
  private readonly listeners = new Set<() => void>();
  private started = false;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.start();
    return () => this.listeners.delete(listener);
  };

  get = () => this.snapshot;

  async save(settings: DeviceSettings): Promise<DeviceSettings> {
    let stored: DeviceSettings;
    if (bridge) {
      stored = await bridge.saveDeviceSettings(settings);
    } else {
      stored = browserOnly(deviceSettingsSchema.parse(settings));
      localStorage.setItem(BROWSER_SETTINGS_KEY, JSON.stringify(stored));
    }
    this.update({ settings: stored, loaded: true });
    return stored;
  }

  private update(change: Partial<DeskSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Listens to the main process for the life of the page: the readings are wanted on every screen of the desk. */
  private start(): void {
    if (this.started) return;
    this.started = true;
    if (!bridge) {
      this.update({ settings: readBrowserSettings(), loaded: true });
      return;
    }
    bridge.onWeight((weight) => this.update({ weight }));
    bridge.onDeviceStatus((status) => this.update({ status }));
    void bridge.getDeviceSettings().then((settings) => this.update({ settings, loaded: true }));
    void bridge.getDeviceStatus().then((status) => this.update({ status }));
  }
}

export const deskStore = new DeskStore();

const WAREHOUSE_KEY = "ipf.desk.warehouse";
/** Where desks kept it before it was remembered on every change; read once, then replaced. */
const OLD_WAREHOUSE_KEY = "ipf.intake.warehouse";

/**
 * The warehouse this desk receives at. A desk stands in one warehouse: the
 * choice is remembered the moment it is made, like the camera, and survives
 * reloads and restarts (localStorage, kept per machine by the desktop app
 * too). "" until one is chosen.
 */
export const deskWarehouse = {
  get(): string {
    try {
      return localStorage.getItem(WAREHOUSE_KEY) ?? localStorage.getItem(OLD_WAREHOUSE_KEY) ?? "";
    } catch {
      return "";
    }
  },
  set(warehouseId: string): void {
    try {
      if (warehouseId) localStorage.setItem(WAREHOUSE_KEY, warehouseId);
      else localStorage.removeItem(WAREHOUSE_KEY);
      localStorage.removeItem(OLD_WAREHOUSE_KEY);
    } catch {
      // storage full or disabled: the desk chooses again next time
    }
  },
};

export function useDesk(): DeskSnapshot {
  return useSyncExternalStore(deskStore.subscribe, deskStore.get);
}

/**
 * Every scan, from a wedge scanner (typed into the page) or a HID scanner
 * (through the bridge), while `enabled`. The handler may change between
 * renders without re-attaching.
 */
export function useScans(onScan: (reading: ScanReading) => void, enabled = true): void {
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  });
  useEffect(() => {
    if (!enabled) return;
    const stopWedge = attachWedgeScanner(window, (text) => handler.current({ text, source: "wedge" }));
    const stopHid = bridge?.onScan((reading) => handler.current(reading));
    return () => {
      stopWedge();
      stopHid?.();
    };
  }, [enabled]);
}
