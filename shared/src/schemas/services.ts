/**
 * The services sold on a parcel: the catalogue (customers read the active
 * part, admins edit it), a customer's requests for them, and what staff hand
 * back. Money on the wire is in dollars, like the storage fee and the
 * shipping prices; a share of the declared value is in percent.
 */
import { z } from "zod";
import { bothSay, deskSays, maxChars } from "../i18n/message-key.js";
import {
  MAX_SERVICE_PRICE_CENTS,
  MAX_SERVICE_TURNAROUND_HOURS,
  SERVICE_DELIVERABLES,
  SERVICE_REQUEST_STATES,
  SERVICE_UNAVAILABLE_REASONS,
} from "../rules/services.js";
import {
  formBoolean,
  jsonValue,
  messageResponse,
  numberField,
  okResponse,
  pageQuerySchema,
  pageResponse,
  parcelUserSchema,
  translatedTextSchema,
} from "./common.js";

export const MAX_SERVICE_NAME = 80;
export const MAX_SERVICE_DESCRIPTION = 500;
export const MAX_SERVICE_NOTE = 1000;
export const MAX_RESULT_NOTE = 2000;
export const MAX_CHECKLIST_ITEMS = 30;
export const MAX_REFUSE_REASON = 500;
const MAX_PRICE = MAX_SERVICE_PRICE_CENTS / 100;

// ---------------------------------------------------------------- catalogue

export const serviceCodeSchema = z
  .string({ error: deskSays("serviceCodeInvalid") })
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,39}$/, deskSays("serviceCodeInvalid"))
  .describe("Stable code: lower case letters, digits and _, 2 to 40");

export const serviceSchema = z
  .object({
    code: z.string(),
    name: translatedTextSchema,
    description: translatedTextSchema,
    price: z.number().nullable().describe("A fixed price in dollars; null when the price is a share"),
    sharePercent: z.number().nullable().describe("A share of the declared value, in percent; null for a fixed price"),
    minimum: z.number().nullable().describe("The share's floor in dollars"),
    active: z.boolean(),
    lockerOnly: z.boolean().describe("Only for a parcel in the locker"),
    mailOnly: z.boolean().describe("Only for mail"),
    exclusive: z.boolean().describe("Not while another service request of the parcel is open"),
    deliverables: z.array(z.enum(SERVICE_DELIVERABLES)).describe("What staff hand back"),
    turnaroundHours: z.number().int(),
    position: z.number().int().describe("Display order"),
  })
  .describe("A service of the catalogue");
export type Service = z.infer<typeof serviceSchema>;

export const servicesResponseSchema = okResponse({ services: z.array(serviceSchema) });

/** Whole cents: 8.5 is an amount, 8.505 is not. */
const wholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-9;

const nameText = z
  .string({ error: deskSays("serviceNameRequired") })
  .trim()
  .min(1, deskSays("serviceNameRequired"))
  .max(MAX_SERVICE_NAME, maxChars(MAX_SERVICE_NAME));
const descriptionText = z.string().trim().max(MAX_SERVICE_DESCRIPTION, maxChars(MAX_SERVICE_DESCRIPTION)).default("");
const money = numberField(deskSays("servicePriceRange"), deskSays("servicePriceRange"))
  .pipe(z.number().min(0, deskSays("servicePriceRange")).max(MAX_PRICE, deskSays("servicePriceRange")))
  .refine(wholeCents, deskSays("servicePriceRange"));

