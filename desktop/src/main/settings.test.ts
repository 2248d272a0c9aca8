import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_API_URL, loadSettings } from "./settings";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ipf-settings-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (content: string) => writeFileSync(join(dir, "settings.json"), content);

describe("#settings.loadSettings", () => {
  it("should default to the local API and no updates", () => {
    const { settings, problems } = loadSettings(dir, {});
    expect(settings).toEqual({ apiUrl: DEFAULT_API_URL, updateUrl: undefined });
    expect(problems).toEqual([]);
  });

  it("should read the file, without a trailing slash", () => {
    write(JSON.stringify({ apiUrl: "https://api.example.com/", updateUrl: "https://updates.example.com/desk" }));
    expect(loadSettings(dir, {}).settings).toEqual({
      apiUrl: "https://api.example.com",
      updateUrl: "https://updates.example.com/desk",
    });
  });

  it("should let the environment override the file", () => {
    write(JSON.stringify({ apiUrl: "https://api.example.com" }));
    const { settings } = loadSettings(dir, {
      IPF_API_URL: "http://10.0.0.5:8080",
      IPF_UPDATE_URL: "https://updates.example.com",
    });
    expect(settings).toEqual({ apiUrl: "http://10.0.0.5:8080", updateUrl: "https://updates.example.com" });
  });

  it("should fall back to defaults, and say why, when the file is broken or wrong", () => {
    write("{ not json");
    expect(loadSettings(dir, {}).settings.apiUrl).toBe(DEFAULT_API_URL);
    expect(loadSettings(dir, {}).problems).toHaveLength(1);

    write(JSON.stringify({ apiUrl: "javascript:alert(1)" }));
    const loaded = loadSettings(dir, {});
    expect(loaded.settings.apiUrl).toBe(DEFAULT_API_URL);
    expect(loaded.problems[0]).toMatch(/apiUrl/);
  });

  it("should ignore an invalid environment value", () => {
    const loaded = loadSettings(dir, { IPF_API_URL: "ftp://files.example" });
    expect(loaded.settings.apiUrl).toBe(DEFAULT_API_URL);
    expect(loaded.problems[0]).toMatch(/environment/);
  });
});
