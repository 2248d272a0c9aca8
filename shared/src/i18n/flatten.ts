/** A catalogue of texts, nested by key. */
export type CatalogueTree = { [key: string]: string | CatalogueTree };

/** Every text of a catalogue by its dotted key (`auth.login.submit`), so languages can be compared key by key. */
export function flattenCatalogue(tree: CatalogueTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flattenCatalogue(value, path)) out.set(inner, text);
  }
  return out;
}
