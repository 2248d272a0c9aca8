import { splitRequestResponseSchema, splitRequestsResponseSchema } from "@ipf/shared/schemas/parcels";
import { disassembleRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import {
  completeSplitRequestSchema,
  packageIdParamsSchema,
  requestIdBodySchema,
  requestIdParamsSchema,
  splitListQuerySchema,
} from "@ipf/shared/schemas/parcels-staff";
import { parcelIdParamsSchema } from "@ipf/shared/schemas/parcels-fields";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { requestPage } from "../../presenters/page.js";
import { splitViews } from "../../services/parcels/load-requests.js";
import { cancelSplit, completeSplit, findSplitId, listSplits, requestSplit } from "../../services/parcels/splits.js";
import { parcelRoutes } from "../kit-legacy.js";

const MESSAGES = {
  requested: "Created Successfully",
  completed: "Request was disassembled Successfully",
  cancelled: "Request was canceled Successfully",
} as const;

export function registerSplitRoutes(api: Api, deps: Deps) {
  const { routes, change, request } = parcelRoutes(api, deps);

  request("/api/packages/disassemble-request/:id", MESSAGES.requested, {
    summary: "Ask for a parcel free in the locker to be taken apart (a note is required)",
    schemas: { params: parcelIdParamsSchema, body: disassembleRequestSchema },
    created: true,
    run: (work, { params, body }, ctx) => requestSplit(work, currentCustomer(ctx).id, params.id, body),
  });

  routes.get(
    "/api/packages/requests/disassemble",
    {
      summary: "Disassemble requests: complete=false awaiting, complete=true done; newest first",
      auth: { staff: "splits.view" },
      schemas: { query: splitListQuerySchema, response: splitRequestsResponseSchema },
    },
    async (_ctx, { query }) => {
      const page = await listSplits(deps, query);
      return requestPage("requests", await splitViews(deps, page.ids, deps.now(), { withUser: true }), page);
    },
  );

  // Registered before ".../:id", which would otherwise take "cancel" for an id.
  change("/api/packages/requests/disassemble/cancel", MESSAGES.cancelled, {
    summary: "Cancel an open disassemble request (admins only)",
    auth: { staff: "splits.cancel" },
    schemas: { body: requestIdBodySchema },
    run: (work, { body }) => cancelSplit(work, body.requestId),
  });

  change("/api/packages/requests/disassemble/:id", MESSAGES.completed, {
    summary: "Complete a disassemble request, linking the parcels taken in for it",
    auth: { staff: "splits.accept" },
    schemas: { params: requestIdParamsSchema, body: completeSplitRequestSchema },
    run: (work, { params, body }) => completeSplit(work, params.id, body.addedPackages),
  });

  routes.get(
    "/api/packages/disassemble/get/:packageId",
    {
      summary: "One disassemble request: by its id, or the latest of a parcel",
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
