/**
 * Alerts: banners a customer sees in the locker until staff clear them or the
 * customer closes them. Staff write one for a customer or a parcel; the system
 * raises one where the customer must act (free storage ending, a payment
 * refused).
 */
import { z } from "zod";
import { messageResponse, pageQuerySchema, pageResponse } from "./common.js";
import { alertSchema } from "./parcels.js";
import { idField } from "./parcels-fields.js";
import { deskSays } from "../i18n/message-key.js";

/** The banner's tone in the locker. */
export const ALERT_TYPES = ["info", "success", "warning", "error"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Who raised it: staff, or the system for one of its reasons. */
export const ALERT_KINDS = ["staff", "storage_ending", "payment_refused"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Longest alert text, per language: a banner, not a letter. */
export const ALERT_TEXT_MAX = 500;

const blank = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const alertTextField = z
  .preprocess(blank, z.string({ error: deskSays("codeRequired") }))
  .pipe(z.string().trim().min(1, deskSays("codeRequired")).max(ALERT_TEXT_MAX, deskSays("tooLarge")));

/**
 * POST /api/admins/alert/create: for one customer (userId) or one parcel
 * (packageId: its code or track number; the alert goes to its owner).
 */
export const alertCreateRequestSchema = z
  .object({
    type: z.enum(ALERT_TYPES, { error: deskSays("invalidType") }),
    text: z.object({ ar: alertTextField, en: alertTextField, fr: alertTextField }, { error: deskSays("codeRequired") }),
    userId: z.preprocess(blank, idField().optional()).describe("The customer it is for"),
    packageId: z
      .preprocess(blank, z.string().trim().max(64, deskSays("tooLarge")).optional())
      .describe("The parcel it is about: packageId or track number"),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed, so one answer names every field: `value` may be partial.
      const form = value as Partial<typeof value> | undefined;
      if (typeof form !== "object" || form === null) return;
      const taken = new Set(ctx.issues?.map((issue) => String(issue.path?.[0])));
      if (!form.userId && !form.packageId && !taken.has("userId") && !taken.has("packageId"))
        ctx.addIssue({ code: "custom", path: ["packageId"], message: deskSays("alertTarget") });
    },
    { when: () => true },
  )
  .describe("Create an alert for a customer or a parcel");
export type AlertCreateInput = z.input<typeof alertCreateRequestSchema>;

/** An alert as staff see it: who it is for and where it came from. */
export const staffAlertSchema = alertSchema
  .extend({
    kind: z.enum(ALERT_KINDS),
    user: z
      .object({ _id: z.string(), fullName: z.string(), addressHash: z.string(), suspicious: z.boolean() })
      .nullable()
      .describe("The customer it is for; null: every customer"),
    createdBy: z.string().nullable().describe("The staff member who wrote it"),
    clearedAt: z.string().nullable(),
  })
  .describe("Alert (staff)");
export type StaffAlert = z.infer<typeof staffAlertSchema>;

export const alertListQuerySchema = pageQuerySchema.extend({
  alertId: z
    .preprocess(blank, z.string().trim().max(64, deskSays("tooLarge")).optional())
    .describe("An alertId, or a packageId: its parcel's alerts"),
  cleared: z
    .preprocess(
      (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : blank(v)),
      z.boolean().optional(),
    )
    .describe("Omitted: all; false: open; true: cleared"),
});

export const alertListResponseSchema = pageResponse({
  alerts: z.array(staffAlertSchema),
  alertCount: z.number().int(),
});

export const alertCreateResponseSchema = messageResponse({
  alert: staffAlertSchema,
});

/**
 * To the customer's open pages when their alert changes (one raised,
 * cleared or deleted): `{ alert }`, the banner to show now, or null.
 */
export const ALERT_CUSTOMER_EVENT = "updateAlert";
