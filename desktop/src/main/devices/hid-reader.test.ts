import { describe, expect, it, vi } from "vitest";
import type { DeviceState } from "@ipf/shared/bridge";
import { FakeHid } from "./fake-hid";
import { HidReader, isDevice } from "./hid-reader";
import { SCALE_USAGE_PAGE } from "./hid-scale";

const DYMO = { vendorId: 0x0922, productId: 0x8003 };
const scaleEntry = (path: string) => ({ ...DYMO, path, usagePage: SCALE_USAGE_PAGE, product: "M10 10 kg Scale" });

function startReader(hid: FakeHid) {
  const reports: number[][] = [];
  const states: { state: DeviceState; detail?: string }[] = [];
  const reader = new HidReader({
    ref: DYMO,
    usagePage: SCALE_USAGE_PAGE,
    backend: hid,
    retryMs: 10,
    onReport: (report) => reports.push([...report]),
    onStatus: (state, detail) => states.push(detail === undefined ? { state } : { state, detail }),
  });
  reader.start();
  return { reader, reports, states, lastState: () => states.at(-1)?.state };
}

describe("#devices.isDevice", () => {
  it("should match vendor, product, serial and usage page, whatever the path", () => {
    const entry = { ...scaleEntry("/dev/hidraw3"), serialNumber: "A1" };
    expect(isDevice(entry, DYMO, SCALE_USAGE_PAGE)).toBe(true);
    expect(isDevice(entry, { ...DYMO, serialNumber: "A1" }, SCALE_USAGE_PAGE)).toBe(true);
    expect(isDevice(entry, { ...DYMO, serialNumber: "B2" }, SCALE_USAGE_PAGE)).toBe(false);
    expect(isDevice(entry, DYMO, 0x8c)).toBe(false);
    expect(isDevice({ ...entry, path: undefined }, DYMO, SCALE_USAGE_PAGE)).toBe(false);
  });
});

describe("#devices.HidReader", () => {
  it("should open the device and pass its reports on", async () => {
    const hid = new FakeHid();
    hid.plugged = [{ ...DYMO, path: "/dev/hidraw1", usagePage: 0x01 }, scaleEntry("/dev/hidraw2")];
    const { reader, reports, lastState } = startReader(hid);

    await vi.waitFor(() => expect(lastState()).toBe("connected"));
    expect(hid.last().path).toBe("/dev/hidraw2");
    hid.last().report([3, 4, 2, 0, 100, 0]);
    expect(reports).toEqual([[3, 4, 2, 0, 100, 0]]);

    await reader.stop();
    expect(hid.last().closed).toBe(true);
    expect(lastState()).toBe("off");
  });

  it("should wait for a device that is not plugged in", async () => {
    const hid = new FakeHid();
    const { reader, states, lastState } = startReader(hid);
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ state: "connecting", detail: "not plugged in" }));

    hid.plugged = [scaleEntry("/dev/hidraw5")];
    await vi.waitFor(() => expect(lastState()).toBe("connected"));
    await reader.stop();
  });

  it("should find the device again after an unplug, under its new path", async () => {
    const hid = new FakeHid();
    hid.plugged = [scaleEntry("/dev/hidraw2")];
    const { reader, reports, lastState } = startReader(hid);
    await vi.waitFor(() => expect(lastState()).toBe("connected"));
    const first = hid.last();

    hid.unplugAll();
    expect(lastState()).toBe("connecting");
    expect(first.closed).toBe(true);
    first.report([3, 4, 2, 0, 1, 0]); // a late report from the old handle is not passed on

    hid.plugged = [scaleEntry("/dev/hidraw7")];
    await vi.waitFor(() => expect(lastState()).toBe("connected"));
    expect(hid.last().path).toBe("/dev/hidraw7");
    hid.last().report([3, 4, 2, 0, 2, 0]);
    expect(reports).toEqual([[3, 4, 2, 0, 2, 0]]);
    await reader.stop();
  });

  it("should close a device that opens after it was stopped", async () => {
    const hid = new FakeHid();
    hid.plugged = [scaleEntry("/dev/hidraw2")];
    const { reader } = startReader(hid);
    await reader.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(hid.opened.every((handle) => handle.closed)).toBe(true);
  });
});
