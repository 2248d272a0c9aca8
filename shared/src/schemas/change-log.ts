import { z } from "zod";
import { okResponse } from "./common.js";

/** What the back office's change log covers: settings by key, the duty and VAT table by country, services by code. */
export const CHANGE_SUBJECTS = ["setting", "landed_cost", "service"] as const;
export type ChangeSubject = (typeof CHANGE_SUBJECTS)[number];

/** The most changes one answer lists. */
export const MAX_CHANGES_SHOWN = 50;

export const adminChangeSchema = z
  .object({
    subject: z.enum(CHANGE_SUBJECTS),
    key: z.string().describe("The settings key, the country code or the service code"),
    before: z.unknown().describe("The record's fields before, as the API speaks them; null for something new"),
    after: z.unknown().describe("The record's fields after"),
    changedBy: z.string().nullable().describe("The staff member's name; null once the account is gone"),
    changedAt: z.string(),
  })
  .describe("One change of an admin setting");
export type AdminChange = z.infer<typeof adminChangeSchema>;

export const changesQuerySchema = z.object({
  subject: z.enum(CHANGE_SUBJECTS),
  key: z.string().trim().min(1).max(60).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_CHANGES_SHOWN).default(10),
});
export const changesResponseSchema = okResponse({ changes: z.array(adminChangeSchema) });