const serviceFields = z.object({
  name: z.object({ en: nameText, ar: nameText, fr: nameText }, { error: deskSays("serviceNameRequired") }),
  description: z.object({ en: descriptionText, ar: descriptionText, fr: descriptionText }).default({
    en: "",
    ar: "",
    fr: "",
  }),
  price: money.nullable().default(null).describe(`A fixed price in dollars, 0 to ${MAX_PRICE}`),
  sharePercent: numberField(deskSays("serviceShareRange"), deskSays("serviceShareRange"))
    .pipe(z.number().gt(0, deskSays("serviceShareRange")).max(100, deskSays("serviceShareRange")))
    .refine((percent) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6), deskSays("serviceShareRange"))
    .nullable()
    .default(null)
    .describe("A share of the declared value in percent (more than 0, at most 100, two decimals)"),
  minimum: money.nullable().default(null).describe("The share's floor in dollars"),
  active: formBoolean().default(true),
  lockerOnly: formBoolean().default(true),
  mailOnly: formBoolean().default(false),
  exclusive: formBoolean().default(false),
  deliverables: z
    .array(z.enum(SERVICE_DELIVERABLES, { error: deskSays("serviceDeliverablesRequired") }), {
      error: deskSays("serviceDeliverablesRequired"),
    })
    .min(1, deskSays("serviceDeliverablesRequired"))
    .transform((list) => [...new Set(list)]),
  turnaroundHours: numberField(deskSays("serviceTurnaroundRange"), deskSays("serviceTurnaroundRange")).pipe(
    z
      .number()
      .int(deskSays("serviceTurnaroundRange"))
      .min(1, deskSays("serviceTurnaroundRange"))
      .max(MAX_SERVICE_TURNAROUND_HOURS, deskSays("serviceTurnaroundRange")),
  ),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** A fixed price or a share, never both; a floor only with a share. */
function onePrice(
  form: { price: number | null; sharePercent: number | null; minimum: number | null },
  ctx: z.RefinementCtx,
): void {
  if ((form.price === null) === (form.sharePercent === null)) {
    ctx.addIssue({ code: "custom", path: ["price"], message: deskSays("serviceOnePrice") });
  }
  if (form.minimum !== null && form.sharePercent === null) {
    ctx.addIssue({ code: "custom", path: ["minimum"], message: deskSays("serviceMinimumWithoutShare") });
  }
}

export const serviceEditSchema = serviceFields.superRefine(onePrice).describe("A service's fields");
export type ServiceEdit = z.output<typeof serviceEditSchema>;
export type ServiceEditInput = z.input<typeof serviceEditSchema>;
export const serviceCreateSchema = serviceFields
  .extend({ code: serviceCodeSchema })
  .superRefine(onePrice)
  .describe("A new service");
export type ServiceCreate = z.output<typeof serviceCreateSchema>;

export const serviceParamsSchema = z.object({ code: serviceCodeSchema });
export const serviceSavedResponseSchema = messageResponse({ service: serviceSchema });

// ---------------------------------------------------------------- requests

export const checklistItemSchema = z.object({
  item: z
    .string({ error: deskSays("checklistItemRequired") })
    .trim()
    .min(1, deskSays("checklistItemRequired"))
    .max(120, maxChars(120)),
  passed: z.boolean({ error: deskSays("checklistResultRequired") }),
  note: z.string().trim().max(500, maxChars(500)).default(""),
});
export type ChecklistItem = z.output<typeof checklistItemSchema>;

export const serviceResultSchema = z
  .object({
    photos: z.array(z.string()).describe("Signed links of the photos"),
    scan: z.string().nullable().describe("Signed link of the PDF scan"),
    checklist: z.array(checklistItemSchema).describe("Pass or fail per item, with notes"),
    note: z.string().nullable(),
  })
  .describe("What staff handed back");

export const serviceRequestSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: translatedTextSchema,
    state: z.enum(SERVICE_REQUEST_STATES),
    note: z.string().nullable().describe("The customer's note"),
    fee: z.number().nullable().describe("The fee in dollars, fixed when completed; null before"),
    paid: z.boolean().describe("The fee was paid with a shipping payment"),
    turnaroundHours: z.number().int(),
    requestedAt: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    refusedAt: z.string().nullable(),
    refuseReason: z.string().nullable(),
    result: serviceResultSchema.nullable(),
  })
  .describe("A request for a service on a parcel");
export type ServiceRequestView = z.infer<typeof serviceRequestSchema>;

