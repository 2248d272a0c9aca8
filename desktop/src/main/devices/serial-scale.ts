import type { DeviceState, SerialScaleSettings, WeightReading } from "@ipf/shared/bridge";
import { Framer, SERIAL_PROTOCOLS, type SerialProtocol } from "./serial-protocols";

/** What SerialScale needs of a serialport `SerialPortStream` (the real one, or the mock binding's). */
export interface SerialPortLike {
  readonly isOpen: boolean;
  open(callback: (error: Error | null) => void): void;
  close(callback?: (error: Error | null) => void): void;
  write(data: string): unknown;
  on(event: "data" | "close" | "error", listener: (value: unknown) => void): unknown;
  removeAllListeners(): unknown;
}

export interface SerialPortEntry {
  path: string;
  manufacturer?: string | undefined;
  serialNumber?: string | undefined;
  vendorId?: string | undefined;
  productId?: string | undefined;
}

export interface SerialBackend {
  list(): Promise<SerialPortEntry[]>;
  /** A port object, not opened yet. */
  create(settings: SerialScaleSettings): SerialPortLike;
}

export interface SerialScaleOptions {
  settings: SerialScaleSettings;
  backend: SerialBackend;
  onReading(reading: WeightReading): void;
  onStatus(state: DeviceState, detail?: string): void;
  /** How long to wait before looking for the port again after it went away. */
  retryMs?: number;
}

function messageOf(value: unknown, fallback: string): string {
  return value instanceof Error ? value.message : fallback;
}

/**
 * A scale on a serial port (or a USB-serial adapter): opens it, polls it when
 * its protocol needs a request, parses frames into readings. When the port
 * goes away (cable pulled, adapter unplugged, scale switched off) it keeps
 * trying to open it again, so plugging it back in is all staff have to do.
 */
export class SerialScale {
  private readonly protocol: SerialProtocol;
  private readonly framer: Framer;
  private port: SerialPortLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = true;

  constructor(private readonly options: SerialScaleOptions) {
    this.protocol = SERIAL_PROTOCOLS[options.settings.protocol];
    this.framer = new Framer(this.protocol.delimiter);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.onStatus("connecting");
    this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const port = this.port;
    this.release();
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
    this.options.onStatus("off");
  }

  private connect(): void {
    if (this.stopped) return;
    let port: SerialPortLike;
    try {
      port = this.options.backend.create(this.options.settings);
    } catch (error) {
      return this.scheduleRetry(messageOf(error, "cannot open"));
    }
    this.port = port;
    this.framer.reset();
    port.on("data", (chunk) => this.receive(chunk));
    // A failed read or write is followed by "close"; that is where we recover.
    port.on("error", () => {});
    port.on("close", (error) => this.lost(port, messageOf(error, "port closed")));
    port.open((error) => {
      if (this.port !== port) return;
      if (error) return this.lost(port, error.message);
      this.options.onStatus("connected");
      this.startPolling(port);
    });
  }

  private receive(chunk: unknown): void {
    const text = Buffer.isBuffer(chunk) ? chunk.toString("latin1") : String(chunk);
    for (const frame of this.framer.push(text)) {
      const reading = this.protocol.parse(frame);
      if (reading) this.options.onReading(reading);
    }
  }

  private startPolling(port: SerialPortLike): void {
    const { poll } = this.protocol;
    if (!poll) return;
    port.write(poll.command);
    this.pollTimer = setInterval(() => {
      if (port.isOpen) port.write(poll.command);
    }, poll.everyMs);
  }

  /** Forgets the current port (its late events are ignored) and stops polling it. */
  private release(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    const port = this.port;
    this.port = null;
    if (port) {
      port.removeAllListeners();
      port.on("error", () => {});
    }
  }

  private lost(port: SerialPortLike, detail: string): void {
    if (this.port !== port) return;
    this.release();
    this.scheduleRetry(detail);
  }

  private scheduleRetry(detail: string): void {
    if (this.stopped) return;
    this.options.onStatus("connecting", detail);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, this.options.retryMs ?? 1000);
  }
}
