import type { Language } from "@ipf/shared";
import { countryByIso2 } from "@ipf/shared/data/countries";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";

/** A country's name in the page's language; its code when the list does not know it. */
export const countryName = (iso2: string, lang: Language): string => countryByIso2(iso2)?.names[lang] ?? iso2;

/** The warehouses as a form's choices: "country · city". */
export function warehouseOptions(warehouses: readonly Warehouse[], lang: Language): { value: string; label: string }[] {
  return warehouses.map((warehouse) => ({
    value: warehouse._id,
    label: `${countryName(warehouse.country, lang)} · ${warehouse.city}`,
  }));
}
