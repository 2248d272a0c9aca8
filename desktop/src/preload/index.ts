import { contextBridge, ipcRenderer, type IpcRendererEvent } from "electron";
import type {
  CarrierLabelDocument,
  DeviceList,
  DeviceSettings,
  DeviceStatus,
  IpfBridge,
  LabelData,
  PrintResult,
  ScanReading,
  Unsubscribe,
  WeightReading,
} from "@ipf/shared/bridge";
import { IPC } from "../common/ipc";

/**
 * The whole surface the page gets from Electron: named calls, no channel names
 * from the page, no Electron objects passed through (listeners get the reading,
 * never the event). Main checks every payload again: this file is not a guard.
 */
function subscribe<T>(channel: string, callback: (value: T) => void): Unsubscribe {
  const listener = (_event: IpcRendererEvent, value: T) => callback(value);
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
  listDevices: () => ipcRenderer.invoke(IPC.listDevices) as Promise<DeviceList>,
  getDeviceSettings: () => ipcRenderer.invoke(IPC.getDeviceSettings) as Promise<DeviceSettings>,
  saveDeviceSettings: (settings: DeviceSettings) =>
    ipcRenderer.invoke(IPC.saveDeviceSettings, settings) as Promise<DeviceSettings>,
  getDeviceStatus: () => ipcRenderer.invoke(IPC.getDeviceStatus) as Promise<DeviceStatus>,
  onDeviceStatus: (callback: (status: DeviceStatus) => void) => subscribe(IPC.deviceStatus, callback),
  printLabel: (label: LabelData) => ipcRenderer.invoke(IPC.printLabel, label) as Promise<PrintResult>,
  printCarrierLabel: (label: CarrierLabelDocument) =>
    ipcRenderer.invoke(IPC.printCarrierLabel, label) as Promise<PrintResult>,
} satisfies IpfBridge;

contextBridge.exposeInMainWorld("ipf", bridge);
