/** IPC channel names, shared by the preload (which calls) and main (which answers). */
export const IPC = {
  appVersion: "app:version",
  apiUrl: "app:api-url",
  listDevices: "devices:list",
  getDeviceSettings: "devices:settings-get",
  saveDeviceSettings: "devices:settings-save",
  getDeviceStatus: "devices:status-get",
  printLabel: "label:print",
  printCarrierLabel: "label:print-carrier",
  /** main -> renderer pushes */
  scan: "device:scan",
  weight: "device:weight",
  deviceStatus: "device:status",
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];
