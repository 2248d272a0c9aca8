import { STAFF_GROUPS, type StaffGroup } from "./schemas/auth.js";

/**
 * The one permissions table: the API checks it before acting and the back
 * office reads it to decide what to show (its screen table names the action
 * each screen needs). The rules it follows:
 * - shops, like zones, rates and warehouses, are configuration: admin only;
 * - alerts, deleted and expired parcels: viewing is for admin and support,
 *   and changing follows the rule of the same object elsewhere (parcel edit
 *   and delete stay admin only);
 * - group 3 (intake and shipping) adds parcels, answers shipping requests
 *   with priced offers (or cancels them), and performs the physical assembly
 *   of a consolidation (weigh, measure, photograph). Cancelling, reverting
 *   and deleting a consolidation stay with admins, and so does shipping
 *   (with support): the shipping list is not among the screens group 3 opens;
 * - group 4 gets read access to the screens its path rule lets it reach,
 *   support, and its own password.
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
  /** The shipped parcels with a problem, and the tickets to their customers about them. */
  "shipmentProblems.handle": [admin, support],
  /** Parcels going back to their shop: buy or print the label, send it back, or refuse (the fee refunded). */
  "returns.handle": [admin, support],
  /** Buy for me: quote the requests, buy, record the purchase and its tracking, close (staff groups as returns). */
  "purchases.handle": [admin, support],
  /** Its fee and the quote's validity are configuration. */
  "purchases.manage": [admin],

  /** The service requests queue; intake and admins do the work (start, complete with the result, refuse). */
  "serviceRequests.view": [admin, support, intake],
  "serviceRequests.handle": [admin, intake],
  /** The service catalogue is configuration, like the rates. */
  "services.manage": [admin],

  "payments.view": [admin, support],
  "payments.bitcoin.confirm": [admin],
  "payments.offline.confirm": [admin, support],
  "transactions.view": [admin, support],
  /** Claims: support read the queue and the evidence; admins decide, since a decision pays money. */
  "claims.view": [admin, support],
  "claims.decide": [admin],
  /** The insurance's price and reach are configuration. */
  "insurance.manage": [admin],

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
  /** The change log of the settings above (storage fee, customs, duty and VAT, services). */
  "changes.view": [admin],

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
