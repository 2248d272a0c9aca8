import { STAFF_GROUPS, type StaffGroup } from "./schemas/auth.js";

/**
 * The one permissions table: the API checks it before acting and the back
 * office reads it to decide what to show. Derived from back-office-operations.md
 * section 6 and back-office-configuration-and-support.md sections 2.2 and 6, read
 * as intended rather than as the old product behaved:
 * - shops, like zones, rates and warehouses, are configuration: admin only (the
 *   old shops guard was reversed, and the warehouse guard sent everyone away);
 * - where the spec says "no restriction shown" (alerts, deleted and expired
 *   parcels), viewing is for admin and support and changing follows the rule of
 *   the same object elsewhere (parcel edit and delete stay admin only);
 * - group 3 (intake and shipping) "adds packages and handles shipping and
 *   assemble requests" (operations section 1), and section 2.2 lets it open the
 *   shipping-requests and assemble screens: it adds parcels, answers shipping
 *   requests with priced offers (or cancels them), and performs the physical
 *   assembly of a consolidation (weigh, measure, photograph). What section 6
 *   keeps for admins stays theirs: cancelling, reverting and deleting a
 *   consolidation. The shipping list (`requests/shipping`) is not among the
 *   segments section 2.2 opens to group 3, so shipping stays with admin and
 *   support;
 * - group 4 is not described: it gets read access to the pages the path rule
 *   lets it reach, support, and its own password.
 * An action an API route needs but no screen shows (the customer picker of the
 * add-parcel form, the description catalogue) is listed too, so the API has one
 * place to look.
 */
const { admin, support, intake, other } = STAFF_GROUPS;
const everyone = [admin, support, intake, other] as const;

export const PERMISSIONS = {
  "parcels.view": everyone,
  "parcels.add": [admin, intake],
  "parcels.edit": [admin],
  "parcels.delete": [admin],

  "imageRequests.view": [admin, support],
  "imageRequests.manage": [admin],

  "consolidations.view": everyone,
  /** Accept: weigh, measure and photograph the packed consolidation. */
  "consolidations.assemble": [admin, intake],
  /** Cancel, revert, delete, remove a parcel from the group. */
  "consolidations.manage": [admin],

  "splits.view": [admin, support],
  "splits.accept": [admin],
  "splits.cancel": [admin],

  "shippingRequests.view": everyone,
  /** Approve with shipping offers, or cancel. */
  "shippingRequests.approve": [admin, support, intake],
  "shipping.ship": [admin, support],
  "shippedParcels.view": [admin, support],
  "shippedParcels.edit": [admin],

  "payments.view": [admin, support],
  "payments.bitcoin.confirm": [admin],
  "payments.offline.confirm": [admin, support],
  "transactions.view": [admin, support],

  /** Group 3 searches customers on the add-parcel form; the path rule keeps it off the customer pages. */
  "customers.view": [admin, support, intake],
  "customers.edit": [admin],
  "customers.delete": [admin],
  "customers.flagSuspicious": [admin, support],

  "alerts.manage": [admin, support],
  "statistics.view": [admin, support],

  "warehouses.manage": [admin],
  "rates.manage": [admin],
  "zones.manage": [admin],
  "landedCost.manage": [admin],
  "shops.manage": [admin],
  "posts.manage": [admin],
  "descriptions.view": [admin, support, intake],
  /** The add-parcel form sends lines typed as "Other" to the catalogue. */
  "descriptions.add": [admin, intake],
  "descriptions.manage": [admin],
  "loginHistory.view": [admin],

  "support.handle": everyone,
  "account.changePassword": everyone,
  /** Create staff accounts, disable them, reset their passwords. */
  "staff.manage": [admin],
} as const satisfies Record<string, readonly StaffGroup[]>;

export type StaffAction = keyof typeof PERMISSIONS;
export const STAFF_ACTIONS = Object.keys(PERMISSIONS) as StaffAction[];

export function isStaffGroup(value: unknown): value is StaffGroup {
  return value === admin || value === support || value === intake || value === other;
}

/** Whether a staff member of `groupId` may perform `action`. Unknown groups may do nothing. */
export function can(groupId: number | null | undefined, action: StaffAction): boolean {
  const allowed: readonly number[] = PERMISSIONS[action];
  return isStaffGroup(groupId) && allowed.includes(groupId);
}

