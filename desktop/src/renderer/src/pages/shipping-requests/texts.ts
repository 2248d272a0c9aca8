/** Texts of this screen (English: the back office is English only). */
export const approvalTexts = {
  title: "ShippingRequestsPage",
};
