/**
 * The market's countries: France first and by default, the other EU countries
 * in the order of their English names, then the United Kingdom.
 */
export const MARKET_COUNTRIES = [
  "FR",
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "GB",
] as const;
export const DEFAULT_MARKET_COUNTRY = "FR";

/** Category names as staff type them, to the catalogue key that translates them. */
const CATEGORY_KEYS = {
  fashion: "fashion",
  clothing: "fashion",
  shoes: "shoes",
  beauty: "beauty",
  electronics: "electronics",
  home: "home",
  sports: "sports",
  sport: "sports",
  "kids and toys": "kids",
  kids: "kids",
  toys: "kids",
  books: "books",
  marketplaces: "marketplaces",
  marketplace: "marketplaces",
} as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS];

/** The catalogue key of a category name, or null for one staff invented (shown as typed). */
export function categoryKey(name: string): CategoryKey | null {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(CATEGORY_KEYS, key) ? CATEGORY_KEYS[key as keyof typeof CATEGORY_KEYS] : null;
}

/** The filter of a URL: the country when it is a market country, else France; the category as given. */
export function marketFilter(params: URLSearchParams): { country: string; category: string } {
  const country = params.get("country")?.toUpperCase() ?? "";
  return {
    country: (MARKET_COUNTRIES as readonly string[]).includes(country) ? country : DEFAULT_MARKET_COUNTRY,
    category: params.get("category") ?? "",
  };
}

/** Initials for a shop without a logo: "La Redoute" gives "LR", "Zalando" gives "Z". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s.-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? "")
    .join("");
}

/** Black or white text on a shop's colour, whichever reads better (WCAG relative luminance). */
export function inkOn(hex: string): "#000" | "#fff" {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return "#fff";
  const value = parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  // Contrast with white is (1.05)/(L+0.05), with black (L+0.05)/0.05: equal at L = 0.179.
  return luminance > 0.179 ? "#000" : "#fff";
}
