import type { IpcMainInvokeEvent } from "electron";
import { describe, expect, it, vi } from "vitest";
import { IPC } from "../../common/ipc";
import { trustOrigins } from "../security";
import { registerAppIpc } from "./app";

vi.mock("electron", () => ({ shell: { openExternal: vi.fn() } }));

describe("#ipc.registerAppIpc", () => {
  it("should answer the version and the API URL, and nothing with a payload", async () => {
    const handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
    registerAppIpc(
      { handle: (channel, listener) => void handlers.set(channel, listener) },
      trustOrigins(["app://bundle"]),
      { version: "1.2.3", apiUrl: "https://api.example" },
    );
    const event = { senderFrame: { url: "app://bundle/index.html" } } as unknown as IpcMainInvokeEvent;

    expect([...handlers.keys()].sort()).toEqual([IPC.apiUrl, IPC.appVersion].sort());
    await expect(handlers.get(IPC.appVersion)!(event)).resolves.toBe("1.2.3");
    await expect(handlers.get(IPC.apiUrl)!(event)).resolves.toBe("https://api.example");
    await expect(handlers.get(IPC.apiUrl)!(event, "x")).rejects.toThrow(/invalid payload/);
  });
});
