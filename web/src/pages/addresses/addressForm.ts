import { countryByIso2 } from "@ipf/shared/data/countries";
import { maxChars } from "@ipf/shared/i18n/message-key";
import { hasArabicLetters, needsNationalId } from "@ipf/shared/rules/addresses";
import { checkNationalNumber } from "@ipf/shared/rules/phone";
import {
  ADDRESS_LIMITS,
  addAddressRequestSchema,
  updateAddressRequestSchema,
  type Address,
  type AddAddressRequest,
} from "@ipf/shared/schemas/addresses";
import { phoneMessage } from "../auth/phoneInput";

/**
 * The address dialog's fields and how they become the request: the name in
 * two boxes joined, the phone as "+{dial code}{number}", the national ID
 * sent only for Algeria.
 */
export interface AddressFormValues {
  title: string;
  firstName: string;
  lastName: string;
  country: string;
  city: string;
  zip: string;
  addressLineOne: string;
  addressLineTwo: string;
  nationalID: string;
  phone: string;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  title: "",
  firstName: "",
  lastName: "",
  country: "",
  city: "",
  zip: "",
  addressLineOne: "",
  addressLineTwo: "",
  nationalID: "",
  phone: "",
};

export type AddressErrors = Partial<Record<keyof AddressFormValues, string>>;

/**
 * What a box keeps of what was typed: everything, so that a character the
 * field cannot take is refused with a message rather than silently dropped
 * (a street typed in Arabic once became "12"). Only the phone's separators
 * (spaces, dashes, dots, brackets) go, as they are formatting, not digits.
 */
export function typed(field: keyof AddressFormValues, value: string): string {
  return field === "phone" ? value.replace(/[\s\-.()\u200e\u200f]/g, "") : value;
}

/** Each half of the recipient's name, so that the two joined never pass the name's limit. */
export const NAME_PART_MAX = Math.floor((ADDRESS_LIMITS.name - 1) / 2);

export function toRequest(values: AddressFormValues): Omit<AddAddressRequest, "captcha"> {
  const dial = countryByIso2(values.country)?.dialCode;
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  return {
    name,
    title: values.title.trim() || undefined,
    country: values.country,
    city: values.city,
    zip: values.zip,
    addressLineOne: values.addressLineOne,
    addressLineTwo: values.addressLineTwo,
    nationalID: needsNationalId(values.country) ? values.nationalID : "",
    phone: dial && values.phone ? `+${dial}${values.phone}` : values.phone,
  };
}

function namePart(value: string, requiredKey: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return requiredKey;
  if (hasArabicLetters(trimmed)) return "noArabicLetters";
  if (trimmed.length > NAME_PART_MAX) return maxChars(NAME_PART_MAX);
  return undefined;
}

/**
 * Every problem of the dialog's fields at once, as message keys: the shared
 * schema the API parses with, plus what only the dialog's own boxes can say
 * (each half of the name; the national number against its country).
 */
export function addressErrors(values: AddressFormValues, addressId?: string): AddressErrors {
  const errors: AddressErrors = {};
  const request = toRequest(values);
  const parsed = addressId
    ? updateAddressRequestSchema.safeParse({ ...request, addressId })
    : addAddressRequestSchema.safeParse(request);
  for (const issue of parsed.error?.issues ?? []) {
    const field = formField(String(issue.path[0] ?? ""));
    if (field) errors[field] ??= issue.message;
  }
  delete errors.firstName;
  const first = namePart(values.firstName, "firstNameRequired");
  const last = namePart(values.lastName, "lastNameRequired");
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  const phone = checkNationalNumber(values.country || undefined, values.phone);
  if (phone) errors.phone = phoneMessage(phone, values.country);
  else delete errors.phone;
  return errors;
}

/** An entry of the book, back into the dialog's fields. */
export function fromAddress(address: Address): AddressFormValues {
  const [firstName = "", ...rest] = address.name.trim().split(/\s+/);
  const dial = countryByIso2(address.country)?.dialCode ?? "";
  const phone = address.phone.startsWith(`+${dial}`)
    ? address.phone.slice(dial.length + 1)
    : address.phone.replace(/^\+/, "");
  return {
    title: address.title,
    firstName,
    lastName: rest.join(" "),
    country: address.country,
    city: address.city,
    zip: address.zip,
    addressLineOne: address.addressLineOne,
    addressLineTwo: address.addressLineTwo,
    nationalID: address.nationalID,
    phone,
  };
}

/** Which dialog field shows a message of the request's field (name goes under the first name). */
export function formField(requestField: string): keyof AddressFormValues | null {
  if (requestField === "name") return "firstName";
  const known: readonly string[] = Object.keys(EMPTY_ADDRESS);
  return known.includes(requestField) ? (requestField as keyof AddressFormValues) : null;
}
