import type { IconName } from "@blueprintjs/icons";
import { createContext, useContext } from "react";

/** A screen the signed-in staff member may open, as a link draws it. */
export interface MenuLink {
  /** The screen's route pattern; "" is the dashboard. */
  path: string;
  href: string;
  icon: IconName;
  label: string;
}

/**
 * The menu of the staff member signed in, section by section, as the shell
 * reads it from the screen table: the screens inside the shell (the
 * dashboard's links) read it here rather than from the table that loads them.
 */
export const MenuContext = createContext<MenuLink[][]>([]);

export function useMenuLinks(): MenuLink[][] {
  return useContext(MenuContext);
}