export const parcelServiceSchema = serviceSchema
  .pick({ code: true, name: true, description: true, deliverables: true, turnaroundHours: true })
  .extend({
    fee: z.number().describe("What it costs for this parcel now, in dollars"),
    unavailable: z.enum(SERVICE_UNAVAILABLE_REASONS).nullable().describe("Why the parcel cannot take it now"),
  });
export type ParcelService = z.infer<typeof parcelServiceSchema>;

export const parcelServicesResponseSchema = okResponse({
  services: z.array(parcelServiceSchema).describe("The active catalogue, each with this parcel's fee"),
  requests: z.array(serviceRequestSchema).describe("The parcel's requests, newest first"),
  dueFees: z
    .array(z.object({ name: translatedTextSchema, fee: z.number().describe("Dollars") }))
    .describe(
      "The completed services' fees its shipping payment will charge (its own, and those of parcels consolidated into it)",
    ),
});
export type ParcelServicesResponse = z.infer<typeof parcelServicesResponseSchema>;

export const serviceRequestBodySchema = z.object({
  code: z
    .string({ error: bothSay("fillAllFields") })
    .trim()
    .min(1, bothSay("fillAllFields"))
    .max(40),
  note: z.string().trim().max(MAX_SERVICE_NOTE, maxChars(MAX_SERVICE_NOTE)).optional(),
});
export type ServiceRequestBody = z.input<typeof serviceRequestBodySchema>;
export const serviceRequestCreatedSchema = messageResponse({ request: serviceRequestSchema });

export const parcelServiceParamsSchema = z.object({
  id: z.string().trim().min(1).max(60).describe("The parcel's id or code"),
});
export const parcelServiceRequestParamsSchema = parcelServiceParamsSchema.extend({
  requestId: z.guid({ error: bothSay("notFound") }),
});

// ---------------------------------------------------------------- staff queue

export const SERVICE_QUEUE_TABS = ["open", "requested", "in_progress", "completed", "refused", "cancelled"] as const;
export type ServiceQueueTab = (typeof SERVICE_QUEUE_TABS)[number];

export const serviceQueueQuerySchema = pageQuerySchema.extend({
  tab: z.enum(SERVICE_QUEUE_TABS).default("open").describe("open: requested and in progress, oldest first"),
  query: z.string().trim().max(100).optional().describe("Part of a track number or packageId, or a customer code"),
});

export const staffServiceRequestSchema = serviceRequestSchema.extend({
  parcel: z.object({ _id: z.string(), packageId: z.string(), trackNumber: z.string(), state: z.string() }),
  user: parcelUserSchema,
  deliverables: z.array(z.enum(SERVICE_DELIVERABLES)),
  startedBy: z.string().nullable(),
  completedBy: z.string().nullable(),
});
export type StaffServiceRequest = z.infer<typeof staffServiceRequestSchema>;

export const serviceQueueResponseSchema = pageResponse({
  requests: z.array(staffServiceRequestSchema),
  requestCount: z.number().int(),
});

export const serviceRequestParamsSchema = z.object({ id: z.guid({ error: bothSay("notFound") }) });

export const serviceRefuseSchema = z.object({
  reason: z
    .string({ error: deskSays("Reason Required") })
    .trim()
    .min(1, deskSays("Reason Required"))
    .max(MAX_REFUSE_REASON, maxChars(MAX_REFUSE_REASON)),
});

/** The result form (multipart): photos in `images`, a PDF in `scan`, the checklist as JSON. */
export const serviceCompleteFormSchema = z.object({
  checklist: jsonValue(z.array(checklistItemSchema).max(MAX_CHECKLIST_ITEMS, deskSays("tooManyItems")))
    .optional()
    .describe("JSON: [{ item, passed, note }]"),
  note: z.string().trim().max(MAX_RESULT_NOTE, maxChars(MAX_RESULT_NOTE)).optional(),
});

export const staffServiceRequestResponseSchema = messageResponse({ request: staffServiceRequestSchema });
