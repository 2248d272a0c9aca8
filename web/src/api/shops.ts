import { shops } from "@ipf/shared/contract/shops";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { shops };

/** The shop directory of the market. */
export const shopsApi = {
  categories(signal?: AbortSignal) {
    return call(contract.shops.categories, { signal });
  },

  /** Every shop of a country, or of a country and a category. */
  filter(query: { country?: string; category?: string }, signal?: AbortSignal) {
    return call(contract.shops.filter, { query, signal });
  },
};
