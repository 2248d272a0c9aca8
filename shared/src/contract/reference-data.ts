import {
  countriesQuerySchema,
  countriesResponseSchema,
  euroRateResponseSchema,
  visitorCountryResponseSchema,
} from "../schemas/reference-data.js";
import { endpoints } from "./endpoint.js";

/** The public reference data of the customer area: the euro rate, the countries and the visitor's country. */
export const referenceData = endpoints(
  "referenceData",
  { tags: ["public"] },
  {
    euroRate: {
      method: "get",
      path: "/api/packages/euro-rate",
      summary: "US dollars for one euro, from the ECB daily rates (cached; the last known value when unreachable)",
      schemas: { response: euroRateResponseSchema },
    },
    countries: {
      method: "get",
      path: "/api/countries",
      summary: "Every country: names in ar/en/fr, ISO codes, dial code and flag, sorted by name in `lang`",
      schemas: { query: countriesQuerySchema, response: countriesResponseSchema },
    },
    visitorCountry: {
      method: "get",
      path: "/api/geo/country",
      summary: "The visitor's country, from the request's IP and the local GeoIP database (null when unknown)",
      schemas: { response: visitorCountryResponseSchema },
    },
  },
);
