// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachWedgeScanner } from "./scanner";

let clock = 0;
let detach: () => void = () => {};
const scans: string[] = [];

/**
 * Types like a browser does: the keydown goes out first (to our capture
 * listener), and only when nobody prevented it does the character reach the
 * focused field.
 */
function type(text: string, gap: number, terminator = "Enter"): void {
  for (const key of [...text, terminator]) {
    clock += gap;
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    const field = document.activeElement;
    const proceed = (field ?? document.body).dispatchEvent(event);
    if (!proceed || key.length !== 1) continue;
    if (field instanceof HTMLInputElement) {
      field.value += key;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}

beforeEach(() => {
  document.body.innerHTML = `
    <form id="form"><input id="search" value="ami"><input id="track"><input id="code" data-wedge="keep">
    <button>Save</button></form>`;
  scans.length = 0;
  detach = attachWedgeScanner(window, (text) => scans.push(text), { now: () => clock });
});
afterEach(() => detach());

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe("#scanner.attachWedgeScanner", () => {
  it("should deliver a scan and put the focused field back as it was", () => {
    const search = field("search");
    search.focus();
    const inputs = vi.fn();
    search.addEventListener("input", inputs);

    type("1Z999AA10123456784", 4);

    expect(scans).toEqual(["1Z999AA10123456784"]);
    expect(search.value).toBe("ami");
    expect(inputs).toHaveBeenCalled(); // React hears the restore
  });

  it("should swallow the scanner's Enter, so no form is submitted", () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.getElementById("form")!.addEventListener("keydown", (event) => {
      if ((event as KeyboardEvent).key === "Enter") submit(event);
    });
    field("track").focus();
    type("LX123456789FR", 3);
    expect(submit).not.toHaveBeenCalled();
    expect(field("track").value).toBe("");
  });

  it("should let people type, Enter included", () => {
    const search = field("search");
    search.focus();
    const enter = vi.fn();
    search.addEventListener("keydown", (event) => {
      if (event.key === "Enter") enter();
    });
    type("na", 150);
    expect(search.value).toBe("amina");
    expect(enter).toHaveBeenCalledTimes(1);
    expect(scans).toEqual([]);
  });

  it("should leave a field that takes codes of its own with what was typed in it", () => {
    const code = field("code");
    code.focus();
    const tabs = vi.fn();
    code.addEventListener("keydown", (event) => {
      if (event.key === "Tab") tabs();
    });
    type("611595", 5, "Tab");
    expect(code.value).toBe("611595");
    expect(tabs).toHaveBeenCalledTimes(1);
    expect(scans).toEqual([]);
  });

  it("should read scans with nothing focused, and stop when detached", () => {
    (document.activeElement as HTMLElement | null)?.blur();
    type("CP123456789DE", 2);
    expect(scans).toEqual(["CP123456789DE"]);
    detach();
    type("CP000000000DE", 2);
    expect(scans).toEqual(["CP123456789DE"]);
  });
});
