import {
  customsSettingsRequestSchema,
  customsSettingsResponseSchema,
  customsSettingsSavedResponseSchema,
} from "../schemas/customs.js";
import { endpoints } from "./endpoint.js";

/** The company's customs identifiers and default incoterm, printed on the commercial invoices of labels. */
export const customs = endpoints(
  "customs",
  { tags: ["carriers"], auth: { staff: "rates.manage" } },
  {
    read: {
      method: "get",
      path: "/api/admins/customs_settings",
      summary: "The company's EORI and VAT numbers and default incoterm (DDU unless set), with who saved them last",
      schemas: { response: customsSettingsResponseSchema },
    },
    set: {
      method: "put",
      path: "/api/admins/customs_settings",
      summary:
        "Set the EORI number (country code and up to 15 letters or digits), the EU VAT number and the incoterm; the change is recorded",
      schemas: { body: customsSettingsRequestSchema, response: customsSettingsSavedResponseSchema },
    },
  },
);
