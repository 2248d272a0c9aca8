/** Texts of this screen (English: the back office is English only). */
export const imageRequestTexts = {
  title: "ImageRequestsPage",
};
