import { fileURLToPath } from "node:url";
import { BrowserWindow } from "electron";

const preload = fileURLToPath(new URL("../preload/index.cjs", import.meta.url));

export function createMainWindow(entryUrl: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 1024,
    minHeight: 680,
    show: false,
    title: "IPF Back Office",
    backgroundColor: "#f6f7f9",
    autoHideMenuBar: true,
    webPreferences: {
      preload,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webviewTag: false,
      spellcheck: false,
    },
  });
  window.once("ready-to-show", () => window.show());
  void window.loadURL(entryUrl);
  return window;
}
