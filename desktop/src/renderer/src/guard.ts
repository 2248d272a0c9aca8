import { can, isStaffGroup } from "@ipf/shared/permissions";
import { STAFF_GROUPS } from "@ipf/shared";
import { matchScreen, type Screen, type ScreenPath } from "./screens";

export const LOGIN_PATH = "/panel";
export const HOME_PATH = "/";
/** Where a staff member is sent when a screen is not theirs: support, which every group may open. */
export const FALLBACK_PATH = "/support";

/**
 * Groups above support reach only the screens whose route names one of these
 * segments ("admin" is the back office's root, the dashboard). A segment
 * anywhere in the route counts, so `addpackage/parcel` and `support/:id` are
 * reachable; a parameter's value never does.
 */
export const LIMITED_GROUP_SEGMENTS = [
  "shipping-requests",
  "changepass",
  "manage-assemble",
  "assemble",
  "addpackage",
  "admin",
  "support",
] as const;

/** The screen `path` opens (its route pattern, as the screen table names it), if any. */
export function screenOf(path: string): ScreenPath | undefined {
  return matchScreen(path)?.path;
}

/** Whether `groupId` may open `screen`: its action, then the path rule of the groups above support. */
export function mayOpen(groupId: number | null | undefined, screen: Screen): boolean {
  if (!isStaffGroup(groupId)) return false;
  if (screen.action !== null && !can(groupId, screen.action)) return false;
  if (screen.desk || groupId <= STAFF_GROUPS.support) return true;
  const named = screen.path === "" ? ["admin"] : screen.path.split("/").filter((part) => !part.startsWith(":"));
  return named.some((segment) => (LIMITED_GROUP_SEGMENTS as readonly string[]).includes(segment));
}

/** Whether `groupId` may open `path`. */
export function allowedPath(groupId: number | null | undefined, path: string): boolean {
  const screen = matchScreen(path);
  return screen !== undefined && mayOpen(groupId, screen);
}

/**
 * Where a visit to `path` must go instead, or null to show it. Paths are the
 * router's (below /admin in the browser, the hash in the desktop app).
 * - signed out (or in a group this build does not know): everything but the
 *   login leads to the login;
 * - signed in: the login leads home, an unknown path home, and a screen the
 *   staff member's group may not open to support, where the Gate (App.tsx)
 *   says which screen was refused.
 */
export function redirectFor(groupId: number | null, path: string): string | null {
  const atLogin = path.replace(/\/+$/, "") === LOGIN_PATH;
  if (!isStaffGroup(groupId)) return atLogin ? null : LOGIN_PATH;
  if (atLogin) return HOME_PATH;
  if (!matchScreen(path)) return HOME_PATH;
  return allowedPath(groupId, path) ? null : FALLBACK_PATH;
}
