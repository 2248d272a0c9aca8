import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

export const DEFAULT_API_URL = "http://127.0.0.1:8080";

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  // The renderer appends each endpoint's path (which starts with a slash): keep one form, without the trailing slash.
  .transform((url) => url.replace(/\/+$/, ""));

/**
 * `settings.json` in the user-data folder, written by whoever installs the desk
 * (the desk's devices live under its "devices" key, see device-store.ts).
 * Unknown keys are kept out, not rejected, so an older app can read a newer file.
 */
export const settingsSchema = z.object({
  apiUrl: httpUrl.default(DEFAULT_API_URL).describe("Base URL of the IPF API server"),
  updateUrl: httpUrl.optional().describe("Generic update feed (electron-updater); no updates without it"),
});

export type Settings = z.infer<typeof settingsSchema>;

const envSchema = z.object({ IPF_API_URL: httpUrl.optional(), IPF_UPDATE_URL: httpUrl.optional() });

export interface LoadedSettings {
  settings: Settings;
  file: string;
  /** Why the file was not used as written; the app still starts, on defaults. */
  problems: string[];
}

/** Reads the settings file, then lets IPF_API_URL and IPF_UPDATE_URL override it. */
export function loadSettings(userDataDir: string, env: NodeJS.ProcessEnv = process.env): LoadedSettings {
  const file = join(userDataDir, "settings.json");
  const problems: string[] = [];

  let stored: unknown = {};
  try {
    stored = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      problems.push((error as Error).message);
    }
  }

  let settings = settingsSchema.parse({});
  const fromFile = settingsSchema.safeParse(stored);
  if (fromFile.success) settings = fromFile.data;
  else problems.push(z.prettifyError(fromFile.error));

  const overrides = envSchema.safeParse({
    IPF_API_URL: env.IPF_API_URL || undefined,
    IPF_UPDATE_URL: env.IPF_UPDATE_URL || undefined,
  });
  if (overrides.success) {
    const { IPF_API_URL, IPF_UPDATE_URL } = overrides.data;
    settings = { apiUrl: IPF_API_URL ?? settings.apiUrl, updateUrl: IPF_UPDATE_URL ?? settings.updateUrl };
  } else {
    problems.push(`environment: ${z.prettifyError(overrides.error)}`);
  }

  return { settings, file, problems };
}
