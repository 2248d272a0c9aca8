import {
  insuranceQuoteResponseSchema,
  insuranceSettingsRequestSchema,
  insuranceSettingsResponseSchema,
  insuranceSettingsSavedResponseSchema,
} from "../schemas/claims.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints } from "./endpoint.js";

/** Shipment insurance: admins set its price and reach; the pay dialog asks what it costs for a parcel. */
export const insurance = endpoints(
  "insurance",
  { tags: ["payments"], auth: { staff: "insurance.manage" } },
  {
    readSettings: {
      method: "get",
      path: "/api/admins/insurance-settings",
      summary:
        "The insurance settings (premium share, minimum premium, maximum cover, zones, lost margin) and their latest changes",
      schemas: { response: insuranceSettingsResponseSchema },
    },
    setSettings: {
      method: "put",
      path: "/api/admins/insurance-settings",
      summary: "Set the insurance settings; the change is recorded. A payment already started keeps its price",
      schemas: { body: insuranceSettingsRequestSchema, response: insuranceSettingsSavedResponseSchema },
      errors: [],
    },
    quote: {
      method: "get",
      path: "/api/insurance/:id",
      summary:
        "What insuring a parcel awaiting payment costs and covers (dollars): a share of its declared value at the day's rate; null where not sold",
      auth: "customer",
      schemas: { params: parcelIdParamsSchema, response: insuranceQuoteResponseSchema },
      errors: [404],
    },
  },
);
