/**
 * One page of a back-office list as the old product answers it: the page's
 * items under the list's own name, the whole list's length as `requestCount`,
 * and how many pages it makes.
 */
export function requestPage<K extends string, T>(key: K, items: T[], page: { total: number; pageCount: number }) {
  const answer = { error: false as const, [key]: items, requestCount: page.total, pageCount: page.pageCount };
  return answer as { error: false; requestCount: number; pageCount: number } & Record<K, T[]>;
}
