import type { AreaCatalogue } from "./area/en.js";
import type { Catalogue, SiteCatalogue } from "./en.js";

/** The whole catalogue: the site's, with the customer area's sections merged in (a section may be split between the two). */
export function withArea(site: SiteCatalogue, area: AreaCatalogue): Catalogue {
  const merged: Record<string, unknown> = { ...site };
  for (const [section, texts] of Object.entries(area)) {
    merged[section] = { ...(merged[section] as object | undefined), ...texts };
  }
  return merged as Catalogue;
}
