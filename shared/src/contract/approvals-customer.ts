import { messageResponseSchema } from "../schemas/common.js";
import { parcelResponseSchema } from "../schemas/parcels.js";
import { approvalCancelRequestSchema, packageApproveRequestSchema } from "../schemas/parcels-customer.js";
import { endpoints } from "./endpoint.js";

/**
 * The customer's own calls of the approvals resource (./approvals.ts), in a
 * module of their own: the site imports these, so a phone builds none of
 * the staff's schemas of the resource.
 */
export const customerApprovals = endpoints(
  "approvals",
  { tags: ["packages"] },
  {
    request: {
      method: "post",
      path: "/api/packages/request/package-approve",
      summary:
        "Ask to ship a parcel free in the locker to an address of one's book; Algeria without national ID: 400 addNationalID",
      tags: ["locker"],
      auth: "customer",
      schemas: { body: packageApproveRequestSchema, response: parcelResponseSchema },
      errors: [404, 409],
    },
    cancelRequest: {
      method: "post",
      path: "/api/packages/request/approval/cancel",
      summary: "Cancel one's shipping request within 15 minutes",
      tags: ["locker"],
      auth: "customer",
      schemas: { body: approvalCancelRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
  },
);
