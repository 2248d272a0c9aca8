/**
 * What staff send about parcels. Multipart forms (intake, edit, assemble,
 * photos) carry `details` and `shippingOptions` as JSON strings; every other
 * field is text.
 */
import { z } from "zod";
import { dateOrderField, jsonValue, messageResponse, pageQuerySchema } from "./common.js";
import { parcelSchema } from "./parcels.js";
import {
  centimetresField,
  centsField,
  contentOptionsSchema,
  detailLineSchema,
  flagField,
  idField,
  optionalFlagField,
  parcelRefField,
  trackNumberField,
  weightField,
  type DetailLineInput,
} from "./parcels-fields.js";
import { deskSays } from "../i18n/message-key.js";

const MESSAGES = {
  deleteReason: deskSays("Please enter a reason for deleting"),
  methods: deskSays("Please Add Methods"),
} as const;

/** The add forms' defaults; the mail form fills what it leaves out with these. */
export const INTAKE_PRESETS = {
  parcel: {
    fees: 0,
    line: { madeIn: "CN", type: "Parcels", quantity: 1, price: 10 },
    hasDangerous: false,
    hasLithium: false,
  },
  mail: {
    weight: 0.05,
    height: 1,
    width: 23,
    length: 11,
    fees: 0,
    line: { description: "Letter", madeIn: "CN", type: "Mail", quantity: 1, price: 5 },
  },
} as const satisfies Record<string, { fees: number; line: Partial<DetailLineInput>; [key: string]: unknown }>;

const detailsField = jsonValue(
  z
    .array(detailLineSchema, { error: deskSays("codeRequired") })
    .min(1, deskSays("codeRequired"))
    .max(50, deskSays("tooLarge")),
);
const optionsField = jsonValue(contentOptionsSchema).default({ hasDangerous: false, hasLithium: false });
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.string().trim().max(max, deskSays("tooLarge")).optional(),
  );

const measuresShape = {
  weight: weightField,
  length: centimetresField,
  width: centimetresField,
  height: centimetresField,
};

/**
 * POST /api/packages/add. With `mail` set, missing measures and lines take
 * the mail presets and a missing track number is generated (LTR-...). With
 * `fromDisassemble` (the disassemble request's id) the customer and
 * warehouse are the original parcel's and the server numbers the track
 * number ORIGINAL-n. A track number already in use is refused (409
 * DUPLICATE_TRACK_NUMBER) unless `confirmDuplicate` is set.
 */
export const intakeFormSchema = z
  .preprocess(
    (raw) => {
      if (typeof raw !== "object" || raw === null) return raw;
      const form = raw as Record<string, unknown>;
      if (!flagField.safeParse(form.mail).data) return form;
      const preset = INTAKE_PRESETS.mail;
      const filled = (value: unknown, fallback: unknown) => (value === undefined || value === "" ? fallback : value);
      return {
        ...form,
        weight: filled(form.weight, preset.weight),
        length: filled(form.length, preset.length),
        width: filled(form.width, preset.width),
        height: filled(form.height, preset.height),
        details: filled(form.details, [preset.line]),
      };
    },
    z.object({
      trackNumber: trackNumberField.optional(),
      ...measuresShape,
      fees: centsField.default(0).describe("Dollars, optional"),
      warehouse: idField().optional(),
      userId: idField().optional(),
      details: detailsField,
      shippingOptions: optionsField,
      mail: flagField.describe("Mail item: presets and a generated LTR- track number"),
      fromDisassemble: idField().optional().describe("The disassemble request this parcel comes out of"),
      confirmDuplicate: flagField.describe("Add it although the track number is already in use"),
      preAlertId: idField()
        .optional()
        .describe("The customer's expected pre-alert this parcel fulfils: marked arrived with it (409 once taken)"),
    }),
  )
  .superRefine(
    (form, ctx) => {
      // Runs even when other fields failed (so one answer names every missing
      // field): `form` may then be partial.
      const value = form as Partial<typeof form> | undefined;
      if (typeof value !== "object" || value === null || value.fromDisassemble) return;
      const taken = new Set(ctx.issues?.map((issue) => String(issue.path?.[0])));
      const missing = (path: "userId" | "warehouse" | "trackNumber") => {
        if (!taken.has(path)) ctx.addIssue({ code: "custom", path: [path], message: deskSays("codeRequired") });
      };
      if (!value.userId) missing("userId");
      if (!value.warehouse) missing("warehouse");
      if (!value.trackNumber && value.mail !== true) missing("trackNumber");
    },
    { when: () => true },
  )
  .describe("Register a parcel");
export type IntakeForm = z.output<typeof intakeFormSchema>;

/** POST /api/packages/update/{packageId}: images sent are added; `removeImages` lists paths to drop. */
export const parcelUpdateFormSchema = z
  .object({
    trackNumber: trackNumberField,
    ...measuresShape,
    fees: centsField.optional(),
    details: detailsField.optional(),
    shippingOptions: jsonValue(contentOptionsSchema).optional(),
    removeImages: jsonValue(z.array(z.string().max(300)).max(50)).optional(),
    revision: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .describe("The parcel's revision the edit was made on: refused (409 PARCEL_CHANGED) if it changed since"),
  })
  .describe("Edit a parcel");
