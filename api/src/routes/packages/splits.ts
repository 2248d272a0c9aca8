import { splitRequestResponseSchema, splitRequestsResponseSchema } from "@ipf/shared/schemas/parcels";
import { disassembleRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import {
  completeSplitRequestSchema,
  packageIdParamsSchema,
  requestIdBodySchema,
  requestIdParamsSchema,
  splitListQuerySchema,
} from "@ipf/shared/schemas/parcels-staff";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { parcelIdParamsSchema } from "@ipf/shared/schemas/parcels-fields";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { splitViews } from "../../services/parcels/load-requests.js";
import { cancelSplit, completeSplit, findSplitId, listSplits, requestSplit } from "../../services/parcels/splits.js";
import { inTransaction } from "../../services/work.js";

const MESSAGES = {
  requested: "Created Successfully",
  completed: "Request was disassembled Successfully",
  cancelled: "Request was canceled Successfully",
} as const;

export function registerSplitRoutes(api: Api, deps: Deps) {
  api.post(
    "/api/packages/disassemble-request/:id",
    {
      summary: "Ask for a parcel free in the locker to be taken apart (a note is required)",
      tags: ["locker"],
      auth: "customer",
      schemas: { params: parcelIdParamsSchema, body: disassembleRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { params, body }) => {
      const customer = currentCustomer(ctx);
      await inTransaction(deps, (work) => requestSplit(work, customer.id, params.id, body));
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.requested };
    },
  );

  api.get(
    "/api/packages/requests/disassemble",
    {
      summary: "Disassemble requests: complete=false awaiting, complete=true done; newest first",
      tags: ["packages"],
      auth: { staff: "splits.view" },
      schemas: { query: splitListQuerySchema, response: splitRequestsResponseSchema },
    },
    async (_ctx, { query }) => {
      const page = await listSplits(deps, query);
      return {
        error: false as const,
        requests: await splitViews(deps, page.ids, deps.now(), { withUser: true }),
        requestCount: page.total,
        pageCount: page.pageCount,
      };
    },
  );

  // Registered before ".../:id", which would otherwise take "cancel" for an id.
  api.post(
    "/api/packages/requests/disassemble/cancel",
    {
      summary: "Cancel an open disassemble request (admins only)",
      tags: ["packages"],
      auth: { staff: "splits.cancel" },
      schemas: { body: requestIdBodySchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      await inTransaction(deps, (work) => cancelSplit(work, body.requestId), { staff: currentStaff(ctx) });
      return { error: false as const, message: MESSAGES.cancelled };
    },
  );

  api.post(
    "/api/packages/requests/disassemble/:id",
    {
      summary: "Complete a disassemble request, linking the parcels taken in for it",
      tags: ["packages"],
      auth: { staff: "splits.accept" },
      schemas: { params: requestIdParamsSchema, body: completeSplitRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { params, body }) => {
      await inTransaction(deps, (work) => completeSplit(work, params.id, body.addedPackages), {
        staff: currentStaff(ctx),
      });
      return { error: false as const, message: MESSAGES.completed };
    },
  );

  api.get(
    "/api/packages/disassemble/get/:packageId",
    {
      summary: "One disassemble request: by its id, or the latest of a parcel",
      tags: ["packages"],
      auth: { staff: "splits.view" },
      schemas: {
        params: packageIdParamsSchema,
        response: splitRequestResponseSchema,
      },
      errors: [404],
    },
    async (_ctx, { params }) => {
      const id = await findSplitId(deps.db, params.packageId);
      const [request] = await splitViews(deps, [id], deps.now(), { withUser: true });
      return { error: false as const, request: request! };
    },
  );
}
