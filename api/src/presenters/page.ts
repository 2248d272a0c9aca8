import type { PageTotal } from "../services/parcels/page.js";
/**
 * One page of a back-office list as the old product answers it: the page's
 * items under the list's own name, the whole list's length as `requestCount`,
 * and how many pages it makes.
 */
export function requestPage<K extends string, T>(key: K, items: T[], page: PageTotal) {
  const answer = {
    error: false as const,
    [key]: items,
    requestCount: page.total,
    ...pageCounts(page),
  };
  return answer as { error: false; requestCount: number; pageCount: number; countCapped?: true } & Record<K, T[]>;
}

/** A page's `pageCount`, and `countCapped` when its search was counted only up to the cap. */
export const pageCounts = (page: PageTotal) => ({
  pageCount: page.pageCount,
  ...(page.capped ? { countCapped: true as const } : {}),
});
