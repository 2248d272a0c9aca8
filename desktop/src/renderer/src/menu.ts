import { allowedPath } from "./guard";
import { MENU_SECTIONS, SCREENS, screenAt, toHref, type MenuSectionKey, type Screen, type ScreenPath } from "./screens";

export interface MenuSection {
  title: MenuSectionKey | null;
  paths: ScreenPath[];
}

/** The menu: the screens the table lists in it, by section, in the table's order. */
export const MENU: MenuSection[] = (["top", ...(Object.keys(MENU_SECTIONS) as MenuSectionKey[])] as const).map(
  (section) => ({
    title: section === "top" ? null : section,
    paths: SCREENS.filter((screen: Screen) => screen.menu === section).map((screen) => screen.path),
  }),
);

/** The menu entry drawn for the screen of `path`: its own, or the one it is part of. */
export function menuEntryOf(path: ScreenPath): ScreenPath {
  const screen = screenAt(path);
  return "partOf" in screen ? screen.partOf : path;
}

/** The menu a staff member of `groupId` sees: only what they may open, empty sections dropped. */
export function menuFor(groupId: number): MenuSection[] {
  return MENU.map((section) => ({
    ...section,
    paths: section.paths.filter((path) => allowedPath(groupId, toHref(path))),
  })).filter((section) => section.paths.length > 0);
}
