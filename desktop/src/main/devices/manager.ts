import type {
  DeviceSettings,
  DeviceState,
  DeviceStatus,
  HidDeviceInfo,
  ScaleSettings,
  ScannerSettings,
  ScanReading,
  SerialPortInfo,
  WeightReading,
} from "@ipf/shared/bridge";
import { HidReader, type HidBackend, type HidDeviceEntry } from "./hid-reader";
import { parseHidScaleReport, SCALE_USAGE_PAGE } from "./hid-scale";
import { HidScanAssembler, SCANNER_USAGE_PAGE } from "./hid-scanner";
import { SerialScale, type SerialBackend } from "./serial-scale";

/** Where readings go: in the app, the main window's renderer. */
export interface DeviceSinks {
  scan(reading: ScanReading): void;
  weight(reading: WeightReading): void;
  status(status: DeviceStatus): void;
}

export interface DeviceManagerOptions {
  hid: HidBackend;
  serial: SerialBackend;
  sinks: DeviceSinks;
  retryMs?: number;
  /** A scale that streams repeats itself 10 to 20 times a second: pass a repeat at most this often. */
  repeatMs?: number;
  now?: () => number;
}

interface Runner {
  stop(): Promise<void>;
}

type Role = keyof DeviceStatus;

function sameSettings(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Owns the desk's scanner and scale: opens what the settings name, reopens it
 * when the settings change, and hands readings and connection changes to the
 * sinks. Keyboard-wedge scanners are not opened here: they type into the
 * page, and the renderer tells their bursts from typing.
 */
export class DeviceManager {
  private scanner: Runner | null = null;
  private scale: Runner | null = null;
  private applied: DeviceSettings | null = null;
  private current: DeviceStatus = { scanner: { state: "off" }, scale: { state: "off" } };
  private lastWeight: { reading: WeightReading; at: number } | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: DeviceManagerOptions) {}

  status(): DeviceStatus {
    return structuredClone(this.current);
  }

  /** Starts what `settings` name and stops what they no longer do. Calls are applied in order. */
  apply(settings: DeviceSettings): Promise<void> {
    this.queue = this.queue.then(() => this.applyNow(settings));
    return this.queue;
  }

  stop(): Promise<void> {
    this.queue = this.queue.then(async () => {
      await Promise.all([this.scanner?.stop(), this.scale?.stop()]);
      this.scanner = this.scale = null;
      this.applied = null;
    });
    return this.queue;
  }

  /** HID POS scanners and scales plugged in now, and every serial port. */
  async list(): Promise<{ hid: HidDeviceInfo[]; serial: SerialPortInfo[] }> {
    const [hid, serial] = await Promise.all([
      this.options.hid.devices().catch((): HidDeviceEntry[] => []),
      this.options.serial.list().catch(() => []),
    ]);
    const seen = new Set<string>();
    const devices: HidDeviceInfo[] = [];
    for (const entry of hid) {
      const role =
        entry.usagePage === SCANNER_USAGE_PAGE ? "scanner" : entry.usagePage === SCALE_USAGE_PAGE ? "scale" : null;
      if (!role) continue;
      const key = `${role}:${entry.vendorId}:${entry.productId}:${entry.serialNumber ?? ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      devices.push({
        role,
        vendorId: entry.vendorId,
        productId: entry.productId,
        serialNumber: entry.serialNumber || undefined,
        product: entry.product || undefined,
        manufacturer: entry.manufacturer || undefined,
      });
    }
    return {
      hid: devices,
      serial: serial.map(({ path, manufacturer, serialNumber, vendorId, productId }) => ({
        path,
        manufacturer,
        serialNumber,
        vendorId,
        productId,
      })),
    };
  }

  private async applyNow(settings: DeviceSettings): Promise<void> {
    const before = this.applied;
    this.applied = structuredClone(settings);
    if (!before || !sameSettings(before.scanner, settings.scanner)) {
      await this.scanner?.stop();
      this.scanner = this.startScanner(settings.scanner);
    }
    if (!before || !sameSettings(before.scale, settings.scale)) {
      await this.scale?.stop();
      this.lastWeight = null;
      this.scale = this.startScale(settings.scale);
    }
  }

  private startScanner(settings: ScannerSettings): Runner | null {
    if (settings.kind !== "hid") {
      this.setStatus("scanner", "off");
      return null;
    }
    const assembler = new HidScanAssembler();
    const reader = new HidReader({
      ref: settings,
      usagePage: SCANNER_USAGE_PAGE,
      backend: this.options.hid,
      retryMs: this.options.retryMs,
      onReport: (report) => {
        const text = assembler.push(report);
        if (text !== null) this.options.sinks.scan({ text, source: "hid" });
      },
      onStatus: (state, detail) => {
        if (state !== "connected") assembler.reset();
        this.setStatus("scanner", state, detail);
      },
    });
    reader.start();
    return reader;
  }

  private startScale(settings: ScaleSettings): Runner | null {
    const onStatus = (state: DeviceState, detail?: string) => this.setStatus("scale", state, detail);
    const onReading = (reading: WeightReading) => this.forwardWeight(reading);
    if (settings.kind === "hid") {
      const reader = new HidReader({
        ref: settings,
        usagePage: SCALE_USAGE_PAGE,
        backend: this.options.hid,
        retryMs: this.options.retryMs,
        onReport: (report) => {
          const frame = parseHidScaleReport(report);
          if (frame?.kind === "reading") onReading(frame.reading);
        },
        onStatus,
      });
      reader.start();
      return reader;
    }
    if (settings.kind === "serial") {
      const scale = new SerialScale({
        settings,
        backend: this.options.serial,
        retryMs: this.options.retryMs,
        onReading,
        onStatus,
      });
      scale.start();
      return scale;
    }
    this.setStatus("scale", "off");
    return null;
  }

  private forwardWeight(reading: WeightReading): void {
    const now = (this.options.now ?? Date.now)();
    const last = this.lastWeight;
    const repeat = last && last.reading.kg === reading.kg && last.reading.stable === reading.stable;
    if (repeat && now - last.at < (this.options.repeatMs ?? 500)) return;
    this.lastWeight = { reading, at: now };
    this.options.sinks.weight(reading);
  }

  private setStatus(role: Role, state: DeviceState, detail?: string): void {
    const next = detail === undefined ? { state } : { state, detail };
    if (sameSettings(this.current[role], next)) return;
    this.current = { ...this.current, [role]: next };
    this.options.sinks.status(this.status());
  }
}
