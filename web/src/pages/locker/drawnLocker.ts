import { contract, requestLine } from "../../api/contract";
import { getUserResponseSchema } from "@ipf/shared/schemas/auth";
import { alertResponseSchema } from "@ipf/shared/schemas/accounts";
import { packagesGroupsResponseSchema, parcelListResponseSchema } from "@ipf/shared/schemas/parcels";
import { warehousesResponseSchema } from "@ipf/shared/schemas/warehouses";
import { groupsPagePath, listPagePath } from "../../api/parcels";
import type { DrawnLocker } from "../../app/drawnPage";

/**
 * The API answers the server draws the locker's first page from, by name:
 * the calls the page makes in the browser (the account, the parcels, the
 * assembly requests, the warehouses, the alert), with the same paths.
 */
export const LOCKER_ANSWERS = {
  user: requestLine(contract.customerAuth.currentCustomer, {}).path,
  parcels: listPagePath("locker", 0),
  groups: groupsPagePath(0),
  warehouses: requestLine(contract.warehouses.list, {}).path,
  alert: requestLine(contract.account.activeAlert, {}).path,
} as const;

export type LockerAnswers = Record<keyof typeof LOCKER_ANSWERS, unknown>;

/**
 * The locker as those answers make it, read with the schemas the browser
 * reads them with; null when a list runs past its first page (the browser
 * then reads every page, as it always has).
 */
export function drawnLocker(answers: LockerAnswers, drawnAt: number): DrawnLocker | null {
  const parcels = parcelListResponseSchema.parse(answers.parcels);
  const groups = packagesGroupsResponseSchema.parse(answers.groups);
  if (parcels.pageCount > 1 || groups.pageCount > 1) return null;
  return {
    user: getUserResponseSchema.parse(answers.user).user,
    parcels: parcels.packages,
    groups: groups.packagesGroups,
    warehouses: warehousesResponseSchema.parse(answers.warehouses).addresses,
    alert: alertResponseSchema.parse(answers.alert).alert,
    drawnAt,
  };
}
