import { z } from "zod";
import type { DeviceList, DeviceSettings, DeviceStatus, LabelData, PrintResult } from "@ipf/shared/bridge";
import { IPC } from "../../common/ipc";
import { deviceSettingsPayloadSchema, labelDataSchema } from "../../common/device-settings";
import type { TrustCheck } from "../security";
import { handle, type IpcRegistrar } from "./handle";

export interface DeviceIpcContext {
  listDevices(): Promise<DeviceList>;
  getSettings(): DeviceSettings;
  saveSettings(settings: DeviceSettings): Promise<DeviceSettings>;
  getStatus(): DeviceStatus;
  printLabel(label: LabelData): Promise<PrintResult>;
}

/** The desk's devices: listing, choosing, their state, and label printing. */
export function registerDeviceIpc(ipc: IpcRegistrar, isTrusted: TrustCheck, context: DeviceIpcContext): void {
  const none = z.undefined();
  handle(ipc, isTrusted, IPC.listDevices, none, () => context.listDevices());
  handle(ipc, isTrusted, IPC.getDeviceSettings, none, () => context.getSettings());
  handle(ipc, isTrusted, IPC.saveDeviceSettings, deviceSettingsPayloadSchema, (settings) =>
    context.saveSettings(settings),
  );
  handle(ipc, isTrusted, IPC.getDeviceStatus, none, () => context.getStatus());
  handle(ipc, isTrusted, IPC.printLabel, labelDataSchema, (label) => context.printLabel(label));
}
