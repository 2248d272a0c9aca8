/**
 * Which warehouse a customer meets first. The landing page promises a French
 * address, so France's warehouse leads wherever a screen shows one warehouse
 * or lists them: the first open one in France (the API lists them oldest
 * first), else simply the first. By country, not by id: a warehouse added or
 * replaced in France takes the place without a change of code.
 */

export const HOME_WAREHOUSE_COUNTRY = "FR";

/** The warehouses with France's first, each group in the order given. */
export function homeFirst<W extends { country: string }>(warehouses: readonly W[]): W[] {
  const home = warehouses.filter((warehouse) => warehouse.country === HOME_WAREHOUSE_COUNTRY);
  return [...home, ...warehouses.filter((warehouse) => warehouse.country !== HOME_WAREHOUSE_COUNTRY)];
}

/** The warehouse a screen starts on: France's first one, else the first; none in an empty list. */
export function defaultWarehouse<W extends { country: string }>(warehouses: readonly W[]): W | undefined {
  return homeFirst(warehouses)[0];
}
