import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./clipboard";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page's clipboard: the Clipboard API answering `write`, or none at all (plain http). */
function clipboard(write?: (text: string) => Promise<void>) {
  vi.stubGlobal("navigator", { ...navigator, clipboard: write ? { writeText: vi.fn(write) } : undefined });
  return navigator.clipboard;
}

/** The older copy command, answering `ok`, and the text selected when it ran. */
function execCommand(ok: boolean) {
  const selected: string[] = [];
  const command = vi.fn((name: string) => {
    const box = document.querySelector("textarea");
    selected.push(`${name}:${box?.value.slice(box.selectionStart, box.selectionEnd) ?? ""}`);
    return ok;
  });
  Object.defineProperty(document, "execCommand", { value: command, configurable: true });
  return selected;
}

describe("copyText", () => {
  it("writes through the Clipboard API when the page has it", async () => {
    const api = clipboard(async () => {});
    expect(await copyText("Amina Benali\n18 Route du Bassin")).toBe(true);
    expect(api!.writeText).toHaveBeenCalledWith("Amina Benali\n18 Route du Bassin");
  });

  it("copies the selected text the older way without the Clipboard API, and leaves nothing behind", async () => {
    clipboard();
    const selected = execCommand(true);
    expect(await copyText("Amina Benali\n18 Route du Bassin")).toBe(true);
    expect(selected).toEqual(["copy:Amina Benali\n18 Route du Bassin"]);
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("falls back when the Clipboard API refuses, and answers false when nothing can copy", async () => {
    clipboard(() => Promise.reject(new DOMException("Not allowed", "NotAllowedError")));
    execCommand(false);
    expect(await copyText("x")).toBe(false);
  });
});
