import { approvals } from "@ipf/shared/contract/approvals";
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
import { changeRoutes, parcelAnswer, queueRoutes } from "../kit.js";

const MESSAGES = {
  requested: "The shipping request has been sent successfully.",
  cancelled: "Request was canceled Successfully",
  approved: "Request was approved Successfully",
} as const;

export function registerApprovalRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  change(approvals.request, MESSAGES.requested, {
    run: (work, { body }, ctx) => requestApproval(work, currentCustomer(ctx).id, body),
    answer: parcelAnswer(deps),
  });

  change(approvals.cancelRequest, MESSAGES.cancelled, {
    run: (work, { body }, ctx) => cancelApprovalByCustomer(work, currentCustomer(ctx).id, body.packageId),
  });

  queueRoutes(api, deps, [approvals.list, approvals.search], listApprovals);

  change(approvals.approve, MESSAGES.approved, {
    run: (work, { body }) => approveShipping(work, body),
  });

  change(approvals.cancel, MESSAGES.cancelled, {
    run: (work, { body }) => cancelApproval(work, body.packageId),
  });
}
