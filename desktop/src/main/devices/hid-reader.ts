import type { DeviceState, HidDeviceRef } from "@ipf/shared/bridge";

/** A device as node-hid lists it (one entry per interface). */
export interface HidDeviceEntry {
  vendorId: number;
  productId: number;
  path?: string | undefined;
  serialNumber?: string | undefined;
  manufacturer?: string | undefined;
  product?: string | undefined;
  usagePage?: number | undefined;
}

/** What HidReader needs of node-hid's HIDAsync. */
export interface HidHandle {
  on(event: "data" | "error", listener: (value: unknown) => void): unknown;
  removeAllListeners(): unknown;
  close(): Promise<void>;
}

export interface HidBackend {
  devices(): Promise<HidDeviceEntry[]>;
  open(path: string): Promise<HidHandle>;
}

export interface HidReaderOptions {
  ref: HidDeviceRef;
  usagePage: number;
  backend: HidBackend;
  onReport(report: Uint8Array): void;
  onStatus(state: DeviceState, detail?: string): void;
  retryMs?: number;
}

/** Whether `entry` is the chosen device's interface with `usagePage` (the path changes on replug; these do not). */
export function isDevice(entry: HidDeviceEntry, ref: HidDeviceRef, usagePage: number): boolean {
  return (
    entry.vendorId === ref.vendorId &&
    entry.productId === ref.productId &&
    (ref.serialNumber === undefined || entry.serialNumber === ref.serialNumber) &&
    (entry.usagePage === undefined || entry.usagePage === usagePage) &&
    entry.path !== undefined
  );
}

/**
 * Reads one HID device and keeps reading it across unplugging: when the
 * device goes away its read fails; from then on the reader looks for it
 * again every second and reopens it under whatever path it comes back with.
 */
export class HidReader {
  private handle: HidHandle | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  /** Bumped on every attempt, so an open that resolves after stop() or a newer attempt is closed, not used. */
  private attempt = 0;

  constructor(private readonly options: HidReaderOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.onStatus("connecting");
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.attempt += 1;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const handle = this.release();
    await handle?.close().catch(() => {});
    this.options.onStatus("off");
  }

  private async connect(): Promise<void> {
    const attempt = ++this.attempt;
    const { ref, usagePage, backend } = this.options;
    let handle: HidHandle;
    try {
      const entry = (await backend.devices()).find((device) => isDevice(device, ref, usagePage));
      if (!entry) return this.retry(attempt, "not plugged in");
      handle = await backend.open(entry.path!);
    } catch (error) {
      return this.retry(attempt, error instanceof Error ? error.message : "cannot open");
    }
    if (attempt !== this.attempt) {
      await handle.close().catch(() => {});
      return;
    }
    this.handle = handle;
    handle.on("data", (data) => {
      if (data instanceof Uint8Array) this.options.onReport(data);
    });
    handle.on("error", (error) => {
      if (this.handle !== handle) return;
      this.release();
      void handle.close().catch(() => {});
      this.retry(this.attempt, error instanceof Error ? error.message : "read failed");
    });
    this.options.onStatus("connected");
  }

  private release(): HidHandle | null {
    const handle = this.handle;
    this.handle = null;
    if (handle) {
      handle.removeAllListeners();
      handle.on("error", () => {});
    }
    return handle;
  }

  private retry(attempt: number, detail: string): void {
    if (this.stopped || attempt !== this.attempt) return;
    this.options.onStatus("connecting", detail);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.options.retryMs ?? 1000);
  }
}
