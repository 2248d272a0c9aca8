import { z } from "zod";
import { LANGUAGES, okResponse, recordId } from "./common.js";
import { deskSays } from "../i18n/message-key.js";

/**
 * The package-description catalogue with customs (HS) codes: intake staff
 * pick a parcel's content lines from it, admins edit, import and export it.
 * Entries typed as "Other" on the intake form arrive without a category.
 */

export const DEFAULT_DESCRIPTION_CATEGORY = "Other";
/** Rows one .xlsx import may hold. */
export const MAX_IMPORT_ROWS = 5000;

const description = z
  .string({ error: deskSays("descriptionRequired") })
  .trim()
  .min(1, deskSays("descriptionRequired"))
  .max(300, deskSays("tooLong"));
const code = z
  .string()
  .trim()
  .max(20, deskSays("invalidCode"))
  .regex(/^[0-9A-Za-z. -]*$/, deskSays("invalidCode"))
  .nullish()
  .transform((value) => value || null);
const category = z
  .string()
  .trim()
  .max(100, deskSays("tooLong"))
  .nullish()
  .transform((value) => value || DEFAULT_DESCRIPTION_CATEGORY);

/**
 * The Arabic or French description: optional, the English one standing in
 * where it is missing. Blank clears it; absent (an edit that does not send
 * it) leaves it as it is.
 */
const translation = z
  .string()
  .trim()
  .max(300, deskSays("tooLong"))
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

export const newDescriptionSchema = z.object({
  description,
  descriptionAr: translation,
  descriptionFr: translation,
  code,
  category,
});

export const addDescriptionsRequestSchema = z
  .object({
    descriptions: z
      .array(newDescriptionSchema, { error: deskSays("descriptionsRequired") })
      .min(1, deskSays("descriptionsRequired"))
      .max(500, deskSays("tooMany")),
  })
  .describe("New catalogue entries; an entry already there is kept as it is");
export type AddDescriptionsRequest = z.input<typeof addDescriptionsRequestSchema>;

export const editDescriptionRequestSchema = z
  .object({
    _id: recordId(deskSays("idRequired")).optional(),
    id: recordId(deskSays("idRequired")).optional(),
    description,
    descriptionAr: translation,
    descriptionFr: translation,
    code,
    category,
    bold: z.boolean({ error: deskSays("invalidBoolean") }).optional(),
  })
  .transform((value, ctx) => {
    const id = value._id ?? value.id;
    if (!id) {
      ctx.addIssue({ code: "custom", path: ["_id"], message: deskSays("idRequired") });
      return z.NEVER;
    }
    const { description, descriptionAr, descriptionFr, code, category, bold } = value;
    return { id, description, descriptionAr, descriptionFr, code, category, bold };
  })
  .describe("A catalogue entry, edited (by _id)");
export type EditDescriptionRequest = z.input<typeof editDescriptionRequestSchema>;

export const descriptionSchema = z
  .object({
    _id: z.string(),
    description: z.string(),
    descriptionAr: z.string().nullable().describe("In Arabic; null: the English description stands in"),
    descriptionFr: z.string().nullable().describe("In French; null: the English description stands in"),
    code: z.string().nullable().describe("HS code"),
    category: z.string(),
    bold: z.boolean(),
  })
  .describe("Package description");
export type PackageDescription = z.infer<typeof descriptionSchema>;

export const descriptionsResponseSchema = okResponse({
  descriptions: z.array(descriptionSchema),
});
export const addDescriptionsResponseSchema = okResponse({
  msg: z.string(),
  descriptions: z.array(descriptionSchema),
});
export const descriptionResponseSchema = okResponse({
  msg: z.string(),
  description: descriptionSchema,
});
export const descriptionDeletedResponseSchema = okResponse({ msg: z.string() });
export const importDescriptionsResponseSchema = okResponse({
  msg: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});

/**
 * An import either adds and updates entries (merge), or also deletes the
 * entries the file no longer holds (replace: the file becomes the catalogue).
 */
export const IMPORT_MODES = ["merge", "replace"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The fields sent beside the file, to the preview and to the import. */
export const importDescriptionsFormSchema = z.object({
  mode: z.enum(IMPORT_MODES, { error: deskSays("invalidMode") }).default("merge"),
  version: z
    .string()
    .max(64, deskSays("invalidVersion"))
    .optional()
    .describe("The catalogue version the preview was made on: 409 CATALOGUE_CHANGED if it has changed since"),
});

const previewLine = z.object({
  row: z.number().int().describe("The row as the spreadsheet numbers it"),
  category: z.string(),
  description: z.string(),
  descriptionAr: z.string().nullable().describe("null: the file leaves it as it is"),
  descriptionFr: z.string().nullable().describe("null: the file leaves it as it is"),
  code: z.string().nullable(),
});

export const importPreviewResponseSchema = z
  .object({
    error: z.literal(false),
    version: z.string().describe("The catalogue version this preview compares with; send it back with the import"),
    rows: z.number().int().describe("Rows read after the header"),
    added: z.array(previewLine),
    changed: z.array(previewLine.extend({ _id: z.string(), before: z.string().nullable() })),
    removed: z.array(descriptionSchema).describe("Entries the file does not hold: deleted by a replace"),
    unchanged: z.number().int(),
    refused: z.array(
      z.object({ row: z.number().int(), reason: z.string(), values: z.array(z.string()) }).describe("A bad row"),
    ),
  })
  .describe("What an import of this file would change; nothing is saved");
export type ImportPreview = z.infer<typeof importPreviewResponseSchema>;

/** Suggestions while a content line's description is typed (customer pre-alerts, intake). */
export const SUGGESTION_LIMIT = 8;

/** What has been typed of a description: suggested from 2 characters to 80. */
const typed = z
  .string({ error: deskSays("queryRequired") })
  .trim()
  .min(2, deskSays("queryTooShort"))
  .max(80, deskSays("queryTooLong"));

export const suggestDescriptionsQuerySchema = z
  .object({
    q: typed.describe("What has been typed of the description"),
    lang: z.enum(LANGUAGES, { error: deskSays("invalidLanguage") }).describe("The language to match and answer in"),
  })
  .describe("Catalogue entries for a description being typed");
export type SuggestDescriptionsQuery = z.input<typeof suggestDescriptionsQuerySchema>;

export const descriptionSuggestionSchema = descriptionSchema
  .pick({ _id: true, category: true })
  .extend({
    description: z.string().describe("In the language asked, else in English"),
    hsCode: z.string().nullable().describe("HS code"),
  })
  .describe("A catalogue entry suggested");
export type DescriptionSuggestion = z.infer<typeof descriptionSuggestionSchema>;

export const suggestDescriptionsResponseSchema = z
  .object({ suggestions: z.array(descriptionSuggestionSchema).max(SUGGESTION_LIMIT) })
  .describe(
    `At most ${SUGGESTION_LIMIT}, best first: descriptions starting with the text, then with a word starting with it, then containing it or spelled alike`,
  );
export type SuggestDescriptionsResponse = z.infer<typeof suggestDescriptionsResponseSchema>;
