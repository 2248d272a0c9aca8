/**
 * Pure rules of the warehouses screen, and the field messages the three
 * configuration screens (warehouses, shops, posts) share.
 */
import { COUNTRIES, countryByIso2 } from "@ipf/shared/data/countries";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";

export const WAREHOUSE_TABS = ["all", "open", "closed"] as const;
export type WarehouseTab = (typeof WAREHOUSE_TABS)[number];

/** The English text of each key the shared schemas and the API give a field. */
export const FIELD_MESSAGES = {
  countryRequired: "Choose a country.",
  invalidCountry: "Choose a country from the list.",
  stateRequired: "Enter the state or region.",
  cityRequired: "Enter the city.",
  zipRequired: "Enter the postal code.",
  phoneRequired: "Enter the phone number.",
  invalidNumbers: "Use digits, spaces, +, ( ) and - only (at most 30).",
  addressLineOneRequired: "Enter the first address line.",
  tooLong: "This is too long.",
  invalidColor: "Enter a hex colour like #1565C0.",
  colorRequired: "Choose a colour.",
  nameRequired: "Enter a name.",
  categoryRequired: "Choose a category.",
  invalidCategory: "Choose a category.",
  linkRequired: "Enter the shop's link.",
  invalidLink: "Enter a full link starting with http:// or https://.",
  imageRequired: "Choose a logo image.",
  notImage: "This file is not an image: choose a PNG, JPEG, WebP or GIF.",
  imageTooLarge: "The image is larger than 10 MB.",
  INVALID_FILE: "This file is not an image: choose a PNG, JPEG, WebP or GIF.",
  IMAGE_TOO_LARGE: "The image is larger than 10 MB.",
  discountRequired: "Enter the discount, from 0 to 100.",
  invalidDiscount: "The discount is a number from 0 to 100.",
  invalidDate: "Choose a valid date.",
  CATEGORY_EXISTS: "A category already has this name.",
  CATEGORY_IN_USE: "Shops still use this category: move or delete them first.",
  "Please select a post type": "Please select a post type",
  "Please fill this field": "Please fill this field",
  "Please select a warehouse": "Please select a warehouse",
  "Please select an expiry date": "Please select an expiry date",
} satisfies Record<string, string>;

/** A field's message from a schema key or API code; an unknown key reads as "not valid". */
export function fieldText(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  return key in FIELD_MESSAGES ? FIELD_MESSAGES[key as keyof typeof FIELD_MESSAGES] : "This value is not valid.";
}

/** At most 10 MB, as every image the API takes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** An image file's problem as a key of FIELD_MESSAGES, or null. */
export function checkImage(file: { type: string; size: number }): "notImage" | "imageTooLarge" | null {
  if (!file.type.startsWith("image/")) return "notImage";
  if (file.size > MAX_IMAGE_BYTES) return "imageTooLarge";
  return null;
}

/** Every country as a choice of a select, by English name. */
export const COUNTRY_OPTIONS = [...COUNTRIES]
  .sort((a, b) => a.names.en.localeCompare(b.names.en))
  .map((country) => ({ value: country.iso2, label: country.names.en }));

/** "FR" as "France"; an unknown code as itself. */
export function countryLabel(iso2: string): string {
  return countryByIso2(iso2)?.names.en ?? iso2;
}

/** A text as a search compares it: no accents, no case, no spaces around. */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** Warehouses of a tab whose city, state, country, address, postal code or phone matches the search. */
export function searchWarehouses(rows: readonly Warehouse[], tab: WarehouseTab, query: string): Warehouse[] {
  const q = fold(query);
  return rows.filter((row) => {
    if (tab === "open" && !row.isActive) return false;
    if (tab === "closed" && row.isActive) return false;
    if (!q) return true;
    return [
      row.city,
      row.state,
      row.zip,
      row.phone,
      row.addressLineOne,
      row.addressLineTwo,
      row.country,
      countryLabel(row.country),
    ].some((text) => fold(text).includes(q));
  });
}
