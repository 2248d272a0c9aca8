/** IPC channel names, shared by the preload (which calls) and main (which answers). */
export const IPC = {
  appVersion: "app:version",
  apiUrl: "app:api-url",
  /** main -> renderer pushes */
  scan: "device:scan",
  weight: "device:weight",
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];
