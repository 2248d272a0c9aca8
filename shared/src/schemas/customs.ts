/**
 * The company's customs identifiers (EORI, VAT number) and its default
 * incoterm, set by admins and printed on every commercial invoice.
 */
import { z } from "zod";
import { deskSays } from "../i18n/message-key.js";
import { INCOTERMS, isEori, normalizeTaxId, vatNumberProblem } from "../rules/customs.js";
import { messageResponse, okResponse } from "./common.js";

/** Typed as the admin likes ("fr 12 345..."), kept in capitals without separators; empty is none. */
const taxIdField = (check: (value: string) => string | null) =>
  z
    .string({ error: deskSays("invalidEori") })
    .max(40, deskSays("invalidEori"))
    .nullable()
    .transform((value) => normalizeTaxId(value ?? ""))
    .superRefine((value, ctx) => {
      const problem = value ? check(value) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => value || null);

export const customsSettingsRequestSchema = z
  .object({
    eori: taxIdField((value) => (isEori(value) ? null : deskSays("invalidEori"))).describe(
      "EORI number: a two-letter country code and up to 15 letters or digits; empty for none",
    ),
    vatNumber: taxIdField((value) => vatNumberProblem(value)).describe(
      "EU VAT number with its country prefix (FR, DE, EL...); empty for none",
    ),
    incoterm: z.enum(INCOTERMS, { error: deskSays("invalidIncoterm") }).describe("DDU, DAP or DDP"),
  })
  .describe("The company's customs identifiers and default incoterm");
export type CustomsSettingsRequest = z.input<typeof customsSettingsRequestSchema>;

export const customsSettingsSchema = z.object({
  eori: z.string().nullable(),
  vatNumber: z.string().nullable(),
  incoterm: z.enum(INCOTERMS),
  changedBy: z.string().nullable().describe("Who saved them last (null: never saved, the defaults)"),
  changedAt: z.string().nullable(),
});
export type CustomsSettings = z.infer<typeof customsSettingsSchema>;

export const customsSettingsResponseSchema = okResponse({ settings: customsSettingsSchema });
export const customsSettingsSavedResponseSchema = messageResponse({ settings: customsSettingsSchema });
