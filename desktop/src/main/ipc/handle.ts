import type { IpcMain, IpcMainInvokeEvent } from "electron";
import type { z } from "zod";
import type { TrustCheck } from "../security";

export type IpcRegistrar = Pick<IpcMain, "handle">;

export class IpcRejected extends Error {
  override name = "IpcRejected";
}

/**
 * Registers an invoke handler that answers only the app's own pages and only
 * with a payload its schema accepts. Every channel goes through here: the
 * renderer is treated like any other client of an API.
 */
export function handle<S extends z.ZodType, R>(
  ipc: IpcRegistrar,
  isTrusted: TrustCheck,
  channel: string,
  schema: S,
  handler: (payload: z.output<S>, event: IpcMainInvokeEvent) => R | Promise<R>,
): void {
  ipc.handle(channel, async (event, ...args: unknown[]) => {
    if (!isTrusted(event.senderFrame?.url)) {
      throw new IpcRejected(`${channel}: sender is not the back office`);
    }
    if (args.length > 1) throw new IpcRejected(`${channel}: expected one payload`);
    const parsed = schema.safeParse(args[0]);
    if (!parsed.success) throw new IpcRejected(`${channel}: invalid payload`);
    return handler(parsed.data, event);
  });
}
