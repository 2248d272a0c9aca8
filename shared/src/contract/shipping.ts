import { messageResponseSchema } from "../schemas/common.js";
import { parcelRequestListResponseSchema } from "../schemas/parcels.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import {
  requestIdBodySchema,
  searchQuerySchema,
  shippedUpdateRequestSchema,
  shippingListQuerySchema,
  shipRequestSchema,
} from "../schemas/parcels-staff.js";
import { endpoints } from "./endpoint.js";

const ship = { staff: "shipping.ship" } as const;

/** Shipping: the paid parcels awaiting shipment, shipping them, and the parcels shipped. */
export const shipping = endpoints(
  "shipping",
  { tags: ["packages"] },
  {
    list: {
      method: "get",
      path: "/api/packages/shipping/get",
      summary: "To be shipped: paid parcels, oldest payment first; suspicious customers apart",
      auth: { ...ship, riding: true },
      schemas: { query: shippingListQuerySchema, response: parcelRequestListResponseSchema },
    },
    search: {
      method: "get",
      path: "/api/packages/shipping/search",
      summary: "The same list, searched",
      auth: { ...ship, riding: true },
      schemas: { query: shippingListQuerySchema, response: parcelRequestListResponseSchema },
    },
    ship: {
      method: "post",
      path: "/api/packages/shipping/ship",
      summary: "Ship a paid parcel: the carrier's track number and link, the measures at dispatch",
      auth: ship,
      schemas: { body: shipRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    complete: {
      method: "post",
      path: "/api/packages/shipping/complete",
      summary: "Close a paid parcel as shipped without carrier tracking (requestId: the parcel)",
      auth: ship,
      schemas: { body: requestIdBodySchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    listShipped: {
      method: "get",
      path: "/api/packages/shipped/get",
      summary: "Shipped parcels, latest first; the query also matches the carrier's track number",
      auth: { staff: "shippedParcels.view", riding: true },
      schemas: { query: searchQuerySchema, response: parcelRequestListResponseSchema },
    },
    editShipped: {
      method: "post",
      path: "/api/packages/update_shipped_package/:id",
      summary: "Correct a shipped parcel's tracking (track number and link required; shipCompany optional)",
      auth: { staff: "shippedParcels.edit" },
      schemas: { params: parcelIdParamsSchema, body: shippedUpdateRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
  },
);
