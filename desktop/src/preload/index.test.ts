import { beforeEach, describe, expect, it, vi } from "vitest";
import type { IpfBridge } from "@ipf/shared/bridge";
import { IPC } from "../common/ipc";

const exposed = new Map<string, unknown>();
const invoke = vi.fn(async (..._args: unknown[]) => "answer");
const listeners = new Map<string, (event: unknown, value: unknown) => void>();
const removeListener = vi.fn();

vi.mock("electron", () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: unknown) => exposed.set(name, api) },
  ipcRenderer: {
    invoke,
    on: (channel: string, listener: (event: unknown, value: unknown) => void) => listeners.set(channel, listener),
    removeListener,
  },
}));

await import("./index");
const bridge = exposed.get("ipf") as IpfBridge;

beforeEach(() => invoke.mockClear());

describe("#preload bridge", () => {
  it("should expose one object with one named member per capability, and nothing generic", () => {
    expect([...exposed.keys()]).toEqual(["ipf"]);
    expect(Object.keys(bridge).sort()).toEqual(
      [
        "apiUrl",
        "appVersion",
        "getDeviceSettings",
        "getDeviceStatus",
        "listDevices",
        "onDeviceStatus",
        "onScan",
        "onWeight",
        "printCarrierLabel",
        "printLabel",
        "saveDeviceSettings",
      ].sort(),
    );
  });

  it("should call each channel by name, passing only the payload", async () => {
    const label = {
      parcelCode: "P1",
      customerCode: "C1",
      warehouse: "France",
      receivedAt: "2026-03-04T09:05:00.000Z",
    };
    await bridge.printLabel(label);
    await bridge.listDevices();
    expect(invoke.mock.calls).toEqual([[IPC.printLabel, label], [IPC.listDevices]]);
  });

  it("should hand listeners the reading, never the IPC event, and let them unsubscribe", () => {
    const seen: unknown[] = [];
    const stop = bridge.onWeight((reading) => seen.push(reading));
    listeners.get(IPC.weight)!({ sender: "electron internals" }, { kg: 1.2, stable: true, raw: "ST,GS,+1.2kg" });
    expect(seen).toEqual([{ kg: 1.2, stable: true, raw: "ST,GS,+1.2kg" }]);
    stop();
    expect(removeListener).toHaveBeenCalledWith(IPC.weight, expect.any(Function));
  });
});
