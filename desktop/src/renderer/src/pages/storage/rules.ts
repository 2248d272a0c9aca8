import { storageDaysLeft } from "@ipf/shared/rules/storage";
import { storageTexts } from "./texts";

/** Days of free storage a parcel has left on `now`'s UTC day: 0 on its last day. */
export const daysLeft = (parcel: { storageEndsOn: string }, now: Date): number =>
  storageDaysLeft(parcel.storageEndsOn, now);

/** Within a week of the end the row is flagged. */
export const urgent = (days: number): boolean => days <= 7;

type ValidationKey = keyof typeof storageTexts.validation;

/** The text key of a message of the fee field (the shared schema's keys), or undefined for none. */
export function feeMessageKey(key: string | undefined): `storage.validation.${ValidationKey}` | undefined {
  if (key === undefined) return undefined;
  const known = key in storageTexts.validation ? (key as ValidationKey) : "invalidFee";
  return `storage.validation.${known}`;
}
