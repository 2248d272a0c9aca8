import { z } from "zod";

export const LANGUAGES = ["ar", "en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ar";
export const languageSchema = z.enum(LANGUAGES).describe("Interface language");

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Zero-based paging as every list screen sends it. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0).describe("Zero-based page"),
  perPage: z.coerce.number().int().min(1).max(100).default(10).describe("Rows per page"),
});

export const errorResponseSchema = z
  .object({
    error: z.literal(true),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .describe("Error answer");
