/**
 * The desktop app's bridge, `window.ipf`: what the Electron preload exposes to
 * the back office. The browser build at /admin has no bridge, so every screen
 * treats it as optional and falls back to typing and file upload.
 *
 * Types only: the renderer, the preload and the main process all read this,
 * and none of them may pull Electron (or any runtime code) through it.
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

export interface IpfBridge {
  /** The installed app's version, e.g. "0.1.0". */
  appVersion(): Promise<string>;
  /** Base URL of the API server, without a trailing slash (settings file or IPF_API_URL). */
  apiUrl(): Promise<string>;
  /** Barcode reads from scanners the main process owns. */
  onScan(callback: (reading: ScanReading) => void): Unsubscribe;
  /** Weight frames from the configured scale. */
  onWeight(callback: (reading: WeightReading) => void): Unsubscribe;
}
