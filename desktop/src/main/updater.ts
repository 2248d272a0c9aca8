export interface UpdateOptions {
  isPackaged: boolean;
  updateUrl: string | undefined;
  log: (message: string) => void;
}

/**
 * Checks the generic feed (settings `updateUrl` or IPF_UPDATE_URL) and installs
 * on quit. Only a packaged app updates itself, and only when a feed is set:
 * there is no default server to phone home to.
 */
export async function startAutoUpdates({ isPackaged, updateUrl, log }: UpdateOptions): Promise<boolean> {
  if (!isPackaged || !updateUrl) return false;
  // electron-updater is CommonJS; its named exports are getters ESM cannot see.
  const { default: updater } = await import("electron-updater");
  const { autoUpdater } = updater;
  autoUpdater.setFeedURL({ provider: "generic", url: updateUrl });
  autoUpdater.on("error", (error: Error) => log(`update check failed: ${error.message}`));
  await autoUpdater.checkForUpdatesAndNotify().catch((error: unknown) => {
    log(`update check failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  return true;
}
