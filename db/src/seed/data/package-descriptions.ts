import catalogue from "./package-descriptions.json" with { type: "json" };

/**
 * The starting catalogue of item descriptions staff pick at intake, with
 * 6-digit Harmonized System codes (HS 2022), in English, Arabic and
 * French. `bold` marks the everyday entries the picker highlights.
 *
 * The entries are data, kept in package-descriptions.json by category: the
 * description in English, Arabic and French, the HS code (null for mail),
 * and "bold" for an everyday entry.
 */

export interface PackageDescriptionSeed {
  category: string;
  description: string;
  descriptionAr: string;
  descriptionFr: string;
  hsCode: string | null;
  bold?: boolean;
}

type Entry = readonly [description: string, arabic: string, french: string, hsCode: string | null, bold?: "bold"];

// JSON's types widen the tuples to arrays; the seed's tests check every entry.
const BY_CATEGORY = catalogue as unknown as Record<string, readonly Entry[]>;

export const PACKAGE_DESCRIPTIONS: readonly PackageDescriptionSeed[] = Object.entries(BY_CATEGORY).flatMap(
  ([category, entries]) =>
    entries.map(([description, descriptionAr, descriptionFr, hsCode, bold]) => ({
      category,
      description,
      descriptionAr,
      descriptionFr,
      hsCode,
      ...(bold && { bold: true }),
    })),
);
