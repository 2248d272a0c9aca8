import type { PackageDescription } from "@ipf/shared/schemas/descriptions";

/**
 * Pure rules of the package-description screen: the search and pages of the
 * catalogue, the file an import takes, and what an import's error says.
 */

/** The largest file the import takes (the API's own cap). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

const fold = (text: string) => text.toLocaleLowerCase("en").normalize("NFKD").replace(/\p{M}/gu, "");

/** The entries whose category, description (in any language) or HS code holds every word searched. */
export function searchCatalogue(rows: readonly PackageDescription[], q: string): PackageDescription[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((row) => {
    const text = fold(
      [row.category, row.description, row.descriptionAr, row.descriptionFr, row.code].filter(Boolean).join(" "),
    );
    return words.every((word) => text.includes(word));
  });
}

/** Whether the catalogue already holds this category and description (case-blind), other than `exceptId`. */
export function isDuplicate(
  rows: readonly PackageDescription[],
  entry: { category: string; description: string },
  exceptId?: string,
): boolean {
  const category = entry.category.trim().toLowerCase() || "other";
  const description = entry.description.trim().toLowerCase();
  return rows.some(
    (row) =>
      row._id !== exceptId && row.category.toLowerCase() === category && row.description.toLowerCase() === description,
  );
}

/** Why a chosen file cannot be imported (a text key of descriptions.import), or null. */
export function fileProblem(file: { name: string; size: number }): "xlsxOnly" | "emptyFile" | "tooLarge" | null {
  if (!/\.xlsx$/i.test(file.name)) return "xlsxOnly";
  if (file.size === 0) return "emptyFile";
  if (file.size > MAX_IMPORT_BYTES) return "tooLarge";
  return null;
}

const IMPORT_FIELDS = ["xlsxOnly", "missingFields", "invalidValue", "emptyFile", "tooManyRows", "importTooLarge"];

/**
 * The text key (descriptions.import.errors.*) and row of an import the API
 * refused, from its `fields`; null when the refusal is not about the file.
 */
export function importRefusal(
  fields: Record<string, string> | undefined,
): { key: string; row: string | undefined } | null {
  const key = fields?.file;
  if (!key) return null;
  return { key: IMPORT_FIELDS.includes(key) ? key : "xlsxOnly", row: fields.row };
}

/** The counts a preview shows in its summary, and whether its changes may be applied. */
export function previewSummary(
  preview: { added: unknown[]; changed: unknown[]; removed: unknown[]; unchanged: number; refused: unknown[] },
  replace: boolean,
) {
  const removed = replace ? preview.removed.length : 0;
  const changes = preview.added.length + preview.changed.length + removed;
  return {
    added: preview.added.length,
    changed: preview.changed.length,
    removed,
    unchanged: preview.unchanged,
    refused: preview.refused.length,
    changes,
    canApply: preview.refused.length === 0 && changes > 0,
  };
}
