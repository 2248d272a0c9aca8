import { SerialPortMock } from "serialport";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeviceState, ScaleProtocol, SerialScaleSettings, WeightReading } from "@ipf/shared/bridge";
import { SerialScale, type SerialBackend } from "./serial-scale";

const PATH = "/dev/ttyUSB0";
// serialport's own copy of @serialport/binding-mock (an ESM import of the package would be another instance).
const MockBinding = SerialPortMock.binding;
type MockPortBinding = NonNullable<SerialPortMock["port"]>;

/** A backend on @serialport/binding-mock that keeps the ports it made, so a test can play the scale's part. */
function mockBackend() {
  const ports: SerialPortMock[] = [];
  const backend: SerialBackend = {
    list: () => MockBinding.list(),
    create: ({ path, baudRate }) => {
      const port = new SerialPortMock({ path, baudRate, autoOpen: false });
      ports.push(port);
      return port;
    },
  };
  const binding = () => ports.at(-1)!.port as MockPortBinding;
  return { backend, ports, binding };
}

/** What the cable delivers next, byte for byte. */
function send(binding: MockPortBinding, data: string | number[]) {
  binding.emitData(typeof data === "string" ? Buffer.from(data, "latin1") : Buffer.from(data));
}

/**
 * Pulls the cable: the port leaves the system and the read in progress fails
 * the way the native binding's does (not a cancellation), which serialport
 * turns into a "close" carrying a disconnect error.
 */
async function unplug(binding: MockPortBinding) {
  MockBinding.reset();
  const internals = binding as unknown as { pendingRead: ((error: Error) => void) | null };
  await vi.waitFor(() => expect(internals.pendingRead).not.toBeNull());
  internals.pendingRead!(new Error("device reports readiness to read but returned no data"));
}

function startScale(protocol: ScaleProtocol, backend: SerialBackend) {
  const readings: WeightReading[] = [];
  const states: { state: DeviceState; detail?: string }[] = [];
  const settings: SerialScaleSettings = {
    kind: "serial",
    path: PATH,
    baudRate: 9600,
    dataBits: 8,
    parity: "none",
    stopBits: 1,
    protocol,
  };
  const scale = new SerialScale({
    settings,
    backend,
    retryMs: 20,
    onReading: (reading) => readings.push(reading),
    onStatus: (state, detail) => states.push(detail === undefined ? { state } : { state, detail }),
  });
  scale.start();
  const lastState = () => states.at(-1)?.state;
  return { scale, readings, states, lastState };
}

beforeEach(() => MockBinding.reset());
afterEach(() => MockBinding.reset());

describe("#devices.SerialScale", () => {
  it("should read a continuous stream, across split lines, noise and unstable frames", async () => {
    MockBinding.createPort(PATH);
    const { backend, binding } = mockBackend();
    const { scale, readings, lastState } = startScale("continuous", backend);
    await vi.waitFor(() => expect(lastState()).toBe("connected"));

    send(binding(), "+  0.9"); // the tail of a frame the scale sent before we listened
    send(binding(), "99kg\r\nUS,GS,+  1.2");
    send(binding(), "10kg\r\n");
    send(binding(), [0x00, 0xff, 0x13, 0x0d, 0x0a]); // line noise
    send(binding(), "ST,GS,+  1.234kg\r\nOL,GS,+  .    kg\r\nST,GS,+  1.234kg\r\n");

    await vi.waitFor(() => expect(readings).toHaveLength(3));
    expect(readings.map(({ kg, stable }) => [kg, stable])).toEqual([
      [1.21, false],
      [1.234, true],
      [1.234, true],
    ]);
    expect(readings[1]!.raw).toBe("ST,GS,+  1.234kg");
    await scale.stop();
    expect(lastState()).toBe("off");
  });

  it("should poll an MT-SICS balance with SI and read its replies", async () => {
    MockBinding.createPort(PATH, { record: true });
    const { backend, binding } = mockBackend();
    const { scale, readings } = startScale("mt-sics", backend);

    await vi.waitFor(() => expect(binding().recording.toString()).toContain("SI\r\n"));
    send(binding(), "S D      0.512 kg\r\nS I\r\nS S      0.515 kg\r\n");

    await vi.waitFor(() => expect(readings).toHaveLength(2));
    expect(readings.map(({ kg, stable }) => [kg, stable])).toEqual([
      [0.512, false],
      [0.515, true],
    ]);
    await scale.stop();
  });

  it("should poll an NCI scale with W and read ETX-terminated answers", async () => {
    MockBinding.createPort(PATH, { record: true });
    const { backend, binding } = mockBackend();
    const { scale, readings } = startScale("nci", backend);

    await vi.waitFor(() => expect(binding().recording.toString()).toContain("W\r"));
    send(binding(), "\n  2.345kg\r\n00\r\u0003\n  2.3");
    send(binding(), "40kg\r\n10\r\u0003");

    await vi.waitFor(() => expect(readings).toHaveLength(2));
    expect(readings.map(({ kg, stable }) => [kg, stable])).toEqual([
      [2.345, true],
      [2.34, false],
    ]);
    await scale.stop();
  });

  it("should keep trying while the port is missing, and read once it appears", async () => {
    const { backend, binding } = mockBackend();
    const { scale, readings, states, lastState } = startScale("continuous", backend);

    await vi.waitFor(() => expect(states.at(-1)?.detail).toMatch(/does not exist/));
    expect(lastState()).toBe("connecting");

    MockBinding.createPort(PATH);
    await vi.waitFor(() => expect(lastState()).toBe("connected"));
    send(binding(), "ST,GS,+  0.700kg\r\n");
    await vi.waitFor(() => expect(readings).toHaveLength(1));
    await scale.stop();
  });

  it("should recover from a port that disappears, without a restart", async () => {
    MockBinding.createPort(PATH);
    const { backend, binding, ports } = mockBackend();
    const { scale, readings, states, lastState } = startScale("continuous", backend);
    await vi.waitFor(() => expect(lastState()).toBe("connected"));
    send(binding(), "ST,GS,+  1.000kg\r\n");
    await vi.waitFor(() => expect(readings).toHaveLength(1));

    await unplug(binding());
    await vi.waitFor(() => expect(lastState()).toBe("connecting"));
    expect(states.at(-1)?.detail).toMatch(/returned no data|does not exist/);

    MockBinding.createPort(PATH); // plugged back in
    await vi.waitFor(() => expect(lastState()).toBe("connected"));
    expect(ports.length).toBeGreaterThan(1);
    send(binding(), "ST,GS,+  2.000kg\r\n");
    await vi.waitFor(() => expect(readings.map((reading) => reading.kg)).toEqual([1, 2]));
    await scale.stop();
  });

  it("should stop looking once stopped", async () => {
    const { backend, ports } = mockBackend();
    const { scale, lastState } = startScale("continuous", backend);
    await vi.waitFor(() => expect(ports.length).toBeGreaterThan(0));
    await scale.stop();
    const attempts = ports.length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ports.length).toBe(attempts);
    expect(lastState()).toBe("off");
  });
});
