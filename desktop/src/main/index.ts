import { fileURLToPath } from "node:url";
import { app, BrowserWindow, ipcMain, session } from "electron";
import { contentSecurityPolicy } from "../common/csp";
import { applyCspToDevServer, BUNDLE_ENTRY, BUNDLE_ORIGIN, registerBundleScheme, serveBundle } from "./bundle";
import { registerAppIpc } from "./ipc/app";
import { hardenSession, hardenWebContents, trustOrigins } from "./security";
import { loadSettings } from "./settings";
import { startAutoUpdates } from "./updater";
import { startDesk } from "./desk";
import { createMainWindow } from "./window";

const warn = (message: string) => console.warn(`[ipf] ${message}`);

// One instance per desk: the scanners and the scale can be opened by one process only.
if (app.requestSingleInstanceLock()) start();
else app.quit();

function start(): void {
  app.enableSandbox();
  registerBundleScheme();

  // electron-vite sets this for `electron-vite dev`; a packaged app never takes it.
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const entryUrl = devServerUrl ?? BUNDLE_ENTRY;
  const isTrusted = trustOrigins(devServerUrl ? [BUNDLE_ORIGIN, devServerUrl] : [BUNDLE_ORIGIN]);

  const { settings, file, problems } = loadSettings(app.getPath("userData"));
  for (const problem of problems) warn(`settings ignored (${file}): ${problem}`);

  app.on("web-contents-created", (_event, contents) => hardenWebContents(contents, isTrusted));

  app.on("second-instance", () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });

  let mainWindow: BrowserWindow | undefined;

  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });

  void app.whenReady().then(() => {
    const csp = contentSecurityPolicy({ apiUrl: settings.apiUrl, devServerUrl });
    hardenSession(session.defaultSession, isTrusted);
    serveBundle(fileURLToPath(new URL("../renderer", import.meta.url)), csp);
    if (devServerUrl) applyCspToDevServer(session.defaultSession, devServerUrl, csp);

    registerAppIpc(ipcMain, isTrusted, { version: app.getVersion(), apiUrl: settings.apiUrl });
    const desk = startDesk({
      ipc: ipcMain,
      isTrusted,
      userDataDir: app.getPath("userData"),
      contents: () => mainWindow?.webContents,
      warn,
    });
    app.on("will-quit", () => void desk.stop());

    mainWindow = createMainWindow(entryUrl);
    app.on("activate", () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow(entryUrl);
    });

    void startAutoUpdates({ isPackaged: app.isPackaged, updateUrl: settings.updateUrl, log: warn });
  });
}
