import type { PackageDescription } from "@ipf/shared/schemas/descriptions";
import type { DescriptionDbRow } from "../services/descriptions.js";

export function presentDescription(row: DescriptionDbRow): PackageDescription {
  return { _id: row.id, description: row.description, code: row.hs_code, category: row.category, bold: row.bold };
}
