import { SerialPortMock } from "serialport";
import { describe, expect, it, vi } from "vitest";
import type { DeviceSettings, DeviceStatus, ScanReading, WeightReading } from "@ipf/shared/bridge";
import { DEFAULT_DEVICE_SETTINGS } from "../../common/device-settings";
import { FakeHid } from "./fake-hid";
import { SCALE_USAGE_PAGE } from "./hid-scale";
import { SCANNER_USAGE_PAGE, SCANNED_REPORT_LENGTH } from "./hid-scanner";
import { DeviceManager } from "./manager";
import type { SerialBackend } from "./serial-scale";

const SCANNER = { vendorId: 0x0c2e, productId: 0x0b8f, serialNumber: "19100B1234" };
const SCALE = { vendorId: 0x0922, productId: 0x8003 };

function scanReport(text: string): number[] {
  const report = new Array<number>(SCANNED_REPORT_LENGTH + 1).fill(0);
  report[0] = 2;
  report[1] = text.length;
  [..."]C0"].forEach((char, index) => (report[2 + index] = char.charCodeAt(0)));
  [...text].forEach((char, index) => (report[5 + index] = char.charCodeAt(0)));
  return report;
}

const noSerial: SerialBackend = {
  list: async () => [{ path: "/dev/ttyS0", manufacturer: "Prolific" }],
  create: (settings) => new SerialPortMock({ path: settings.path, baudRate: settings.baudRate, autoOpen: false }),
};

function setup() {
  const hid = new FakeHid();
  hid.plugged = [
    { ...SCANNER, path: "/dev/hidraw1", usagePage: SCANNER_USAGE_PAGE, product: "Voyager 1450g" },
    { ...SCANNER, path: "/dev/hidraw2", usagePage: 0x01, product: "Voyager 1450g" }, // its keyboard interface
    { ...SCALE, path: "/dev/hidraw3", usagePage: SCALE_USAGE_PAGE, product: "M10" },
    { ...SCALE, path: "/dev/hidraw4", usagePage: SCALE_USAGE_PAGE, product: "M10" }, // a second collection
  ];
  const scans: ScanReading[] = [];
  const weights: WeightReading[] = [];
  const statuses: DeviceStatus[] = [];
  let clock = 0;
  const manager = new DeviceManager({
    hid,
    serial: noSerial,
    retryMs: 10,
    now: () => clock,
    sinks: {
      scan: (reading) => scans.push(reading),
      weight: (reading) => weights.push(reading),
      status: (status) => statuses.push(status),
    },
  });
  const tick = (ms: number) => (clock += ms);
  return { hid, manager, scans, weights, statuses, tick };
}

const withHid: DeviceSettings = {
  ...DEFAULT_DEVICE_SETTINGS,
  scanner: { kind: "hid", ...SCANNER },
  scale: { kind: "hid", ...SCALE },
};

describe("#devices.DeviceManager", () => {
  it("should list HID POS scanners and scales once each, and the serial ports", async () => {
    const { manager } = setup();
    const { hid, serial } = await manager.list();
    expect(hid).toEqual([
      { role: "scanner", ...SCANNER, product: "Voyager 1450g", manufacturer: undefined },
      { role: "scale", ...SCALE, serialNumber: undefined, product: "M10", manufacturer: undefined },
    ]);
    expect(serial).toEqual([expect.objectContaining({ path: "/dev/ttyS0", manufacturer: "Prolific" })]);
  });

  it("should open nothing for a wedge scanner and no scale", async () => {
    const { manager, hid } = setup();
    await manager.apply(DEFAULT_DEVICE_SETTINGS);
    expect(hid.opened).toEqual([]);
    expect(manager.status()).toEqual({ scanner: { state: "off" }, scale: { state: "off" } });
  });

  it("should turn HID scanner reports into scans", async () => {
    const { manager, hid, scans, statuses } = setup();
    await manager.apply(withHid);
    await vi.waitFor(() => expect(manager.status().scanner.state).toBe("connected"));

    hid.opened.find((handle) => handle.path === "/dev/hidraw1")!.report(scanReport("1Z999AA10123456784"));
    expect(scans).toEqual([{ text: "1Z999AA10123456784", source: "hid" }]);
    expect(statuses.at(-1)).toEqual({ scanner: { state: "connected" }, scale: { state: "connected" } });
    await manager.stop();
  });

  it("should pass weight changes at once and repeats at most twice a second", async () => {
    const { manager, hid, weights, tick } = setup();
    await manager.apply(withHid);
    await vi.waitFor(() => expect(manager.status().scale.state).toBe("connected"));
    const scale = hid.opened.find((handle) => handle.path === "/dev/hidraw3")!;

    scale.report([3, 3, 2, 0, 0xf4, 0x01]); // 500 g, moving
    scale.report([3, 4, 2, 0, 0xf4, 0x01]); // 500 g, stable: a change
    tick(100);
    scale.report([3, 4, 2, 0, 0xf4, 0x01]); // repeat, too soon
    tick(500);
    scale.report([3, 4, 2, 0, 0xf4, 0x01]); // repeat, passed as a heartbeat
    scale.report([3, 1, 2, 0, 0, 0]); // fault: no reading

    expect(weights.map(({ kg, stable }) => [kg, stable])).toEqual([
      [0.5, false],
      [0.5, true],
      [0.5, true],
    ]);
    await manager.stop();
  });

  it("should reopen only what changed, and report the state of each", async () => {
    const { manager, hid, statuses } = setup();
    await manager.apply(withHid);
    await vi.waitFor(() => expect(manager.status().scale.state).toBe("connected"));
    const opened = hid.opened.length;

    await manager.apply(structuredClone(withHid));
    expect(hid.opened.length).toBe(opened);

    await manager.apply({ ...withHid, scale: { kind: "none" } });
    expect(manager.status()).toEqual({ scanner: { state: "connected" }, scale: { state: "off" } });
    expect(hid.opened.find((handle) => handle.path === "/dev/hidraw3")!.closed).toBe(true);
    expect(hid.opened.find((handle) => handle.path === "/dev/hidraw1")!.closed).toBe(false);

    hid.unplugAll();
    expect(statuses.at(-1)?.scanner).toEqual({ state: "connecting", detail: "could not read from HID device" });
    await manager.stop();
  });
});
