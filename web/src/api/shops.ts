import { categoriesResponseSchema, shopsResponseSchema } from "@ipf/shared/schemas/shops";
import { request } from "./client";

/** The shop directory (customer-area.md, "Market"). */
export const shopsApi = {
  categories(signal?: AbortSignal) {
    return request("/api/shops/category/get", { signal, answer: categoriesResponseSchema });
  },

  /** Every shop of a country, or of a country and a category. */
  filter(filter: { country?: string; category?: string }, signal?: AbortSignal) {
    const query = new URLSearchParams();
    if (filter.country) query.set("country", filter.country);
    if (filter.category) query.set("category", filter.category);
    const suffix = query.size ? `?${query}` : "";
    return request(`/api/shops/shop/filter${suffix}`, { signal, answer: shopsResponseSchema });
  },
};
