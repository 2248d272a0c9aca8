import { z } from "zod";
import { IPC } from "../../common/ipc";
import type { TrustCheck } from "../security";
import { handle, type IpcRegistrar } from "./handle";

export interface AppIpcContext {
  version: string;
  apiUrl: string;
}

/** About the app itself: what the renderer needs before it can talk to the API. */
export function registerAppIpc(ipc: IpcRegistrar, isTrusted: TrustCheck, context: AppIpcContext): void {
  const none = z.undefined();
  handle(ipc, isTrusted, IPC.appVersion, none, () => context.version);
  handle(ipc, isTrusted, IPC.apiUrl, none, () => context.apiUrl);
}