export interface AdminRoute {
  /** Path below the admin root, `:id` for a parameter; "" is the dashboard. */
  path: string;
  /** What a staff member must be allowed to do to open it; null: any staff member. */
  action: StaffAction | null;
}

/** The admin child routes of configuration-and-support section 2.1, with what each needs. */
export const ADMIN_ROUTES = [
  { path: "", action: null },
  { path: "addpackage/parcel", action: "parcels.add" },
  { path: "addpackage/mail", action: "parcels.add" },
  /** The customers' pre-alerts still expected: under addpackage, so the intake desk reaches it (section 2.2). */
  { path: "addpackage/pre-alerts", action: "parcels.view" },
  { path: "manage-packages", action: "parcels.view" },
  { path: "deleted-packages", action: "parcels.view" },
  { path: "manage-expired", action: "parcels.view" },
  { path: "storage-ending", action: "parcels.view" },
  { path: "packages/shipped", action: "shippedParcels.view" },
  { path: "requests/images", action: "imageRequests.view" },
  { path: "requests/assemble", action: "consolidations.view" },
  { path: "manage-assemble", action: "consolidations.view" },
  { path: "requests/disassemble", action: "splits.view" },
  { path: "requests/shipping-requests", action: "shippingRequests.view" },
  { path: "requests/shipping", action: "shipping.ship" },
  { path: "requests/bitcoin", action: "payments.view" },
  { path: "payment/offline", action: "payments.view" },
  { path: "transactions", action: "transactions.view" },
  { path: "manage-alerts", action: "alerts.manage" },
  { path: "manageusers", action: "customers.view" },
  { path: "user/:id", action: "customers.view" },
  { path: "edituser/:id", action: "customers.edit" },
  { path: "support", action: "support.handle" },
  { path: "support/:id", action: "support.handle" },
  { path: "manage-address", action: "warehouses.manage" },
  { path: "rates", action: "rates.manage" },
  { path: "side-rates", action: "rates.manage" },
  { path: "storage-fee", action: "rates.manage" },
  { path: "zones", action: "zones.manage" },
  { path: "landed-cost", action: "landedCost.manage" },
  { path: "manage-shops", action: "shops.manage" },
  { path: "posts", action: "posts.manage" },
  { path: "manage-descriptions", action: "descriptions.manage" },
  { path: "login-history", action: "loginHistory.view" },
  { path: "changepass", action: "account.changePassword" },
  { path: "staff", action: "staff.manage" },
] as const satisfies readonly AdminRoute[];

export type AdminRoutePath = (typeof ADMIN_ROUTES)[number]["path"];

/**
 * Groups above 2 reach only routes named by one of these segments (section 2.2;
 * "admin" is the admin root itself). Read as intended: a segment anywhere in the
 * route, so `addpackage/parcel` and `support/:id` are reachable, where the old
 * product compared only the last segment.
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

/** Where a staff member is sent when a route is not theirs. */
export const ADMIN_FALLBACK_PATH = "support";

function segmentsOf(path: string): string[] {
  const segments = path.split(/[?#]/, 1)[0]!.split("/").filter(Boolean);
  // Accept the old product's "/en/admin/..." and the browser build's "/admin/...".
  if (segments[0] === "en" && segments[1] === "admin") segments.shift();
  if (segments[0] === "admin") segments.shift();
  return segments;
}

/** The admin route a path opens (with or without the /admin prefix), if any. */
export function matchAdminRoute(path: string): AdminRoute | undefined {
  const segments = segmentsOf(path);
  return ADMIN_ROUTES.find((route) => {
    const pattern = route.path === "" ? [] : route.path.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(":") || part === segments[index])
    );
  });
}

/** The route guard: whether `groupId` may open `path` in the back office. */
export function allowedAdminPath(groupId: number | null | undefined, path: string): boolean {
  const route = matchAdminRoute(path);
  if (!route || !isStaffGroup(groupId)) return false;
  if (route.action !== null && !can(groupId, route.action)) return false;
  if (groupId <= support) return true;
  const named = route.path === "" ? ["admin"] : route.path.split("/").filter((s) => !s.startsWith(":"));
  return named.some((segment) => (LIMITED_GROUP_SEGMENTS as readonly string[]).includes(segment));
}
