import { useEffect, useRef, useSyncExternalStore } from "react";
import type { DeviceSettings, DeviceStatus, ScanReading, WeightReading } from "@ipf/shared/bridge";
import { DEFAULT_DEVICE_SETTINGS, deviceSettingsSchema, warehouseIdSchema } from "../../../common/device-settings";
import { bridge } from "../platform";
import { attachWedgeScanner } from "./scanner";

/**
 * What the screens know of the desk's devices: the settings, the scanner's
 * and scale's connection, the last weight. In the desktop app it all comes
 * from the main process; in the browser build the settings that make sense
 * there (camera, label size, the desk's warehouse) live in localStorage and
 * the rest stays off (carrier labels are PDF there).
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
    // A browser cannot send ZPL to a printer: carrier labels come as PDF, saved or opened.
    labelFormat: "PDF",
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

  /**
   * The warehouse this desk receives at, remembered the moment the desk
   * chooses it (with the devices: settings.json in the desktop app,
   * localStorage in a browser); null forgets it.
   */
  saveWarehouse(warehouseId: string | null): Promise<DeviceSettings> {
    return this.save({ ...this.snapshot.settings, warehouseId });
  }

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

  private loaded(settings: DeviceSettings): void {
    this.update({ settings, loaded: true });
    const earlier = takeOldWarehouse();
    if (earlier && !settings.warehouseId) void this.saveWarehouse(earlier).catch(() => undefined);
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
      this.loaded(readBrowserSettings());
      return;
    }
    bridge.onWeight((weight) => this.update({ weight }));
    bridge.onDeviceStatus((status) => this.update({ status }));
    void bridge.getDeviceSettings().then((settings) => this.loaded(settings));
    void bridge.getDeviceStatus().then((status) => this.update({ status }));
  }
}

export const deskStore = new DeskStore();

/** Where desks kept their warehouse before it joined the desk's settings: read once, then removed. */
const OLD_WAREHOUSE_KEYS = ["ipf.desk.warehouse", "ipf.intake.warehouse"];

function takeOldWarehouse(): string | null {
  try {
    const found = OLD_WAREHOUSE_KEYS.map((key) => localStorage.getItem(key)).find(Boolean) ?? null;
    for (const key of OLD_WAREHOUSE_KEYS) localStorage.removeItem(key);
    const parsed = warehouseIdSchema.safeParse(found);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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
