import { messageResponseSchema } from "../schemas/common.js";
import { parcelRequestListResponseSchema, parcelRequestRowsResponseSchema } from "../schemas/parcels.js";
import { approvalAcceptRequestSchema, approvalListQuerySchema, packageIdBodySchema } from "../schemas/parcels-staff.js";
import { customerApprovals } from "./approvals-customer.js";
import { endpoints } from "./endpoint.js";

const queue = { staff: "shippingRequests.view", riding: true } as const;
const approve = { staff: "shippingRequests.approve" } as const;
/** The queue's rows for the back office's table (`view=rows`); the whole parcels by default. */
const queueSchemas = {
  query: approvalListQuerySchema,
  response: parcelRequestListResponseSchema,
  views: { rows: parcelRequestRowsResponseSchema },
} as const;

/** The staff's calls of the resource. */
const staffApprovals = endpoints(
  "approvals",
  { tags: ["packages"] },
  {
    list: {
      method: "get",
      path: "/api/packages/request/approval/get",
      summary: "Shipping requests: awaiting approval or approved; suspicious apart",
      auth: queue,
      schemas: queueSchemas,
    },
    search: {
      method: "get",
      path: "/api/packages/request/approval/search",
      summary: "The same lists, searched",
      auth: queue,
      schemas: queueSchemas,
    },
    approve: {
      method: "post",
      path: "/api/packages/approval/accept",
      summary: "Approve a shipping request with one or more priced methods (carriers of the parcel's warehouse)",
      auth: approve,
      schemas: { body: approvalAcceptRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    cancel: {
      method: "post",
      path: "/api/packages/approval/cancel",
      summary: "Cancel a shipping request awaiting approval; the parcel returns to the locker",
      auth: approve,
      schemas: { body: packageIdBodySchema, response: messageResponseSchema },
      errors: [404, 409],
    },
  },
);

/**
 * Approvals: a customer's request to ship a parcel, priced and approved (or
 * cancelled) by the staff. The customer's calls come first, from their own
 * module (./approvals-customer.ts).
 */
export const approvals = { ...customerApprovals, ...staffApprovals };
