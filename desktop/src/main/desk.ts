import type { WebContents } from "electron";
import type { DeviceSettings } from "@ipf/shared/bridge";
import { IPC } from "../common/ipc";
import { loadDeviceSettings, saveDeviceSettings } from "./device-store";
import { nodeHidBackend, serialPortBackend } from "./devices/backends";
import { DeviceManager } from "./devices/manager";
import { registerDeviceIpc } from "./ipc/devices";
import type { IpcRegistrar } from "./ipc/handle";
import { lpSpool, printCarrierLabel } from "./printing/carrier-label-printer";
import { printLabelSilently } from "./printing/label-printer";
import { hiddenPrintTarget, listPrinters } from "./printing/print-window";
import type { TrustCheck } from "./security";

export interface DeskOptions {
  ipc: IpcRegistrar;
  isTrusted: TrustCheck;
  userDataDir: string;
  /** The back office's window, when there is one: readings go there and nowhere else. */
  contents: () => WebContents | undefined;
  warn: (message: string) => void;
}

/**
 * The intake desk's hardware, put together: the device manager fed by the
 * settings file, its readings pushed to the back office, the settings page's
 * calls, and label printing.
 */
export function startDesk({ ipc, isTrusted, userDataDir, contents, warn }: DeskOptions): DeviceManager {
  const loaded = loadDeviceSettings(userDataDir);
  for (const problem of loaded.problems) warn(`device settings ignored: ${problem}`);
  let settings: DeviceSettings = loaded.settings;

  const send = (channel: string, payload: unknown) => {
    const target = contents();
    if (target && !target.isDestroyed()) target.send(channel, payload);
  };

  const manager = new DeviceManager({
    hid: nodeHidBackend(),
    serial: serialPortBackend(),
    sinks: {
      scan: (reading) => send(IPC.scan, reading),
      weight: (reading) => send(IPC.weight, reading),
      status: (status) => send(IPC.deviceStatus, status),
    },
  });

  const printers = async () => {
    const target = contents();
    return target && !target.isDestroyed() ? listPrinters(target) : [];
  };

  registerDeviceIpc(ipc, isTrusted, {
    listDevices: async () => {
      const [devices, printerList] = await Promise.all([manager.list(), printers().catch(() => [])]);
      return { ...devices, printers: printerList };
    },
    getSettings: () => settings,
    saveSettings: async (next) => {
      settings = saveDeviceSettings(userDataDir, next);
      await manager.apply(settings);
      return settings;
    },
    getStatus: () => manager.status(),
    printLabel: (label) =>
      printLabelSilently(label, settings.printer, { createTarget: hiddenPrintTarget, listPrinters: printers }),
    printCarrierLabel: (label) =>
      printCarrierLabel(label, settings.printer, {
        listPrinters: printers,
        spool: lpSpool,
        platform: process.platform,
      }),
  });

  void manager.apply(settings).catch((error: unknown) => warn(`devices: ${String(error)}`));
  return manager;
}
