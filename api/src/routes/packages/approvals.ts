import { parcelRequestListResponseSchema, parcelResponseSchema } from "@ipf/shared/schemas/parcels";
import { approvalCancelRequestSchema, packageApproveRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import {
  approvalAcceptRequestSchema,
  approvalListQuerySchema,
  packageIdBodySchema,
} from "@ipf/shared/schemas/parcels-staff";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { parcelListJson } from "../../presenters/parcel.js";
import {
  approveShipping,
  cancelApproval,
  cancelApprovalByCustomer,
  listApprovals,
  requestApproval,
} from "../../services/parcels/approvals.js";
import { parcelView } from "../../services/parcels/find.js";
import { inTransaction } from "../../services/work.js";

const MESSAGES = {
  requested: "The shipping request has been sent successfully.",
  cancelled: "Request was canceled Successfully",
  approved: "Request was approved Successfully",
} as const;

export function registerApprovalRoutes(api: Api, deps: Deps) {
  api.post(
    "/api/packages/request/package-approve",
    {
      summary:
        "Ask to ship a parcel free in the locker to an address of one's book; Algeria without national ID: 400 addNationalID",
      tags: ["locker"],
      auth: "customer",
      schemas: { body: packageApproveRequestSchema, response: parcelResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      const customer = currentCustomer(ctx);
      const parcel = await inTransaction(deps, (work) => requestApproval(work, customer.id, body));
      return {
        error: false as const,
        message: MESSAGES.requested,
        package: await parcelView(deps, parcel.id, deps.now()),
      };
    },
  );

  api.post(
    "/api/packages/request/approval/cancel",
    {
      summary: "Cancel one's shipping request within 15 minutes",
      tags: ["locker"],
      auth: "customer",
      schemas: { body: approvalCancelRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      const customer = currentCustomer(ctx);
      await inTransaction(deps, (work) => cancelApprovalByCustomer(work, customer.id, body.packageId));
      return { error: false as const, message: MESSAGES.cancelled };
    },
  );

  for (const [path, summary] of [
    ["/api/packages/request/approval/get", "Shipping requests: awaiting approval or approved; suspicious apart"],
    ["/api/packages/request/approval/search", "The same lists, searched"],
  ] as const) {
    api.get(
      path,
      {
        summary,
        tags: ["packages"],
        auth: { staff: "shippingRequests.view", riding: true },
        schemas: { query: approvalListQuerySchema, response: parcelRequestListResponseSchema },
      },
      async (_ctx, { query, signIn }) => {
        const page = await listApprovals(deps, query, signIn);
        return parcelListJson(page, deps.now(), "requestCount", { withUser: true });
      },
    );
  }

  api.post(
    "/api/packages/approval/accept",
    {
      summary: "Approve a shipping request with one or more priced methods (carriers of the parcel's warehouse)",
      tags: ["packages"],
      auth: { staff: "shippingRequests.approve" },
      schemas: { body: approvalAcceptRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      await inTransaction(deps, (work) => approveShipping(work, body), { staff: currentStaff(ctx) });
      return { error: false as const, message: MESSAGES.approved };
    },
  );

  api.post(
    "/api/packages/approval/cancel",
    {
      summary: "Cancel a shipping request awaiting approval; the parcel returns to the locker",
      tags: ["packages"],
      auth: { staff: "shippingRequests.approve" },
      schemas: { body: packageIdBodySchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      await inTransaction(deps, (work) => cancelApproval(work, body.packageId), { staff: currentStaff(ctx) });
      return { error: false as const, message: MESSAGES.cancelled };
    },
  );
}
