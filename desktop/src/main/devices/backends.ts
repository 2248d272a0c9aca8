import type * as NodeHid from "node-hid";
import type * as SerialPortModule from "serialport";
import type { HidBackend, HidHandle } from "./hid-reader";
import type { SerialBackend } from "./serial-scale";

/**
 * The real drivers. Both are native addons, loaded on first use: a machine
 * where one fails to load still starts, with that kind of device unavailable
 * (the settings page shows why).
 */
export function nodeHidBackend(): HidBackend {
  let loading: Promise<typeof NodeHid> | undefined;
  const load = () => (loading ??= import("node-hid"));
  return {
    devices: async () => (await load()).devicesAsync(),
    open: async (path) => {
      const { HIDAsync } = await load();
      // Scanners in HID POS mode and scales are not keyboards: no other program needs them while we read.
      return (await HIDAsync.open(path)) as HidHandle;
    },
  };
}

export function serialPortBackend(): SerialBackend {
  let loading: Promise<typeof SerialPortModule> | undefined;
  const load = () => (loading ??= import("serialport"));
  // SerialPort's constructor is synchronous, so the module is loaded by list() or on the first create().
  let loaded: typeof SerialPortModule | undefined;
  const ready = load().then(
    (module) => (loaded = module),
    () => undefined,
  );
  return {
    list: async () => {
      await ready;
      return loaded ? loaded.SerialPort.list() : [];
    },
    create: (settings) => {
      if (!loaded) throw new Error("serial ports are not available");
      const { path, baudRate, dataBits, parity, stopBits } = settings;
      return new loaded.SerialPort({ path, baudRate, dataBits, parity, stopBits, autoOpen: false });
    },
  };
}