export type ParcelUpdateForm = z.output<typeof parcelUpdateFormSchema>;

export const packageIdParamsSchema = z.object({ packageId: parcelRefField });
export const requestIdParamsSchema = z.object({ id: idField() });
export const groupIdParamsSchema = z.object({ groupId: idField() });

export const deleteParcelRequestSchema = z.object({
  deleteReason: z
    .preprocess((v) => (v === null ? undefined : v), z.string({ error: MESSAGES.deleteReason }))
    .pipe(z.string().trim().min(1, MESSAGES.deleteReason).max(500, deskSays("tooLarge"))),
});

export const requestIdBodySchema = z.object({ requestId: idField() });
export const packageIdBodySchema = z.object({ packageId: parcelRefField });

const queryField = optionalText(100).describe("Part of a track number or packageId, or a customer code");

export const parcelListQuerySchema = pageQuerySchema.extend({
  query: queryField,
  packageId: optionalText(64).describe("A packageId or track number, exactly"),
  deleted: optionalFlagField.describe("1: the deleted parcels"),
});

export const searchQuerySchema = pageQuerySchema.extend({ query: queryField });

/** A work queue's page: a search and the order of its date. */
export const queueQuerySchema = searchQuerySchema.extend({ order: dateOrderField });

/** A list's answer: the whole parcels (the default) or their rows (`parcelRowSchema`), for a table. */
export const listViewField = z
  .enum(["rows"])
  .optional()
  .describe("rows: each parcel as a table row (Parcel row) rather than whole; omitted: whole parcels");

export const approvalListQuerySchema = pageQuerySchema.extend({
  awaitingApprove: flagField.default(true).describe("true: awaiting approval; false: approved, awaiting payment"),
  suspicious: flagField.describe("true: the Blacklist tab"),
  query: queryField,
  order: dateOrderField,
  view: listViewField,
});

export const shippingListQuerySchema = pageQuerySchema.extend({
  suspicious: flagField.describe("true: the Black List tab"),
  query: queryField,
  order: dateOrderField,
});

export const splitListQuerySchema = pageQuerySchema.extend({
  complete: flagField.describe("false: awaiting; true: done"),
  query: queryField,
  order: dateOrderField,
});

export const imageRequestListQuerySchema = pageQuerySchema.extend({
  complete: optionalFlagField.describe("Omitted: all, pending first"),
  query: queryField,
  order: dateOrderField,
});

export const approvalAcceptRequestSchema = z
  .object({
    packageId: parcelRefField,
    methods: z
      .array(
        z.object({
          company: idField(deskSays("invalidCompany")).describe("A carrier of the parcel's warehouse"),
          price: centsField.describe("Dollars, at least 0"),
        }),
        { error: MESSAGES.methods },
      )
      .min(1, MESSAGES.methods)
      .max(20, deskSays("tooLarge")),
  })
  .describe("Approve a shipping request with priced offers");

const trackLinkField = z
  .preprocess((v) => (v === "" || v === null ? undefined : v), z.string({ error: deskSays("codeRequired") }))
  .pipe(
    z
      .string()
      .trim()
      .max(2000, deskSays("tooLarge"))
      // Customers open it: only web links, never javascript: or data: URLs.
      .regex(/^https?:\/\/[^\s/?#<>"'`]+[^\s<>"'`]*$/i, deskSays("invalidLink")),
  );

export const shipRequestSchema = z
  .object({
    packageId: parcelRefField,
    trackNumber: trackNumberField.describe("The carrier's track number"),
    trackLink: trackLinkField,
    ...measuresShape,
  })
  .describe("Ship a paid parcel");

export const shippedUpdateRequestSchema = z
  .object({
    trackNumber: trackNumberField,
    trackLink: trackLinkField,
    shipCompany: idField(deskSays("invalidCompany")).optional(),
  })
  .describe("Correct a shipped parcel's tracking");

export const completeSplitRequestSchema = z.object({
  addedPackages: z
    .array(parcelRefField, { error: deskSays("codeRequired") })
    .min(1, deskSays("codeRequired"))
    .max(50, deskSays("tooLarge")),
});

/** POST /api/packages/add-assemble: the packed consolidation, measured and photographed. */
export const addAssembleFormSchema = z
  .object({
    requestId: idField(),
    trackNumber: trackNumberField.optional(),
    ...measuresShape,
    fees: centsField.default(0),
    details: detailsField.optional().describe("Omitted: the members' lines"),
    shippingOptions: jsonValue(contentOptionsSchema).optional().describe("Omitted: combined over the members"),
  })
  .describe("Accept an assemble request");

/** POST /api/packages/images/update. */
export const imageUploadFormSchema = z.object({
  requestId: idField(),
  packageId: parcelRefField.optional(),
});

export const alertIdBodySchema = z.object({
  alertId: z
    .preprocess((v) => (v === null ? undefined : v), z.string({ error: deskSays("codeRequired") }))
    .pipe(z.string().trim().min(1, deskSays("codeRequired")).max(64)),
});

/** POST /api/packages/add: the parcel, and the short form a split's intake links with. */
export const intakeResponseSchema = messageResponse({
  package: parcelSchema,
  orderedPackage: z.object({ _id: z.string(), packageId: z.string(), trackNumber: z.string() }),
});
