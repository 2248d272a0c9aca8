/**
 * Pre-alerts: a customer announces a parcel they expect, and the intake desk
 * matches the parcel to it when it arrives. The customer's form, the API and
 * the desk parse with these schemas. Message keys of the form's own fields
 * (storeRequired, trackRequired, trackTooShort, warehouseRequired,
 * linesRequired, descriptionRequired, addressRequired, carrierRequired) are
 * the `preAlerts.fields` texts of the catalogues; the others are shared
 * validation keys.
 */
import { z } from "zod";
import { deskSays, maxChars, preAlertSays, says, tooManyItems, type MessageKey } from "../i18n/message-key.js";
import { PARCEL_LIMITS } from "../rules/parcel-limits.js";
import {
  MIN_PRE_ALERT_TRACK,
  normaliseTrackNumber,
  PRE_ALERT_STATES,
  PRE_ALERT_STATUSES,
} from "../rules/pre-alerts.js";
import { messageResponse, okResponse, pageQuerySchema, pageResponse } from "./common.js";
import { eurosField, flagField, idField, optionalFlagField, quantityField } from "./parcels-fields.js";

export const PRE_ALERT_LIMITS = { store: 100, description: 200, hsCode: 20, lines: 20 } as const;

const requiredText = (requiredKey: MessageKey, max: number) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, maxChars(max));

/** One declared line: what it is, how many, the value of one in euros, and the HS code if the customer knows it. */
export const preAlertLineSchema = z
  .object({
    description: requiredText(preAlertSays("descriptionRequired"), PRE_ALERT_LIMITS.description),
    quantity: quantityField,
    price: eurosField.describe("Value of one item in euros, at least 0"),
    hsCode: z
      .string()
      .trim()
      .max(PRE_ALERT_LIMITS.hsCode, maxChars(PRE_ALERT_LIMITS.hsCode))
      .nullish()
      .transform((code) => code || null)
      .describe("HS code, optional"),
  })
  .transform((line) => ({
    description: line.description,
    quantity: line.quantity,
    priceCents: line.price,
    hsCode: line.hsCode,
  }));
export type PreAlertLineInput = z.input<typeof preAlertLineSchema>;
export type PreAlertLine = z.output<typeof preAlertLineSchema>;

/** The whole track number or its last characters, read upper case without spaces. */
export const preAlertTrackField = z
  .string({ error: preAlertSays("trackRequired") })
  .transform(normaliseTrackNumber)
  .pipe(
    z
      .string()
      .min(1, preAlertSays("trackRequired"))
      .min(MIN_PRE_ALERT_TRACK, preAlertSays("trackTooShort"))
      .max(PARCEL_LIMITS.maxTrackNumberLength, maxChars(PARCEL_LIMITS.maxTrackNumberLength)),
  )
  .describe(`The track number, or at least its last ${MIN_PRE_ALERT_TRACK} characters`);

/** An id the form may leave blank (its select's empty choice): blank reads as none. */
const optionalId = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.guid(says("invalidId")).optional(),
);

const formShape = {
  store: requiredText("storeRequired", PRE_ALERT_LIMITS.store).describe("The store the parcel comes from"),
  trackNumber: preAlertTrackField,
  warehouse: idField("warehouseRequired").describe("The warehouse the parcel is sent to"),
  lines: z
    .array(preAlertLineSchema, { error: preAlertSays("linesRequired") })
    .min(1, preAlertSays("linesRequired"))
    .max(PRE_ALERT_LIMITS.lines, tooManyItems(PRE_ALERT_LIMITS.lines)),
  shipOnArrival: flagField.describe("Ask to ship the parcel as soon as it arrives"),
  addressId: optionalId.describe("With shipOnArrival: an address of the address book"),
  carrierId: optionalId.describe("With shipOnArrival: an active carrier of the warehouse"),
};

type Shipping = { shipOnArrival?: boolean; addressId?: string | undefined; carrierId?: string | undefined };

/** Ship on arrival needs its address and its carrier; without it, both are dropped. */
function withShipping<T extends z.ZodType<Shipping>>(schema: T) {
  return schema
    .superRefine(
      (form, ctx) => {
        // Runs even when other fields failed, so one answer names every missing field.
        if (typeof form !== "object" || form === null || form.shipOnArrival !== true) return;
        const taken = new Set(ctx.issues?.map((issue) => String(issue.path?.[0])));
        if (!form.addressId && !taken.has("addressId")) {
          ctx.addIssue({ code: "custom", path: ["addressId"], message: preAlertSays("addressRequired") });
        }
        if (!form.carrierId && !taken.has("carrierId")) {
          ctx.addIssue({ code: "custom", path: ["carrierId"], message: preAlertSays("carrierRequired") });
        }
      },
      { when: () => true },
    )
    .transform((form) => {
      const { addressId, carrierId, ...rest } = form as z.output<T> & Shipping;
      return { ...rest, shipping: form.shipOnArrival ? { addressId: addressId!, carrierId: carrierId! } : null };
    });
}

