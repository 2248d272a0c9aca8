import { contextBridge, ipcRenderer, type IpcRendererEvent } from "electron";
import type { IpfBridge, ScanReading, Unsubscribe, WeightReading } from "@ipf/shared/bridge";
import { IPC } from "../common/ipc";

/**
 * The whole surface the page gets from Electron: named calls, no channel names
 * from the page, no Electron objects passed through (listeners get the reading,
 * never the event).
 */
function subscribe<T>(channel: string, callback: (reading: T) => void): Unsubscribe {
  const listener = (_event: IpcRendererEvent, reading: T) => callback(reading);
  ipcRenderer.on(channel, listener);
  return () => {
    ipcRenderer.removeListener(channel, listener);
  };
}

const bridge = {
  appVersion: () => ipcRenderer.invoke(IPC.appVersion) as Promise<string>,
  apiUrl: () => ipcRenderer.invoke(IPC.apiUrl) as Promise<string>,
  onScan: (callback: (reading: ScanReading) => void) => subscribe(IPC.scan, callback),
  onWeight: (callback: (reading: WeightReading) => void) => subscribe(IPC.weight, callback),
} satisfies IpfBridge;

contextBridge.exposeInMainWorld("ipf", bridge);
