import { pageQuerySchema } from "../schemas/common.js";
import { countsResponseSchema, parcelListResponseSchema, parcelResponseSchema } from "../schemas/parcels.js";
import { detailsUpdateRequestSchema } from "../schemas/parcels-customer.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints } from "./endpoint.js";

/** A customer's list of parcels, newest first, paged like every list (page zero-based, perPage up to 100). */
const list = {
  method: "get",
  auth: { customer: true, riding: true },
  schemas: { query: pageQuerySchema, response: parcelListResponseSchema },
} as const;

/** The customer's own parcels: in the warehouse, waiting to leave, shipped. */
export const locker = endpoints(
  "locker",
  { tags: ["locker"] },
  {
    list: {
      ...list,
      path: "/api/users/packages/get",
      summary: "The customer's locker: parcels in the warehouse, free or in a request, up to awaiting payment",
    },
    listAwaitingShipping: {
      ...list,
      path: "/api/packages/awaiting-shipping/user",
      summary: "Paid parcels waiting to leave",
    },
    listShipped: {
      ...list,
      path: "/api/packages/shipped/user",
      summary: "The customer's shipped parcels",
    },
    count: {
      method: "get",
      path: "/api/packages/data/count",
      summary: "How many parcels are incoming, awaiting shipping and shipped",
      auth: "customer",
      schemas: { response: countsResponseSchema },
    },
    declarePrices: {
      method: "post",
      path: "/api/packages/details/update/:id",
      summary: "Change the declared prices of a parcel free in the locker (in euros, at least 0)",
      auth: "customer",
      schemas: { params: parcelIdParamsSchema, body: detailsUpdateRequestSchema, response: parcelResponseSchema },
      errors: [404, 409],
    },
  },
);
