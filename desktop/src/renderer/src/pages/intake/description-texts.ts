/** The strings of a content line's description field, which suggests catalogue entries as it is typed. */
export const descriptionSuggestTexts = {
  placeholder: "Type to search the catalogue",
  suggestions: "Catalogue descriptions",
  nothing: "No catalogue entry: this description will be added to it",
  hsCode: "HS {{code}}",
  noCode: "No HS code",
};
