/** Texts of the statistics dashboard (English: the back office is English only). */
export const statisticsTexts = {} as const;
