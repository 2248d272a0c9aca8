import { STAFF_GROUPS } from "@ipf/shared";
import { can, PERMISSIONS } from "@ipf/shared/permissions";
import { describe, expect, it } from "vitest";
import { allowedPath, mayOpen, redirectFor } from "./guard";
import { MENU, menuEntryOf } from "./menu";
import { matchScreen, SCREENS, TEXTS, toHref } from "./screens";

const groups = Object.values(STAFF_GROUPS);
const visit = (path: string) => toHref(path as never).replace(":id", "1");

describe("the screen table", () => {
  it("names, for every screen, an action of the permissions table", () => {
    for (const screen of SCREENS) {
      if (screen.action !== null) expect(Object.keys(PERMISSIONS), screen.path).toContain(screen.action);
    }
  });

  it("has one entry a route", () => {
    expect(new Set(SCREENS.map((screen) => screen.path)).size).toBe(SCREENS.length);
  });

  it("leads every menu entry to its own screen", () => {
    const entries = MENU.flatMap((section) => section.paths);
    expect(entries.length).toBeGreaterThan(0);
    for (const path of entries) expect(matchScreen(visit(path))?.path, path).toBe(path);
  });

  it("lists every screen in the menu, or under an entry of it", () => {
    const entries = new Set(MENU.flatMap((section) => section.paths));
    for (const screen of SCREENS) expect(entries.has(menuEntryOf(screen.path)), screen.path).toBe(true);
  });

  it("gives every screen its name and every menu section its title", () => {
    for (const screen of SCREENS) expect(TEXTS.areas[screen.area], screen.path).toBe(screen.label);
    for (const section of MENU) if (section.title) expect(TEXTS.sections[section.title]).toBeTruthy();
  });

  it("declares each screen's texts where i18next finds them", () => {
    for (const screen of SCREENS) {
      for (const [namespace, texts] of Object.entries(screen.texts)) {
        expect(TEXTS[namespace as keyof typeof TEXTS], `${screen.path}: ${namespace}`).toBe(texts);
      }
    }
  });
});

describe("the guard, read from the screen table", () => {
  it("refuses a screen whose action the group may not perform", () => {
    for (const screen of SCREENS) {
      for (const group of groups) {
        if (screen.action === null || can(group, screen.action)) continue;
        expect(mayOpen(group, screen), `${screen.path} for group ${group}`).toBe(false);
        expect(allowedPath(group, visit(screen.path))).toBe(false);
        expect(redirectFor(group, visit(screen.path)), `${screen.path} for group ${group}`).toBe("/support");
      }
    }
  });

  it("opens the dashboard, which needs no action, to every group", () => {
    for (const group of groups) expect(redirectFor(group, "/")).toBeNull();
  });
});
