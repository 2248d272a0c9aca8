import { messageResponseSchema } from "../schemas/common.js";
import {
  buyLabelRequestSchema,
  carrierEngineResponseSchema,
  customsDocumentResponseSchema,
  labelDocumentResponseSchema,
  labelResponseSchema,
  linkCarrierRequestSchema,
  voidLabelRequestSchema,
} from "../schemas/labels.js";
import { carrierResponseSchema } from "../schemas/rates.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints, sharing } from "./endpoint.js";

const ship = { staff: "shipping.ship" } as const;

/** Carriers through the shipping engine: links to its carriers, and labels bought at the ship desk. */
export const labels = endpoints(
  "labels",
  { tags: ["carriers"] },
  {
    engine: {
      method: "get",
      path: "/api/admins/carrier_engine",
      summary:
        "The shipping engine's carriers and services, for linking rate-card carriers (reachable: false when it is down)",
      auth: { staff: "rates.manage" },
      schemas: { response: carrierEngineResponseSchema },
    },
    linkCarrier: {
      method: "post",
      path: "/api/admins/link_shipping_company",
      summary:
        "Link a rate-card carrier to an engine carrier and service (checked with the engine when it answers), or unlink it",
      auth: { staff: "rates.manage" },
      schemas: { body: linkCarrierRequestSchema, response: carrierResponseSchema },
      errors: [404, 409],
    },
    ...sharing(
      { auth: ship },
      {
        buy: {
          method: "post",
          path: "/api/packages/shipping/label",
          summary:
            "Buy a paid parcel's label through the engine (never twice: a retry or a second desk gets the label already bought), then ship it with the carrier's tracking",
          schemas: { body: buyLabelRequestSchema, response: labelResponseSchema },
          errors: [404, 409, 422, 503],
        },
        document: {
          method: "get",
          path: "/api/packages/shipping/label/:id",
          summary: "A parcel's live label and its document (base64), to reprint it",
          schemas: { params: parcelIdParamsSchema, response: labelDocumentResponseSchema },
          errors: [404],
        },
        customsDocument: {
          method: "get",
          path: "/api/packages/shipping/label/:id/customs",
          summary:
            "The commercial invoice (CN23) made with a parcel's live label, a PDF (base64), to print with it; 404 NO_CUSTOMS_DOCUMENT when the shipment needed none",
          schemas: { params: parcelIdParamsSchema, response: customsDocumentResponseSchema },
          errors: [404],
        },
        void: {
          method: "post",
          path: "/api/packages/shipping/label/void",
          summary: "Void a parcel's label at the engine; the parcel goes back to awaiting shipment",
          schemas: { body: voidLabelRequestSchema, response: messageResponseSchema },
          errors: [404, 409, 422, 503],
        },
      },
    ),
  },
);
