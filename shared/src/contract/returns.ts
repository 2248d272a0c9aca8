import { messageResponseSchema } from "../schemas/common.js";
import {
  askedReturnResponseSchema,
  buyReturnLabelRequestSchema,
  parcelReturnResponseSchema,
  refuseReturnRequestSchema,
  returnLabelResponseSchema,
  returnParamsSchema,
  returnQueueQuerySchema,
  returnQueueResponseSchema,
  returnRequestFormSchema,
  shipReturnRequestSchema,
  staffReturnResponseSchema,
} from "../schemas/returns.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints, sharing } from "./endpoint.js";

/** A parcel of the locker sent back to its shop, at the customer's request and cost. */
export const returns = endpoints(
  "returns",
  { tags: ["returns"], auth: "customer" },
  {
    ask: {
      method: "post",
      path: "/api/returns",
      summary:
        "Ask to send a parcel of the locker back to its shop: the shop's address, its RMA, a note, and the shop's prepaid label (PDF or image, the file) or our purchase of one; answers the checkout of the fee (the catalogue's return fee, plus the label by the rate card when bought); 409 RETURN_EXISTS while one is open, INVALID_STATE when the parcel is in another request",
      schemas: { form: returnRequestFormSchema, response: askedReturnResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404, 409, 413, 502],
    },
    get: {
      method: "get",
      path: "/api/returns/:id",
      summary: "A parcel's latest return (null when none), with the checkout to pay it while unpaid",
      schemas: { params: parcelIdParamsSchema, response: parcelReturnResponseSchema },
      errors: [404],
    },
    cancel: {
      method: "post",
      path: "/api/returns/:id/cancel",
      summary: "Cancel a return before paying (nothing is charged); 409 once paid",
      schemas: { params: returnParamsSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    ...sharing(
      { auth: { staff: "returns.handle" } },
      {
        list: {
          method: "get",
          path: "/api/admins/returns",
          summary: "Returns to send back (oldest payment first), returned and refused, with each tab's count",
          schemas: { query: returnQueueQuerySchema, response: returnQueueResponseSchema },
        },
        label: {
          method: "get",
          path: "/api/admins/returns/:id/label",
          summary: "The return's label to print: the shop's prepaid one, or the one bought",
          schemas: { params: returnParamsSchema, response: returnLabelResponseSchema },
          errors: [404],
        },
        buyLabel: {
          method: "post",
          path: "/api/admins/returns/:id/label",
          summary:
            "Buy the return's label through the shipping engine, by the carrier it was priced with, to the shop's address; bought once however often asked",
          schemas: {
            params: returnParamsSchema,
            body: buyReturnLabelRequestSchema,
            response: staffReturnResponseSchema,
          },
          errors: [404, 409, 422, 503],
        },
        ship: {
          method: "post",
          path: "/api/admins/returns/:id/ship",
          summary: "Send the parcel back with its tracking (the bought label's, or typed): returned to sender, final",
          schemas: { params: returnParamsSchema, body: shipReturnRequestSchema, response: staffReturnResponseSchema },
          errors: [404, 409],
        },
        refuse: {
          method: "post",
          path: "/api/admins/returns/:id/refuse",
          summary:
            "Refuse the return before it leaves, with a reason: the fee is refunded, the parcel stays in the locker",
          schemas: { params: returnParamsSchema, body: refuseReturnRequestSchema, response: staffReturnResponseSchema },
          errors: [404, 409, 502],
        },
      },
    ),
  },
);
