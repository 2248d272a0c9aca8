import type { DescriptionSuggestion, PackageDescription } from "@ipf/shared/schemas/descriptions";
import type { SuggestionDbRow } from "../services/description-suggestions.js";
import type { DescriptionDbRow } from "../services/descriptions.js";

export function presentDescription(row: DescriptionDbRow): PackageDescription {
  return {
    _id: row.id,
    description: row.description,
    descriptionAr: row.description_ar,
    descriptionFr: row.description_fr,
    code: row.hs_code,
    category: row.category,
    bold: row.bold,
  };
}

export function presentSuggestion(row: SuggestionDbRow): DescriptionSuggestion {
  return { _id: row.id, description: row.text, category: row.category, hsCode: row.hs_code };
}
