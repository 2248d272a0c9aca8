import { pageQuerySchema } from "@ipf/shared";
import {
  createdGroupSchema,
  groupResponseSchema,
  packagesGroupsResponseSchema,
  parcelResponseSchema,
} from "@ipf/shared/schemas/parcels";
import { groupCancelRequestSchema, groupRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import {
  consolidationPreviewRequestSchema,
  consolidationPreviewResponseSchema,
} from "@ipf/shared/schemas/consolidation-preview";
import {
  addAssembleFormSchema,
  groupIdParamsSchema,
  packageIdBodySchema,
  packageIdParamsSchema,
  requestIdBodySchema,
  queueQuerySchema,
} from "@ipf/shared/schemas/parcels-staff";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentConsolidationPreview } from "../../presenters/consolidation-preview.js";
import { requestPage } from "../../presenters/page.js";
import {
  acceptConsolidation,
  cancelConsolidation,
  cancelConsolidationByCustomer,
  deleteConsolidation,
  findConsolidationId,
  listConsolidations,
  listCustomerConsolidations,
  removeFromConsolidation,
  requestConsolidation,
  revertConsolidation,
} from "../../services/parcels/consolidations.js";
import { previewConsolidation } from "../../services/parcels/consolidation-preview.js";
import { groupViews } from "../../services/parcels/load-requests.js";
import { parcelRoutes, parcelAnswer, recordChanges } from "../kit-legacy.js";

const MESSAGES = {
  requested: "The assembly request has been sent successfully.",
  cancelled: "Request was canceled Successfully",
  reverted: "Request was reverted Successfully",
  deleted: "Deleted Successfully",
  removed: "Package removed successfully",
  assembled: "Assembled Successfully",
} as const;

export function registerConsolidationRoutes(api: Api, deps: Deps) {
  const { routes, change, request } = parcelRoutes(api, deps, "consolidations.manage");

  request("/api/packages/group", MESSAGES.requested, {
    summary: "Ask for parcels of one warehouse, each free in the locker, to be consolidated",
    schemas: { body: groupRequestSchema, response: createdGroupSchema },
    created: true,
    run: (work, { body }, ctx) => requestConsolidation(work, currentCustomer(ctx).id, body),
    answer: async (group) => {
      const [packagesGroup] = await groupViews(deps, [group.id], deps.now());
      return { packagesGroup: packagesGroup! };
    },
  });

  routes.post(
    "/api/packages/consolidation_preview",
    {
      summary: "What consolidating these parcels would save, per carrier of their warehouse, to one destination",
      tags: ["locker"],
      auth: "customer",
      schemas: { body: consolidationPreviewRequestSchema, response: consolidationPreviewResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) =>
      presentConsolidationPreview(await previewConsolidation(deps, currentCustomer(ctx).id, body)),
  );

  routes.get(
    "/api/packages/group/user",
    {
      summary: "The customer's open assemble requests, newest first",
      tags: ["locker"],
      auth: "customer",
      schemas: { query: pageQuerySchema, response: packagesGroupsResponseSchema },
    },
    async (ctx, { query }) => {
      const now = deps.now();
      const page = await listCustomerConsolidations(deps, currentCustomer(ctx).id, query);
      return requestPage("packagesGroups", await groupViews(deps, page.ids, now), page);
    },
  );

  request("/api/packages/group/user-cancel", MESSAGES.cancelled, {
    summary: "Cancel one's assemble request within 15 minutes (named by packageId or requestId)",
    schemas: { body: groupCancelRequestSchema },
    run: (work, { body }, ctx) => cancelConsolidationByCustomer(work, currentCustomer(ctx).id, body),
  });

  for (const [path, accepted, summary] of [
    ["/api/packages/groups", false, "Open assemble requests, newest first"],
    ["/api/packages/groups/complete", true, "Accepted assemble requests, newest first"],
  ] as const) {
    routes.get(
      path,
      {
        summary,
        auth: { staff: "consolidations.view" },
        schemas: { query: queueQuerySchema, response: packagesGroupsResponseSchema },
      },
      async (_ctx, { query }) => {
        const now = deps.now();
        const page = await listConsolidations(deps, { ...query, accepted });
        return requestPage("packagesGroups", await groupViews(deps, page.ids, now, { withUser: true }), page);
      },
    );
  }

  routes.get(
    "/api/packages/assemble/:packageId",
    {
      summary: "One assemble request: by its id, or the one a parcel is in or came out of",
      auth: { staff: "consolidations.view" },
      schemas: { params: packageIdParamsSchema, response: groupResponseSchema },
      errors: [404],
    },
    async (_ctx, { params }) => {
      const id = await findConsolidationId(deps.db, params.packageId);
      const [packagesGroup] = await groupViews(deps, [id], deps.now(), { withUser: true });
      return { error: false as const, packagesGroup: packagesGroup! };
    },
  );

  change("/api/packages/add-assemble", MESSAGES.assembled, {
    summary: "Accept an assemble request: the packed parcel, measured and photographed (multipart)",
    auth: { staff: "consolidations.assemble" },
    schemas: { form: addAssembleFormSchema, response: parcelResponseSchema },
    photos: true,
    created: true,
    run: (work, { form }, _ctx, photos) => acceptConsolidation(work, form, photos),
    answer: parcelAnswer(deps, { withUser: true }),
  });

  recordChanges(change, requestIdBodySchema, "requestId", [
    ["/api/packages/group/cancel", "Cancel an unaccepted assemble request", MESSAGES.cancelled, cancelConsolidation],
    [
      "/api/packages/group/revert",
      "Revert an accepted request while its parcel is free in the locker",
      MESSAGES.reverted,
      revertConsolidation,
    ],
    ["/api/packages/group/delete", "Delete an accepted request from the lists", MESSAGES.deleted, deleteConsolidation],
  ]);

  change("/api/packages/groups/remove-package/:groupId", MESSAGES.removed, {
    summary: "Take one parcel out of an open request of 3 or more",
    schemas: { params: groupIdParamsSchema, body: packageIdBodySchema },
    run: (work, { params, body }) => removeFromConsolidation(work, params.groupId, body.packageId),
  });
}
