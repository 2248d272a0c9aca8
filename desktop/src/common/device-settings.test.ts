import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEVICE_SETTINGS,
  deviceSettingsPayloadSchema,
  deviceSettingsSchema,
  SERIAL_DEFAULTS,
  serialScaleSettingsSchema,
} from "./device-settings";

describe("#deviceSettingsSchema", () => {
  it("should give a fresh desk the wedge scanner, no scale, the default camera and printer", () => {
    expect(deviceSettingsSchema.parse({})).toEqual(DEFAULT_DEVICE_SETTINGS);
    expect(deviceSettingsPayloadSchema.safeParse({}).success).toBe(false);
  });

  it("should accept the ports of every platform and each protocol's defaults", () => {
    for (const path of ["COM3", "/dev/ttyUSB0", "/dev/tty.usbserial-1410", "\\\\.\\COM12"]) {
      for (const protocol of ["mt-sics", "continuous", "nci"] as const) {
        const parsed = serialScaleSettingsSchema.safeParse({
          kind: "serial",
          path,
          protocol,
          ...SERIAL_DEFAULTS[protocol],
        });
        expect(parsed.success, `${path} ${protocol}`).toBe(true);
      }
    }
  });

  it("should refuse anything but a device path", () => {
    for (const path of ["", "COM3 && del", "$(reboot)", "/dev/tty`id`", "a".repeat(201)]) {
      const parsed = serialScaleSettingsSchema.safeParse({
        kind: "serial",
        path,
        protocol: "nci",
        ...SERIAL_DEFAULTS.nci,
      });
      expect(parsed.success, path).toBe(false);
    }
  });
});
