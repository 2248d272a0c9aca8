import {
  ADMIN_FALLBACK_PATH,
  allowedAdminPath,
  can,
  isStaffGroup,
  matchAdminRoute,
  type AdminRoutePath,
  type StaffAction,
} from "@ipf/shared/permissions";

export const LOGIN_PATH = "/panel";
export const HOME_PATH = "/";
export const FALLBACK_PATH = `/${ADMIN_FALLBACK_PATH}`;

/**
 * Screens of this app that configure the machine it runs on, not the
 * service: they are not in the shared admin route table (the API has nothing
 * to guard there), and open to whoever may do the work the devices are for.
 */
export const DESK_ROUTES = [{ path: "devices", action: "parcels.add" }] as const satisfies readonly {
  path: string;
  action: StaffAction;
}[];
export type DeskRoutePath = (typeof DESK_ROUTES)[number]["path"];

export function matchDeskRoute(path: string): (typeof DESK_ROUTES)[number] | undefined {
  const clean = path.split(/[?#]/, 1)[0]!.replace(/^\/+|\/+$/g, "");
  return DESK_ROUTES.find((route) => route.path === clean);
}

/** The screen `path` opens (its route pattern, as the areas table names it), if any. */
export function screenOf(path: string): AdminRoutePath | DeskRoutePath | undefined {
  // matchAdminRoute answers an entry of ADMIN_ROUTES, whose paths are AdminRoutePath.
  return (matchAdminRoute(path)?.path as AdminRoutePath | undefined) ?? matchDeskRoute(path)?.path;
}

/** Whether `groupId` may open `path`, an admin route or a desk route. */
export function allowedPath(groupId: number | null | undefined, path: string): boolean {
  const desk = matchDeskRoute(path);
  if (desk) return isStaffGroup(groupId) && can(groupId, desk.action);
  return allowedAdminPath(groupId, path);
}

/**
 * Where a visit to `path` must go instead, or null to show it. Paths are the
 * router's (below /admin in the browser, the hash in the desktop app).
 * - signed out (or in a group this build does not know): everything but the
 *   login leads to the login;
 * - signed in: the login leads home, an unknown path home, and a route the
 *   staff member's group may not open to support (configuration section 2.2),
 *   where the Gate (App.tsx) says which screen was refused.
 */
export function redirectFor(groupId: number | null, path: string): string | null {
  const atLogin = path.replace(/\/+$/, "") === LOGIN_PATH;
  if (!isStaffGroup(groupId)) return atLogin ? null : LOGIN_PATH;
  if (atLogin) return HOME_PATH;
  if (!matchAdminRoute(path) && !matchDeskRoute(path)) return HOME_PATH;
  return allowedPath(groupId, path) ? null : FALLBACK_PATH;
}
