import { parcelResponseSchema } from "@ipf/shared/schemas/parcels";
import { approvalCancelRequestSchema, packageApproveRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import {
  approvalAcceptRequestSchema,
  approvalListQuerySchema,
  packageIdBodySchema,
} from "@ipf/shared/schemas/parcels-staff";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import {
  approveShipping,
  cancelApproval,
  cancelApprovalByCustomer,
  listApprovals,
  requestApproval,
} from "../../services/parcels/approvals.js";
import { parcelRoutes, parcelAnswer, queueRoutes } from "../kit-legacy.js";

const MESSAGES = {
  requested: "The shipping request has been sent successfully.",
  cancelled: "Request was canceled Successfully",
  approved: "Request was approved Successfully",
} as const;

export function registerApprovalRoutes(api: Api, deps: Deps) {
  const { change, request } = parcelRoutes(api, deps, "shippingRequests.approve");

  request("/api/packages/request/package-approve", MESSAGES.requested, {
    summary:
      "Ask to ship a parcel free in the locker to an address of one's book; Algeria without national ID: 400 addNationalID",
    schemas: { body: packageApproveRequestSchema, response: parcelResponseSchema },
    run: (work, { body }, ctx) => requestApproval(work, currentCustomer(ctx).id, body),
    answer: parcelAnswer(deps),
  });

  request("/api/packages/request/approval/cancel", MESSAGES.cancelled, {
    summary: "Cancel one's shipping request within 15 minutes",
    schemas: { body: approvalCancelRequestSchema },
    run: (work, { body }, ctx) => cancelApprovalByCustomer(work, currentCustomer(ctx).id, body.packageId),
  });

  queueRoutes(api, deps, {
    get: ["/api/packages/request/approval/get", "Shipping requests: awaiting approval or approved; suspicious apart"],
    search: ["/api/packages/request/approval/search", "The same lists, searched"],
    list: { staff: "shippingRequests.view", query: approvalListQuerySchema, read: listApprovals },
  });

  change("/api/packages/approval/accept", MESSAGES.approved, {
    summary: "Approve a shipping request with one or more priced methods (carriers of the parcel's warehouse)",
    schemas: { body: approvalAcceptRequestSchema },
    run: (work, { body }) => approveShipping(work, body),
  });

  change("/api/packages/approval/cancel", MESSAGES.cancelled, {
    summary: "Cancel a shipping request awaiting approval; the parcel returns to the locker",
    schemas: { body: packageIdBodySchema },
    run: (work, { body }) => cancelApproval(work, body.packageId),
  });
}
