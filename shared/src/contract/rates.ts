import {
  calcShippingRequestSchema,
  calcShippingResponseSchema,
  shippingCompaniesResponseSchema,
  sideCalcShippingRequestSchema,
} from "../schemas/rates.js";
import { endpoints } from "./endpoint.js";

/** The shipping calculators (a quote from either rate card) and the active carriers customers choose from. */
export const rates = endpoints(
  "rates",
  { tags: ["rates"] },
  {
    quote: {
      method: "post",
      path: "/api/users/calc_shipping",
      summary: "Prices of every active carrier of a warehouse for one parcel, cheapest first, in dollars",
      schemas: { body: calcShippingRequestSchema, response: calcShippingResponseSchema },
      errors: [422],
    },
    quoteSide: {
      method: "post",
      path: "/api/users/side_calc_shipping",
      summary: "Prices from the side rate card (every open warehouse), for signed-in customers",
      auth: "customer",
      schemas: { body: sideCalcShippingRequestSchema, response: calcShippingResponseSchema },
      errors: [422],
    },
    listCarriers: {
      method: "get",
      path: "/api/users/shipping_companies",
      summary: "Active carriers of the main rate card (name, warehouse): the staff's offer picker, the customers' list",
      schemas: { response: shippingCompaniesResponseSchema },
    },
  },
);
