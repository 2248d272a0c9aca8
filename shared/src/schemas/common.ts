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

/**
 * A value that multipart forms send as a JSON string (details, shippingOptions,
 * title...) and JSON bodies send as is: both parse to the same schema.
 */
export function jsonValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}
