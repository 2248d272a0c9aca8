import { EventEmitter } from "node:events";
import type { HidBackend, HidDeviceEntry, HidHandle } from "./hid-reader";

/** An open device in the fake: a test sends reports through it or pulls it out. */
export class FakeHidHandle extends EventEmitter implements HidHandle {
  closed = false;

  constructor(readonly path: string) {
    super();
  }

  report(bytes: number[]): void {
    this.emit("data", Buffer.from(bytes));
  }

  /** What node-hid's read loop reports when the device is unplugged. */
  fail(message = "could not read from HID device"): void {
    this.emit("error", new Error(message));
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

/** node-hid, reduced to a list of plugged-in devices; for tests (never loaded by the app). */
export class FakeHid implements HidBackend {
  plugged: HidDeviceEntry[] = [];
  opened: FakeHidHandle[] = [];

  async devices(): Promise<HidDeviceEntry[]> {
    return this.plugged.map((entry) => ({ ...entry }));
  }

  async open(path: string): Promise<FakeHidHandle> {
    if (!this.plugged.some((entry) => entry.path === path)) throw new Error(`cannot open device ${path}`);
    const handle = new FakeHidHandle(path);
    this.opened.push(handle);
    return handle;
  }

  /** Unplugs every device: their handles fail like node-hid's do. */
  unplugAll(): void {
    this.plugged = [];
    for (const handle of this.opened) if (!handle.closed) handle.fail();
  }

  last(): FakeHidHandle {
    const handle = this.opened.at(-1);
    if (!handle) throw new Error("nothing opened");
    return handle;
  }
}
