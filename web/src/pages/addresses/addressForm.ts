import { countryByIso2 } from "@ipf/shared/data/countries";
import { needsNationalId, stripArabicLetters } from "@ipf/shared/rules/addresses";
import type { Address, AddAddressRequest } from "@ipf/shared/schemas/addresses";

/**
 * The address dialog's fields and how they become the request: the name in
 * two boxes joined, the phone as "+{dial code}{number}", the national ID
 * sent only for Algeria (customer-area.md 5).
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

/** Fields that are printed on labels: Arabic letters are stripped as typed. */
const LATIN_ONLY = new Set<keyof AddressFormValues>([
  "firstName",
  "lastName",
  "city",
  "zip",
  "addressLineOne",
  "addressLineTwo",
  "nationalID",
]);

export function typed(field: keyof AddressFormValues, value: string): string {
  if (field === "phone") return value.replace(/[^\d]/g, "");
  return LATIN_ONLY.has(field) ? stripArabicLetters(value) : value;
}

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
    phone: dial && values.phone ? `+${dial}${values.phone.replace(/^0+/, "")}` : values.phone,
  };
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
