import { z } from "zod";
import type {
  CarrierLabelDocument,
  CarrierLabelFormat,
  DeviceSettings,
  LabelData,
  LabelLayout,
  ScaleProtocol,
  SerialScaleSettings,
} from "@ipf/shared/bridge";

/**
 * The zod side of the bridge's device types: main checks what the renderer
 * sends with these, reads settings.json with them, and the settings page
 * validates its form with them (the browser build keeps them in localStorage).
 */

export const SCALE_PROTOCOLS = ["mt-sics", "continuous", "nci"] as const satisfies readonly ScaleProtocol[];
export const LABEL_LAYOUTS = ["4x6", "a6"] as const satisfies readonly LabelLayout[];
export const CARRIER_LABEL_FORMATS = ["PDF", "ZPL"] as const satisfies readonly CarrierLabelFormat[];
export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;

/** What each protocol's scales ship with; the settings page starts from these. */
export const SERIAL_DEFAULTS: Record<ScaleProtocol, Omit<SerialScaleSettings, "kind" | "path" | "protocol">> = {
  "mt-sics": { baudRate: 9600, dataBits: 8, parity: "none", stopBits: 1 },
  continuous: { baudRate: 9600, dataBits: 8, parity: "none", stopBits: 1 },
  nci: { baudRate: 9600, dataBits: 7, parity: "even", stopBits: 1 },
};

const usbId = z.number().int().min(0).max(0xffff);
const shortText = z.string().trim().min(1).max(200);

const hidRef = {
  vendorId: usbId,
  productId: usbId,
  serialNumber: shortText.optional(),
  product: shortText.optional(),
};

export const scannerSettingsSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("wedge") }),
  z.strictObject({ kind: z.literal("hid"), ...hidRef }),
]);

export const serialScaleSettingsSchema = z.strictObject({
  kind: z.literal("serial"),
  // COM3, /dev/ttyUSB0, /dev/tty.usbserial-1410: a device path, never a URL or a command.
  path: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[\w./\\:-]+$/, "not a serial port path"),
  baudRate: z
    .number()
    .int()
    .refine((rate) => (BAUD_RATES as readonly number[]).includes(rate), "not a standard baud rate"),
  dataBits: z.union([z.literal(7), z.literal(8)]),
  parity: z.enum(["none", "even", "odd"]),
  stopBits: z.union([z.literal(1), z.literal(2)]),
  protocol: z.enum(SCALE_PROTOCOLS),
});

export const scaleSettingsSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("none") }),
  z.strictObject({ kind: z.literal("hid"), ...hidRef }),
  serialScaleSettingsSchema,
]);

export const cameraSettingsSchema = z.strictObject({
  deviceId: z.string().min(1).max(500).nullable(),
  label: z.string().max(200).optional(),
});

export const printerSettingsSchema = z.strictObject({
  name: shortText.nullable(),
  layout: z.enum(LABEL_LAYOUTS),
  auto: z.boolean(),
});

/** A warehouse's id as the API gives it; never a path or a URL. */
export const warehouseIdSchema = z
  .string()
  .max(100)
  .regex(/^[\w-]+$/, "not a warehouse id")
  .nullable();

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = {
  scanner: { kind: "wedge" },
  scale: { kind: "none" },
  camera: { deviceId: null },
  printer: { name: null, layout: "4x6", auto: true },
  warehouseId: null,
  labelFormat: "PDF",
};

export const deviceSettingsSchema = z.strictObject({
  scanner: scannerSettingsSchema.default(DEFAULT_DEVICE_SETTINGS.scanner),
  scale: scaleSettingsSchema.default(DEFAULT_DEVICE_SETTINGS.scale),
  camera: cameraSettingsSchema.default(DEFAULT_DEVICE_SETTINGS.camera),
  printer: printerSettingsSchema.default(DEFAULT_DEVICE_SETTINGS.printer),
  warehouseId: warehouseIdSchema.default(null),
  labelFormat: z.enum(CARRIER_LABEL_FORMATS).default("PDF"),
});

/** What the settings page sends: every device named, nothing left to a default. */
export const deviceSettingsPayloadSchema = z.strictObject({
  scanner: scannerSettingsSchema,
  scale: scaleSettingsSchema,
  camera: cameraSettingsSchema,
  printer: printerSettingsSchema,
  warehouseId: warehouseIdSchema,
  labelFormat: z.enum(CARRIER_LABEL_FORMATS),
});

/** A parcel code, a customer code: what a Code 128 label can carry and a person can read. */
const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\x20-\x7e]+$/, "printable ASCII only");

export const labelDataSchema = z.strictObject({
  parcelCode: printable(40),
  customerCode: printable(40),
  customerName: z.string().trim().max(120).optional(),
  warehouse: z.string().trim().min(1).max(120),
  receivedAt: z.iso.datetime({ offset: true }),
  trackNumber: printable(80).optional(),
  weightKg: z.number().positive().max(10_000).optional(),
});

/** The largest carrier label the app prints: a few pages of PDF, base64. */
export const CARRIER_LABEL_MAX_CHARS = 8_000_000;

export const carrierLabelSchema = z.strictObject({
  format: z.enum(CARRIER_LABEL_FORMATS),
  document: z
    .string()
    .min(1)
    .max(CARRIER_LABEL_MAX_CHARS)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "not base64")
    .refine((text) => text.length % 4 === 0, "not base64"),
});

// The bridge's types are written by hand for readers; these lines fail to
// compile the day the schemas and the types drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const deviceSettingsMatchBridge: Same<z.output<typeof deviceSettingsSchema>, DeviceSettings> = true;
export const devicePayloadMatchesBridge: Same<z.output<typeof deviceSettingsPayloadSchema>, DeviceSettings> = true;
export const labelDataMatchesBridge: Same<z.output<typeof labelDataSchema>, LabelData> = true;
export const carrierLabelMatchesBridge: Same<z.output<typeof carrierLabelSchema>, CarrierLabelDocument> = true;