/** POST /api/users/pre-alerts/add. */
export const preAlertFormSchema = withShipping(z.object(formShape)).describe("Announce an expected parcel");
export type PreAlertFormInput = z.input<typeof preAlertFormSchema>;
export type PreAlertForm = z.output<typeof preAlertFormSchema>;

/** POST /api/users/pre-alerts/update: the whole pre-alert again, while it is expected. */
export const preAlertUpdateSchema = withShipping(z.object({ id: idField("notFound"), ...formShape })).describe(
  "Rewrite an expected pre-alert",
);
export type PreAlertUpdate = z.output<typeof preAlertUpdateSchema>;

/** POST /api/users/pre-alerts/cancel. */
export const preAlertIdSchema = z.object({ id: idField(says("notFound")) });

export const preAlertListQuerySchema = pageQuerySchema;

/** A pre-alert as its customer reads it. `status` is its state, or overdue (shared/src/rules/pre-alerts.ts). */
export const preAlertSchema = z
  .object({
    _id: z.string(),
    store: z.string(),
    trackNumber: z.string(),
    warehouseId: z.string(),
    lines: z.array(
      z.object({
        description: z.string(),
        quantity: z.number().int(),
        price: z.number().describe("Euros"),
        hsCode: z.string().nullable(),
      }),
    ),
    shipping: z
      .object({ addressId: z.string().nullable(), carrierId: z.string().nullable() })
      .nullable()
      .describe("Ship on arrival: the address and carrier chosen (null where since deleted); null when not asked"),
    state: z.enum(PRE_ALERT_STATES),
    status: z.enum(PRE_ALERT_STATUSES),
    createdAt: z.string(),
    arrivedAt: z.string().nullable(),
    parcelId: z.string().nullable().describe("The parcel it became, once arrived"),
    packageId: z.string().nullable().describe("That parcel's code"),
  })
  .describe("Pre-alert");
export type PreAlert = z.infer<typeof preAlertSchema>;

export const preAlertListResponseSchema = pageResponse({
  preAlerts: z.array(preAlertSchema),
  count: z.number().int(),
});
export const preAlertResponseSchema = messageResponse({ preAlert: preAlertSchema });

/** The carriers a customer may choose to ship on arrival: the active ones, by warehouse. */
export const preAlertCarriersResponseSchema = okResponse({
  carriers: z.array(z.object({ _id: z.string(), name: z.string(), warehouseId: z.string() })),
});

/** A pre-alert as the back office reads it: with its customer, as the intake's customer picker holds one. */
export const staffPreAlertSchema = preAlertSchema
  .extend({
    customer: z.object({
      id: z.string(),
      fullName: z.string(),
      email: z.string(),
      customerCode: z.string().describe("addressHash"),
    }),
    carrierName: z.string().nullable().describe("The carrier chosen to ship on arrival"),
  })
  .describe("Pre-alert, staff view");
export type StaffPreAlert = z.infer<typeof staffPreAlertSchema>;

/** GET /api/admins/pre-alerts/match: what the intake desk scanned. */
export const preAlertMatchQuerySchema = z.object({
  trackNumber: z
    .string({ error: deskSays("codeRequired") })
    .transform(normaliseTrackNumber)
    .pipe(z.string().min(1, deskSays("codeRequired")).max(PARCEL_LIMITS.maxTrackNumberLength, deskSays("tooLarge"))),
});

export const preAlertMatchResponseSchema = okResponse({
  matches: z
    .array(staffPreAlertSchema)
    .describe("Expected pre-alerts whose number is the scanned one or its end: one fills the form"),
  suggestions: z
    .array(staffPreAlertSchema)
    .describe("With no match: expected pre-alerts whose number is close to the scanned one, for the desk to pick"),
});

/** GET /api/admins/pre-alerts: the expected ones, oldest first; `overdue` keeps those past 60 days. */
export const staffPreAlertListQuerySchema = pageQuerySchema.extend({
  query: z
    .string()
    .trim()
    .max(100, deskSays("tooLarge"))
    .optional()
    .describe("A customer code, or part of a track number"),
  overdue: optionalFlagField.describe("true: only the overdue ones"),
});
export const staffPreAlertListResponseSchema = pageResponse({
  preAlerts: z.array(staffPreAlertSchema),
  count: z.number().int(),
});
