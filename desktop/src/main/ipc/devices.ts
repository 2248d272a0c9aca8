import { z } from "zod";
import type {
  CarrierLabelDocument,
  DeviceList,
  DeviceSettings,
  DeviceStatus,
  LabelData,
  PrintResult,
} from "@ipf/shared/bridge";
import { IPC } from "../../common/ipc";
import { carrierLabelSchema, deviceSettingsPayloadSchema, labelDataSchema } from "../../common/device-settings";
import type { TrustCheck } from "../security";
import { handle, type IpcRegistrar } from "./handle";

export interface DeviceIpcContext {
  listDevices(): Promise<DeviceList>;
  getSettings(): DeviceSettings;
  saveSettings(settings: DeviceSettings): Promise<DeviceSettings>;
  getStatus(): DeviceStatus;
  printLabel(label: LabelData): Promise<PrintResult>;
  printCarrierLabel(label: CarrierLabelDocument): Promise<PrintResult>;
}

/** The desk's devices: listing, choosing, their state, and label printing (ours, and carriers'). */
export function registerDeviceIpc(ipc: IpcRegistrar, isTrusted: TrustCheck, context: DeviceIpcContext): void {
  const none = z.undefined();
  handle(ipc, isTrusted, IPC.listDevices, none, () => context.listDevices());
  handle(ipc, isTrusted, IPC.getDeviceSettings, none, () => context.getSettings());
  handle(ipc, isTrusted, IPC.saveDeviceSettings, deviceSettingsPayloadSchema, (settings) =>
    context.saveSettings(settings),
  );
  handle(ipc, isTrusted, IPC.getDeviceStatus, none, () => context.getStatus());
  handle(ipc, isTrusted, IPC.printLabel, labelDataSchema, (label) => context.printLabel(label));
  handle(ipc, isTrusted, IPC.printCarrierLabel, carrierLabelSchema, (label) => context.printCarrierLabel(label));
}
