import {
  approveClaimRequestSchema,
  claimEvidenceResponseSchema,
  claimFormResponseSchema,
  claimFormSchema,
  claimListResponseSchema,
  claimQueueQuerySchema,
  claimQueueResponseSchema,
  claimResponseSchema,
  MAX_CLAIM_PHOTOS,
  rejectClaimRequestSchema,
  staffClaimResponseSchema,
} from "../schemas/claims.js";
import { idParamsSchema, pageQuerySchema } from "../schemas/common.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints, sharing } from "./endpoint.js";

/** Claims on shipped parcels: the customer files one, staff decide, an approval refunds or credits. */
export const claims = endpoints(
  "claims",
  { tags: ["claims"], auth: "customer" },
  {
    form: {
      method: "get",
      path: "/api/claims/parcels/:id",
      summary:
        "A shipped parcel's claim, whether it can be claimed lost or damaged now (and if not, why and from or until when), and what is covered",
      schemas: { params: parcelIdParamsSchema, response: claimFormResponseSchema },
      errors: [404],
    },
    file: {
      method: "post",
      path: "/api/claims/parcels/:id",
      summary:
        "Claim a shipped parcel as lost (past the carrier's days and the margin, or reported lost or returned) or damaged (within 14 days of delivery, with photos); one claim per parcel",
      schemas: { params: parcelIdParamsSchema, form: claimFormSchema, response: claimResponseSchema },
      upload: { maxFiles: MAX_CLAIM_PHOTOS },
      errors: [404, 409],
    },
    list: {
      method: "get",
      path: "/api/claims",
      summary: "The customer's claims, newest first",
      schemas: { query: pageQuerySchema, response: claimListResponseSchema },
    },
    queue: {
      method: "get",
      path: "/api/admins/claims",
      summary: "The claims of a state (open, approved, rejected), oldest first, with the count of each",
      auth: { staff: "claims.view" },
      schemas: { query: claimQueueQuerySchema, response: claimQueueResponseSchema },
    },
    evidence: {
      method: "get",
      path: "/api/admins/claims/:id",
      summary:
        "A claim with its evidence: intake photos and weights, declared values, the tracking history, the payment and cover",
      auth: { staff: "claims.view" },
      schemas: { params: idParamsSchema, response: claimEvidenceResponseSchema },
      errors: [404],
    },
    ...sharing(
      { auth: { staff: "claims.decide" }, errors: [404, 409] },
      {
        approve: {
          method: "post",
          path: "/api/admins/claims/:id/approve",
          summary:
            "Approve an open claim for an amount (at most what is covered): a card payment is refunded through Stripe, an offline or bitcoin one credited to the account",
          schemas: { params: idParamsSchema, body: approveClaimRequestSchema, response: staffClaimResponseSchema },
        },
        reject: {
          method: "post",
          path: "/api/admins/claims/:id/reject",
          summary: "Reject an open claim with a reason the customer reads",
          schemas: { params: idParamsSchema, body: rejectClaimRequestSchema, response: staffClaimResponseSchema },
        },
        retryRefund: {
          method: "post",
          path: "/api/admins/claims/:id/refund",
          summary: "Send again the refund of an approved claim whose card refund failed (the same refund: never twice)",
          schemas: { params: idParamsSchema, response: staffClaimResponseSchema },
        },
      },
    ),
  },
);
