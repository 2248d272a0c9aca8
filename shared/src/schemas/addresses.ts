import { z } from "zod";
import { countryByIso2 } from "../data/countries.js";
import { maxChars, says, type MessageKey } from "../i18n/message-key.js";
import { checkNationalId, hasArabicLetters, normaliseNationalId } from "../rules/addresses.js";
import { parseInternationalPhone } from "../rules/phone.js";
import { captchaSchema } from "./auth.js";
import { messageResponse, pageQuerySchema, pageResponse } from "./common.js";

/**
 * The address book. Message keys are translated by the catalogues; the API and
 * the web form parse with the same schemas, so what the form accepts the server
 * accepts.
 */

/** Most addresses a customer keeps: the book is answered in one page. */
export const MAX_ADDRESSES = 100;

/** An id the database can look up; anything else is a bad request, not a 500. */
export const idSchema = z.guid(says("invalidId"));

/** Longest text of each field, as the form and the API both refuse past it. */
export const ADDRESS_LIMITS = {
  name: 120,
  title: 60,
  city: 100,
  zip: 20,
  addressLineOne: 200,
  addressLineTwo: 200,
  nationalID: 40,
} as const;

/** A required line of an address: Latin script only (it is printed on labels and customs papers). */
function addressLine(requiredKey: MessageKey, max: number) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(max, maxChars(max))
    .refine((value) => !hasArabicLetters(value), says("noArabicLetters"));
}

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxChars(max))
    .refine((value) => !hasArabicLetters(value), says("noArabicLetters"))
    .optional()
    .default("");

export const addressCountrySchema = z
  .string({ error: says("countryRequired") })
  .trim()
  .min(1, says("countryRequired"))
  .refine((value) => countryByIso2(value) !== undefined, says("invalidCountry"))
  .transform((value) => value.toUpperCase())
  .describe("ISO 3166-1 alpha-2 code of the destination country");

export const addressFields = {
  /** The recipient's full name (the form's first and last name, joined). */
  name: addressLine("nameRequired", ADDRESS_LIMITS.name).describe("Recipient's full name"),
  title: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.title, maxChars(ADDRESS_LIMITS.title))
    .optional()
    .describe("The customer's own label; a default ('My First Address'...) when empty"),
  country: addressCountrySchema,
  city: addressLine(says("cityRequired"), ADDRESS_LIMITS.city),
  zip: addressLine(says("zipRequired"), ADDRESS_LIMITS.zip),
  addressLineOne: addressLine(says("addressLineOneRequired"), ADDRESS_LIMITS.addressLineOne),
  addressLineTwo: optionalLine(ADDRESS_LIMITS.addressLineTwo),
  nationalID: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.nationalID, maxChars(ADDRESS_LIMITS.nationalID))
    .optional()
    .describe("Required (more than 8 characters) for Algeria"),
  phone: z.string({ error: says("phoneRequired") }).describe('"+{dial code}{number}"'),
};

type AddressFields = z.output<z.ZodObject<typeof addressFields>>;

/**
 * Cross-field rules: the national ID by country, and the phone in E.164.
 * Checked beside the fields' own messages (a refinement, not the transform,
 * which runs only once they pass), so the form shows every problem at once.
 */
function checkAddress(value: Partial<Record<keyof AddressFields, unknown>>, ctx: z.RefinementCtx) {
  const country = typeof value.country === "string" ? value.country : undefined;
  const nationalID = typeof value.nationalID === "string" ? value.nationalID : undefined;
  const nationalIdProblem = checkNationalId(country, nationalID);
  if (nationalIdProblem) {
    ctx.addIssue({ code: "custom", path: ["nationalID"], message: nationalIdProblem });
  } else if (nationalID && hasArabicLetters(nationalID)) {
    ctx.addIssue({ code: "custom", path: ["nationalID"], message: says("noArabicLetters") });
  }
  if (typeof value.phone !== "string") return;
  const phone = parseInternationalPhone(value.phone);
  if (!phone.ok) ctx.addIssue({ code: "custom", path: ["phone"], message: phone.message });
}

/** The phone rule alone, for an address without the national ID (a shop's return address). */
export function checkAddressPhone(value: { phone?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value.phone !== "string") return;
  const phone = parseInternationalPhone(value.phone);
  if (!phone.ok) ctx.addIssue({ code: "custom", path: ["phone"], message: phone.message });
}

function normaliseAddress<T extends AddressFields>(value: T) {
  const phone = parseInternationalPhone(value.phone);
  return {
    ...value,
    title: value.title ?? "",
    nationalID: normaliseNationalId(value.country, value.nationalID),
    // checkAddress refused any other phone.
    phone: phone.ok ? phone.e164 : value.phone,
  };
}

export const addAddressRequestSchema = z
  .object({ ...addressFields, captcha: captchaSchema })
  .superRefine(checkAddress)
  .transform(normaliseAddress)
  .describe("A new address-book entry");
export type AddAddressRequest = z.input<typeof addAddressRequestSchema>;

export const updateAddressRequestSchema = z
  .object({ addressId: idSchema, ...addressFields })
  .superRefine(checkAddress)
  .transform(normaliseAddress)
  .describe("An address-book entry, rewritten whole; an empty title keeps the current one");
export type UpdateAddressRequest = z.input<typeof updateAddressRequestSchema>;
/** An address as the two requests leave it once checked: every line a string, the phone in E.164. */
export type AddressEntry = Omit<z.output<typeof addAddressRequestSchema>, "captcha">;

export const deleteAddressRequestSchema = z.object({ addressId: idSchema });

/** The postal lines of an address as the API answers them: an address-book entry's, a return's shop's. */
export const postalAddressAnswer = {
  name: z.string(),
  country: z.string(),
  city: z.string(),
  zip: z.string(),
  addressLineOne: z.string(),
  addressLineTwo: z.string(),
};

export const addressSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    title: z.string(),
    ...postalAddressAnswer,
    nationalID: z.string(),
    phone: z.string(),
    createdAt: z.string(),
  })
  .describe("Address-book entry");
export type Address = z.infer<typeof addressSchema>;

export const addressListQuerySchema = pageQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(MAX_ADDRESSES).default(MAX_ADDRESSES).describe("Rows per page"),
});

export const addressListResponseSchema = pageResponse({
  addresses: z.array(addressSchema),
  count: z.number().int(),
});

export const addressResponseSchema = messageResponse({
  address: addressSchema,
});
