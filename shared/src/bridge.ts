/**
 * The desktop app's bridge, `window.ipf`: what the Electron preload exposes to
 * the back office. The browser build at /admin has no bridge, so every screen
 * treats it as optional and falls back to typing, file upload and the
 * browser's print dialog.
 *
 * Types only: the renderer, the preload and the main process all read this,
 * and none of them may pull Electron (or any runtime code) through it. The
 * main process checks every payload it receives against zod schemas that
 * produce exactly these types (desktop/src/common/device-settings.ts).
 */

/** One barcode read. `hid`: a scanner opened by the main process; `wedge`: keystrokes. */
export interface ScanReading {
  text: string;
  source: "hid" | "wedge";
}

/** One scale frame. `raw` is the frame as the scale sent it, for diagnostics. */
export interface WeightReading {
  kg: number;
  stable: boolean;
  raw: string;
}

/** Stops a subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;

/**
 * Serial scale protocols: Mettler Toledo MT-SICS (`S S     1.234 kg`), the
 * continuous `ST,GS,+  1.234kg` stream many indicators send, and NCI (Avery
 * Weigh-Tronix, Brecknell and most shipping scales: `W<CR>` polls).
 */
export type ScaleProtocol = "mt-sics" | "continuous" | "nci";

/** 4 x 6 inch thermal labels, or A6 (105 x 148 mm) sheets. */
export type LabelLayout = "4x6" | "a6";

/** A carrier label's document: a PDF, or ZPL sent as it is to a thermal printer. */
export type CarrierLabelFormat = "PDF" | "ZPL";

/** Which USB HID device; the path changes on replug, vendor, product and serial do not. */
export interface HidDeviceRef {
  vendorId: number;
  productId: number;
  serialNumber?: string | undefined;
  /** The product name when it was chosen, to show in settings. */
  product?: string | undefined;
}

export type ScannerSettings = { kind: "wedge" } | ({ kind: "hid" } & HidDeviceRef);

export interface SerialScaleSettings {
  kind: "serial";
  path: string;
  baudRate: number;
  dataBits: 7 | 8;
  parity: "none" | "even" | "odd";
  stopBits: 1 | 2;
  protocol: ScaleProtocol;
}

export type ScaleSettings = { kind: "none" } | ({ kind: "hid" } & HidDeviceRef) | SerialScaleSettings;

export interface CameraSettings {
  /** A MediaDeviceInfo.deviceId; null for the system's default camera. */
  deviceId: string | null;
  label?: string | undefined;
}

export interface PrinterSettings {
  /** A printer name as the system lists it; null for the default printer. */
  name: string | null;
  layout: LabelLayout;
  /** Print the label as soon as a parcel is saved. */
  auto: boolean;
}

/** Which device is which at this desk, and where it stands, kept by the main process in settings.json. */
export interface DeviceSettings {
  scanner: ScannerSettings;
  scale: ScaleSettings;
  camera: CameraSettings;
  printer: PrinterSettings;
  /** The warehouse this desk receives parcels at (its id); null until the desk chooses one. */
  warehouseId: string | null;
  /** The format of carrier labels bought at this desk: PDF, or ZPL for a thermal printer (always PDF in a browser). */
  labelFormat: CarrierLabelFormat;
}

export interface HidDeviceInfo extends HidDeviceRef {
  /** What the device reports itself as: HID POS usage page 0x8C (scanner) or 0x8D (scale). */
  role: "scanner" | "scale";
  manufacturer?: string | undefined;
}

export interface SerialPortInfo {
  path: string;
  manufacturer?: string | undefined;
  vendorId?: string | undefined;
  productId?: string | undefined;
  serialNumber?: string | undefined;
}

export interface PrinterInfo {
  name: string;
  displayName: string;
  isDefault: boolean;
}

export interface DeviceList {
  hid: HidDeviceInfo[];
  serial: SerialPortInfo[];
  printers: PrinterInfo[];
}

/** off: none chosen; connecting: looking for it (also after an unplug); connected: reading. */
export type DeviceState = "off" | "connecting" | "connected";

export interface DeviceStatus {
  scanner: { state: DeviceState; detail?: string | undefined };
  scale: { state: DeviceState; detail?: string | undefined };
}

/** What a parcel label shows. Dates are ISO 8601 strings. */
export interface LabelData {
  /** The parcel code (packageId on the wire), printed as a Code 128 barcode. */
  parcelCode: string;
  /** The customer code (addressHash on the wire). */
  customerCode: string;
  customerName?: string | undefined;
  warehouse: string;
  receivedAt: string;
  trackNumber?: string | undefined;
  weightKg?: number | undefined;
}

/** A carrier label bought through the shipping engine, as the API gives it. */
export interface CarrierLabelDocument {
  format: CarrierLabelFormat;
  /** The document, base64. */
  document: string;
}

export interface PrintResult {
  printed: boolean;
  /** Why nothing was printed (no printer, the printer refused, ...). */
  failure?: string | undefined;
}

export interface IpfBridge {
  /** The installed app's version, e.g. "0.1.0". */
  appVersion(): Promise<string>;
  /** Base URL of the API server, without a trailing slash (settings file or IPF_API_URL). */
  apiUrl(): Promise<string>;
  /** Barcode reads from scanners the main process owns. */
  onScan(callback: (reading: ScanReading) => void): Unsubscribe;
  /** Weight frames from the configured scale. */
  onWeight(callback: (reading: WeightReading) => void): Unsubscribe;
  /** Scanners, scales and serial ports plugged in now, and the system's printers. */
  listDevices(): Promise<DeviceList>;
  getDeviceSettings(): Promise<DeviceSettings>;
  /** Saves and applies: devices are reopened with the new choice. Answers what was stored. */
  saveDeviceSettings(settings: DeviceSettings): Promise<DeviceSettings>;
  getDeviceStatus(): Promise<DeviceStatus>;
  /** Changes of the scanner's and scale's connection (unplugged, found again). */
  onDeviceStatus(callback: (status: DeviceStatus) => void): Unsubscribe;
  /** Prints a parcel label on the chosen printer without a dialog. */
  printLabel(label: LabelData): Promise<PrintResult>;
  /** Prints a carrier label (PDF, or raw ZPL) on the chosen printer without a dialog. */
  printCarrierLabel(label: CarrierLabelDocument): Promise<PrintResult>;
}
