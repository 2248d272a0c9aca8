import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { DeviceSettings } from "@ipf/shared/bridge";
import { DEFAULT_DEVICE_SETTINGS, deviceSettingsSchema } from "../common/device-settings";

/**
 * Which scanner, scale, camera and printer this desk uses: the "devices" key
 * of settings.json (see settings.ts), written by the settings page. The rest
 * of the file (API and update URLs, keys a newer version added) is left as
 * it was found.
 */

const FILE = "settings.json";

function readRaw(file: string): { raw: Record<string, unknown>; problem?: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { raw: {} };
    return { raw: {}, problem: (error as Error).message };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return { raw: parsed as Record<string, unknown> };
    return { raw: {}, problem: "settings.json does not hold an object" };
  } catch (error) {
    return { raw: {}, problem: (error as Error).message };
  }
}

export interface LoadedDeviceSettings {
  settings: DeviceSettings;
  problems: string[];
}

export function loadDeviceSettings(userDataDir: string): LoadedDeviceSettings {
  const { raw, problem } = readRaw(join(userDataDir, FILE));
  const problems = problem ? [problem] : [];
  const parsed = deviceSettingsSchema.safeParse(raw.devices ?? {});
  if (parsed.success) return { settings: parsed.data, problems };
  problems.push(`devices: ${z.prettifyError(parsed.error)}`);
  return { settings: structuredClone(DEFAULT_DEVICE_SETTINGS), problems };
}

export class SettingsFileBroken extends Error {
  override name = "SettingsFileBroken";
}

/** Writes the devices (already checked) and answers them. Refuses to overwrite a file it cannot read. */
export function saveDeviceSettings(userDataDir: string, settings: DeviceSettings): DeviceSettings {
  const file = join(userDataDir, FILE);
  const { raw, problem } = readRaw(file);
  // Rewriting an unreadable file would silently drop the API address the desk was installed with.
  if (problem) throw new SettingsFileBroken(`${FILE} cannot be read (${problem}); fix or delete it first`);
  const stored = deviceSettingsSchema.parse(settings);
  mkdirSync(userDataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...raw, devices: stored }, null, 2)}\n`, "utf8");
  // A crash mid-write leaves the old file, never half a new one.
  renameSync(temporary, file);
  return stored;
}
