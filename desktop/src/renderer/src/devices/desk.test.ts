// @vitest-environment jsdom
/**
 * The desk's settings in the browser build (no bridge): kept in localStorage
 * through the same store as in the desktop app, the desk's warehouse with
 * them.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DeviceSettings } from "@ipf/shared/bridge";

const PARIS = "3f1c2b9a-5d4e-4f6a-8b7c-9d0e1f2a3b4c";
const FRANKFURT = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";

/** A fresh store, as a page load gets one. */
async function freshStore() {
  vi.resetModules();
  const { deskStore, BROWSER_SETTINGS_KEY } = await import("./desk");
  const unsubscribe = deskStore.subscribe(() => undefined);
  return {
    deskStore,
    unsubscribe,
    stored: () => JSON.parse(localStorage.getItem(BROWSER_SETTINGS_KEY)!) as DeviceSettings,
  };
}

beforeEach(() => localStorage.clear());

describe("#desk.deskStore", () => {
  it("should remember the desk's warehouse in the desk's settings, across page loads", async () => {
    const first = await freshStore();
    expect(first.deskStore.get().settings.warehouseId).toBeNull();
    await first.deskStore.saveWarehouse(PARIS);
    expect(first.stored()).toMatchObject({ warehouseId: PARIS, printer: { layout: "4x6" } });
    first.unsubscribe();

    const second = await freshStore();
    expect(second.deskStore.get().settings.warehouseId).toBe(PARIS);
    // The devices page saving the devices keeps it.
    await second.deskStore.save({
      ...second.deskStore.get().settings,
      printer: { name: null, layout: "a6", auto: false },
    });
    expect(second.stored().warehouseId).toBe(PARIS);
  });

  it("should take over the warehouse a desk kept before, once", async () => {
    localStorage.setItem("ipf.desk.warehouse", FRANKFURT);
    const { deskStore, stored } = await freshStore();
    await vi.waitFor(() => expect(deskStore.get().settings.warehouseId).toBe(FRANKFURT));
    expect(stored().warehouseId).toBe(FRANKFURT);
    expect(localStorage.getItem("ipf.desk.warehouse")).toBeNull();
  });

  it("should keep carrier labels PDF in a browser, which cannot send ZPL to a printer", async () => {
    localStorage.setItem("ipf.desk", JSON.stringify({ labelFormat: "ZPL" }));
    const { deskStore } = await freshStore();
    expect(deskStore.get().settings.labelFormat).toBe("PDF");
    await deskStore.save({ ...deskStore.get().settings, labelFormat: "ZPL" });
    expect(deskStore.get().settings.labelFormat).toBe("PDF");
  });

  it("should ignore a stored warehouse that is not an id", async () => {
    localStorage.setItem("ipf.desk", JSON.stringify({ warehouseId: "../../etc" }));
    const { deskStore } = await freshStore();
    expect(deskStore.get().settings.warehouseId).toBeNull();
  });
});
