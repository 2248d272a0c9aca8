import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** The phone numbers' library, for a step of the warm-up, by a binding the site uses (see ./zod.ts). */
export const phoneNumbers = parsePhoneNumberFromString;
