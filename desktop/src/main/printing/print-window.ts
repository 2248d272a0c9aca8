import { BrowserWindow, type WebContents } from "electron";
import type { PrinterInfo } from "@ipf/shared/bridge";
import type { PrintTarget } from "./label-printer";

/**
 * A window that is never shown, with no preload, no script and no way to
 * reach the app: it only lays the label out for the printer.
 */
export function hiddenPrintTarget(): PrintTarget {
  const window = new BrowserWindow({
    show: false,
    width: 400,
    height: 600,
    webPreferences: {
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      javascript: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  return {
    load: (html) => window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`),
    print: (options) =>
      new Promise((resolve) =>
        window.webContents.print(options, (success, failureReason) => resolve({ success, failureReason })),
      ),
    destroy: () => {
      if (!window.isDestroyed()) window.destroy();
    },
  };
}

export async function listPrinters(contents: WebContents): Promise<PrinterInfo[]> {
  const printers = await contents.getPrintersAsync();
  return printers.map((printer) => {
    // Electron dropped isDefault from its type; CUPS still says it among the platform options.
    const options = (printer.options ?? {}) as Record<string, unknown>;
    const legacy = (printer as { isDefault?: unknown }).isDefault;
    return {
      name: printer.name,
      displayName: printer.displayName || printer.name,
      isDefault: options["printer-is-default"] === "true" || legacy === true,
    };
  });
}
