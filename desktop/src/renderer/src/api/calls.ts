/** One page of a list screen (`page` zero-based, as the API pages). */
export interface PageRequest {
  page: number;
  perPage: number;
  query?: string;
  /** By the list's date: oldest (asc) or newest (desc) first; omitted, the list's own order. */
  order?: "asc" | "desc";
}

/** The old product's lists have a `/search` twin; an empty search is the plain list. */
export const searched = (query: string | undefined) => (query ? query : undefined);

/** A list page as the API's query string takes it (an order or a search left out when there is none). */
export const pageQuery = ({ page, perPage, order, query }: PageRequest) => ({
  page,
  perPage,
  order,
  query: searched(query),
});

/** A tab of staff accounts or tickets: the API calls the search `q` there. */
export const tabQuery = <Status extends string>({ page, perPage, query }: PageRequest, status: Status) => ({
  status,
  page,
  perPage,
  q: searched(query),
});

/**
 * A multipart body of a configuration form (a shop, a warehouse, a carrier):
 * each field kept by `keep` as text, then the image, when one is chosen, as `file`.
 */
export function multipart(
  fields: Record<string, unknown>,
  image: { name: string; blob: Blob | null },
  keep: (value: unknown) => boolean,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (keep(value)) form.append(name, String(value));
  if (image.blob) form.append(image.name, image.blob);
  return form;
}
