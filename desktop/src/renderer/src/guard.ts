import { ADMIN_FALLBACK_PATH, allowedAdminPath, isStaffGroup, matchAdminRoute } from "@ipf/shared/permissions";

export const LOGIN_PATH = "/panel";
export const HOME_PATH = "/";
export const FALLBACK_PATH = `/${ADMIN_FALLBACK_PATH}`;

/**
 * Where a visit to `path` must go instead, or null to show it. Paths are the
 * router's (below /admin in the browser, the hash in the desktop app).
 * - signed out (or in a group this build does not know): everything but the
 *   login leads to the login;
 * - signed in: the login leads home, an unknown path home, and a route the
 *   staff member's group may not open to support (configuration section 2.2).
 */
export function redirectFor(groupId: number | null, path: string): string | null {
  const atLogin = path.replace(/\/+$/, "") === LOGIN_PATH;
  if (!isStaffGroup(groupId)) return atLogin ? null : LOGIN_PATH;
  if (atLogin) return HOME_PATH;
  if (!matchAdminRoute(path)) return HOME_PATH;
  return allowedAdminPath(groupId, path) ? null : FALLBACK_PATH;
}
