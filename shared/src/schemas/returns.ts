/**
 * Returns to the shop: the customer's request (a multipart form: the shop's
 * address, its reference and note, the prepaid label as a file or our
 * purchase of one) and what the customer and staff read of it.
 */
import { z } from "zod";
import { bothSay, deskSays, maxChars, says } from "../i18n/message-key.js";
import { LABEL_SOURCES, RETURN_LIMITS, RETURN_STATES } from "../rules/returns.js";
import { addressFields, checkAddressPhone, postalAddressAnswer } from "./addresses.js";
import { languageSchema, messageResponse, pageQuerySchema, pageResponse, parcelUserSchema } from "./common.js";
import { idField, parcelRefField } from "./parcels-fields.js";

export const returnStateSchema = z.enum(RETURN_STATES);
export const labelSourceSchema = z.enum(LABEL_SOURCES, { error: says("returnLabelSource") });

const rmaSchema = z
  .string({ error: says("rmaRequired") })
  .trim()
  .min(1, says("rmaRequired"))
  .min(RETURN_LIMITS.rmaMin, says("rmaLength"))
  .max(RETURN_LIMITS.rmaMax, says("rmaLength"))
  .describe(`The shop's return reference (RMA), ${RETURN_LIMITS.rmaMin} to ${RETURN_LIMITS.rmaMax} characters`);

/** The shop's return address, validated as every address is (Latin script: it goes on the label). */
export const returnAddressShape = {
  name: addressFields.name.describe("The shop's name as the label reads it"),
  country: addressFields.country,
  city: addressFields.city,
  zip: addressFields.zip,
  addressLineOne: addressFields.addressLineOne,
  addressLineTwo: addressFields.addressLineTwo,
  phone: addressFields.phone,
};

export const returnRequestFormSchema = z
  .object({
    packageId: parcelRefField,
    ...returnAddressShape,
    rma: rmaSchema,
    note: z
      .string()
      .trim()
      .max(RETURN_LIMITS.note, maxChars(RETURN_LIMITS.note))
      .optional()
      .default("")
      .describe("What the shop or our desk should know"),
    label: labelSourceSchema.describe("prepaid: the shop's label comes as the file; buy: we buy one, priced now"),
    locale: languageSchema.optional().default("ar").describe("The checkout's language"),
  })
  .superRefine(checkAddressPhone)
  .describe("Send a parcel of the locker back to its shop; the file is the shop's prepaid label (PDF or image)");
export type ReturnRequestForm = z.input<typeof returnRequestFormSchema>;

export const returnSchema = z.object({
  _id: z.string(),
  packageId: z.string(),
  parcelId: z.string(),
  state: returnStateSchema,
  address: z.object({ ...postalAddressAnswer, phone: z.string() }),
  rma: z.string(),
  note: z.string(),
  label: labelSourceSchema,
  currency: z.literal("USD"),
  fee: z.number().describe("Dollars"),
  labelPrice: z.number().describe("Dollars; 0 for a prepaid label"),
  total: z.number().describe("Dollars"),
  trackNumber: z.string().nullable(),
  trackLink: z.string().nullable(),
  refuseReason: z.string().nullable(),
  requestedAt: z.string(),
  paidAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type ParcelReturn = z.infer<typeof returnSchema>;

export const askedReturnResponseSchema = messageResponse({
  return: returnSchema,
  checkoutUrl: z.string().describe("Where the customer pays the fee (Stripe Checkout, or the local checkout)"),
});

export const parcelReturnResponseSchema = z.object({
  error: z.literal(false),
  return: returnSchema.nullable().describe("The parcel's latest return, or null"),
  checkoutUrl: z.string().nullable().describe("While unpaid: the checkout still open to pay it"),
});

export const returnParamsSchema = z.object({ id: idField(bothSay("notFound")) });

// ------------------------------------------------------------------ staff

export const RETURN_TABS = ["paid", "returned", "refused"] as const;
export const returnQueueQuerySchema = pageQuerySchema.extend({
  tab: z.enum(RETURN_TABS).default("paid").describe("paid: to send back; returned; refused"),
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Part of a track number or packageId, an RMA, or a customer code"),
});

export const staffReturnSchema = returnSchema.extend({
  user: parcelUserSchema.extend({ language: languageSchema }),
  trackNumberIn: z.string().describe("The parcel's track number as it arrived"),
  weight: z.number().describe("The parcel's weight, kg"),
  carrier: z.object({ _id: z.string(), name: z.string(), linked: z.boolean() }).nullable(),
  hasLabel: z.boolean().describe("A prepaid label uploaded, or a label bought"),
});
export type StaffReturn = z.infer<typeof staffReturnSchema>;

export const returnQueueResponseSchema = pageResponse({
  returns: z.array(staffReturnSchema),
  returnCount: z.number().int(),
  counts: z.record(z.enum(RETURN_TABS), z.number().int()),
});

export const returnLabelResponseSchema = z.object({
  error: z.literal(false),
  document: z.string().describe("Base64"),
  contentType: z.string().describe("application/pdf, image/webp or text/plain (ZPL)"),
});

export const buyReturnLabelRequestSchema = z.object({
  format: z.enum(["PDF", "ZPL"]).default("PDF"),
});

export const shipReturnRequestSchema = z.object({
  trackNumber: z
    .string()
    .trim()
    .max(RETURN_LIMITS.trackNumber, maxChars(RETURN_LIMITS.trackNumber))
    .optional()
    .describe("Required unless a label was bought (its tracking is used)"),
  trackLink: z.string().trim().url(deskSays("invalidLink")).max(500).optional().or(z.literal("").optional()),
});

export const refuseReturnRequestSchema = z.object({
  reason: z
    .string({ error: deskSays("Reason Required") })
    .trim()
    .min(1, deskSays("Reason Required"))
    .max(RETURN_LIMITS.refuseReason, maxChars(RETURN_LIMITS.refuseReason)),
});

export const staffReturnResponseSchema = messageResponse({ return: staffReturnSchema });
