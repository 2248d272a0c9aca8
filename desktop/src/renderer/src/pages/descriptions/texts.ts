/** Texts of these screens (English: the back office is English only). */
export const descriptionsTexts = {} as const;
