import { descriptions } from "@ipf/shared/contract/descriptions";
import type { Language } from "@ipf/shared/schemas/common";
import type { DescriptionSuggestion } from "@ipf/shared/schemas/descriptions";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { descriptions };

/** The description catalogue, as the customer's forms read it. */
export const descriptionsApi = {
  /** Catalogue entries for a content line's description being typed, in `lang` (English where untranslated). */
  async suggest(q: string, lang: Language, signal?: AbortSignal): Promise<DescriptionSuggestion[]> {
    return (await call(contract.descriptions.suggest, { query: { q, lang }, signal, token: getToken() })).suggestions;
  },
};
