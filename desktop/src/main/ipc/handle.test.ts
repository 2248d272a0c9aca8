import type { IpcMainInvokeEvent } from "electron";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { trustOrigins } from "../security";
import { handle, type IpcRegistrar } from "./handle";

vi.mock("electron", () => ({ shell: { openExternal: vi.fn() } }));

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/** An ipcMain that keeps its handlers so a test can invoke them like the renderer would. */
function fakeIpc() {
  const handlers = new Map<string, Listener>();
  const ipc: IpcRegistrar = { handle: (channel, listener) => void handlers.set(channel, listener as Listener) };
  const invoke = (channel: string, from: string, ...args: unknown[]) =>
    Promise.resolve().then(() =>
      handlers.get(channel)!({ senderFrame: { url: from } } as unknown as IpcMainInvokeEvent, ...args),
    );
  return { ipc, invoke };
}

const APP_PAGE = "app://bundle/index.html";
const isTrusted = trustOrigins(["app://bundle"]);
const weighSchema = z.object({ kg: z.number().positive().max(30) });

describe("#ipc.handle", () => {
  it("should pass a valid payload to the handler, parsed", async () => {
    const { ipc, invoke } = fakeIpc();
    const handler = vi.fn((payload: { kg: number }) => payload.kg * 2);
    handle(ipc, isTrusted, "test:weigh", weighSchema, handler);

    await expect(invoke("test:weigh", APP_PAGE, { kg: 1.5 })).resolves.toBe(3);
    expect(handler).toHaveBeenCalledWith({ kg: 1.5 }, expect.anything());
  });

  it("should reject a bad payload without calling the handler", async () => {
    const { ipc, invoke } = fakeIpc();
    const handler = vi.fn();
    handle(ipc, isTrusted, "test:weigh", weighSchema, handler);

    await expect(invoke("test:weigh", APP_PAGE, { kg: "1.5" })).rejects.toThrow(/invalid payload/);
    await expect(invoke("test:weigh", APP_PAGE, { kg: 31 })).rejects.toThrow(/invalid payload/);
    await expect(invoke("test:weigh", APP_PAGE)).rejects.toThrow(/invalid payload/);
    expect(handler).not.toHaveBeenCalled();
  });

  it("should reject extra arguments", async () => {
    const { ipc, invoke } = fakeIpc();
    const handler = vi.fn();
    handle(ipc, isTrusted, "test:weigh", weighSchema, handler);

    await expect(invoke("test:weigh", APP_PAGE, { kg: 1 }, "more")).rejects.toThrow(/one payload/);
    expect(handler).not.toHaveBeenCalled();
  });

  it("should accept no payload only where the schema says none", async () => {
    const { ipc, invoke } = fakeIpc();
    const handler = vi.fn(() => "0.1.0");
    handle(ipc, isTrusted, "test:version", z.undefined(), handler);

    await expect(invoke("test:version", APP_PAGE)).resolves.toBe("0.1.0");
    await expect(invoke("test:version", APP_PAGE, { sneaky: true })).rejects.toThrow(/invalid payload/);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("should refuse a sender that is not the back office", async () => {
    const { ipc, invoke } = fakeIpc();
    const handler = vi.fn();
    handle(ipc, isTrusted, "test:weigh", weighSchema, handler);

    await expect(invoke("test:weigh", "https://evil.example/", { kg: 1 })).rejects.toThrow(/sender/);
    expect(handler).not.toHaveBeenCalled();
  });
});
