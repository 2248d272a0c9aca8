import type { Language } from "@ipf/shared/schemas/common";
import { suggestDescriptionsResponseSchema, type DescriptionSuggestion } from "@ipf/shared/schemas/descriptions";
import { signedIn } from "./signedIn";

/** The description catalogue, as the customer's forms read it. */
export const descriptionsApi = {
  /** Catalogue entries for a content line's description being typed, in `lang` (English where untranslated). */
  async suggest(q: string, lang: Language, signal?: AbortSignal): Promise<DescriptionSuggestion[]> {
    const query = new URLSearchParams({ q, lang }).toString();
    return (await signedIn(`/api/descriptions/suggest?${query}`, { signal, answer: suggestDescriptionsResponseSchema }))
      .suggestions;
  },
};
