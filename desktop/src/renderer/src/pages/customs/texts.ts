/** Texts of the customs settings screen (English: the back office is English only). */
export const customsTexts = {
  intro:
    "Printed on the commercial invoice (CN23) made with each label bought for a parcel leaving the country, and sent to the carrier with the customs data.",
  eori: "EORI number",
  eoriHelper: "The country code, then up to 15 letters or digits (e.g. FR12345678901234). Leave empty if none.",
  vatNumber: "VAT number",
  vatHelper: "An EU VAT number with its country prefix (e.g. FR40303265045, DE136695976). Leave empty if none.",
  incoterm: "Default incoterm",
  incoterms: {
    DDU: "DDU: duties and taxes paid by the recipient",
    DAP: "DAP: duties and taxes paid by the recipient (DDU's newer name)",
    DDP: "DDP: duties and taxes paid by the sender",
  },
  save: "Save",
  saved: "Customs settings saved",
  lastChange: "Last saved by {{name}}, {{date}}",
  neverChanged: "Not saved yet: no EORI, the invoices' VAT number, DDU.",
  someone: "A staff member",
  validation: {
    invalidEori: "An EORI number is a two-letter country code followed by up to 15 letters or digits.",
    vatCountryUnknown:
      "A VAT number starts with its EU country's code (FR, DE, EL for Greece, XI for Northern Ireland...).",
    invalidVatNumber: "This VAT number does not fit its country's format: check the digits after the country code.",
    invalidIncoterm: "Choose DDU, DAP or DDP.",
  },
};
