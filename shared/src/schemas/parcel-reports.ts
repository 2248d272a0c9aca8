/**
 * A customer's report of an error on a parcel of their locker: what is
 * wrong (the weight, the size, a photo, or one declared content line), a
 * note, and an optional photo. The report is filed as a message of the
 * customer's support ticket; the parcel is "under review" until staff answer.
 */
import { z } from "zod";
import { maxChars, says } from "../i18n/message-key.js";
import { captchaSchema } from "./auth.js";
import { messageResponse } from "./common.js";
import { numberField, parcelRefField } from "./parcels-fields.js";

export const PARCEL_REPORT_KINDS = ["weight", "size", "photo", "content_line"] as const;
export type ParcelReportKind = (typeof PARCEL_REPORT_KINDS)[number];
export const MAX_REPORT_NOTE = 1000;

/**
 * The text fields of a report (multipart; the photo travels beside them).
 * `line` is the zero-based position of the declared line, as the parcel's
 * `details` list it; it is required for a content line and ignored otherwise.
 */
export const parcelReportFormSchema = z
  .object({
    packageId: parcelRefField,
    kind: z.enum(PARCEL_REPORT_KINDS, { error: says("reportKindRequired") }).describe("What is wrong"),
    line: numberField(says("reportLineRequired"))
      .pipe(z.number().int(says("reportLineRequired")).min(0, says("reportLineRequired")))
      .optional()
      .describe("For a content line: its position in the parcel's `details`, from 0"),
    note: z
      .string({ error: says("reportNoteRequired") })
      .trim()
      .min(1, says("reportNoteRequired"))
      .max(MAX_REPORT_NOTE, maxChars(MAX_REPORT_NOTE))
      .describe("What the customer says is wrong"),
    captcha: captchaSchema,
  })
  .refine((form) => form.kind !== "content_line" || form.line !== undefined, {
    path: ["line"],
    message: says("reportLineRequired"),
  })
  .describe("An error reported on a parcel");
export type ParcelReportForm = z.input<typeof parcelReportFormSchema>;

/** A report as staff read it beside its message, and the customer beside the parcel. */
export const parcelReportSchema = z
  .object({
    _id: z.string(),
    packageId: z.string().describe("The parcel's code"),
    parcelId: z.string(),
    kind: z.enum(PARCEL_REPORT_KINDS),
    line: z.number().int().nullable().describe("For a content line: its position when reported"),
    lineDescription: z.string().nullable().describe("For a content line: its description when reported"),
    underReview: z.boolean().describe("Staff have not answered yet"),
  })
  .describe("Parcel error report");
export type ParcelReport = z.infer<typeof parcelReportSchema>;

export const parcelReportResponseSchema = messageResponse({
  ticketId: z.string().describe("The ticket the report was filed on: a new one, or the customer's open one"),
  report: parcelReportSchema,
});
