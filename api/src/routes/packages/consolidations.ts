import { pageQuerySchema } from "@ipf/shared";
import {
  createdGroupSchema,
  groupResponseSchema,
  packagesGroupsResponseSchema,
  parcelResponseSchema,
} from "@ipf/shared/schemas/parcels";
import { groupCancelRequestSchema, groupRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import {
  addAssembleFormSchema,
  groupIdParamsSchema,
  packageIdBodySchema,
  packageIdParamsSchema,
  requestIdBodySchema,
  queueQuerySchema,
} from "@ipf/shared/schemas/parcels-staff";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
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
import { withStoredImages } from "../../services/parcels/intake.js";
import { parcelView } from "../../services/parcels/find.js";
import { groupViews } from "../../services/parcels/load-requests.js";
import { inTransaction, type Work } from "../../services/work.js";
import { PARCEL_UPLOAD } from "./intake.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  requested: "The assembly request has been sent successfully.",
  cancelled: "Request was canceled Successfully",
  reverted: "Request was reverted Successfully",
  deleted: "Deleted Successfully",
  removed: "Package removed successfully",
  assembled: "Assembled Successfully",
} as const;

export function registerConsolidationRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps, {
    tags: ["packages"],
    auth: { staff: "consolidations.manage" },
    errors: [404, 409],
  });

  change("/api/packages/group", MESSAGES.requested, {
    summary: "Ask for parcels of one warehouse, each free in the locker, to be consolidated",
    tags: ["locker"],
    auth: "customer",
    schemas: { body: groupRequestSchema, response: createdGroupSchema },
    created: true,
    run: (work, { body }, ctx) => requestConsolidation(work, currentCustomer(ctx).id, body),
    answer: async (group) => {
      const [packagesGroup] = await groupViews(deps, [group.id], deps.now());
      return { packagesGroup: packagesGroup! };
    },
  });

  api.get(
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
      return {
        error: false as const,
        packagesGroups: await groupViews(deps, page.ids, now),
        requestCount: page.total,
        pageCount: page.pageCount,
      };
    },
  );

  change("/api/packages/group/user-cancel", MESSAGES.cancelled, {
    summary: "Cancel one's assemble request within 15 minutes (named by packageId or requestId)",
    tags: ["locker"],
    auth: "customer",
    schemas: { body: groupCancelRequestSchema },
    run: (work, { body }, ctx) => cancelConsolidationByCustomer(work, currentCustomer(ctx).id, body),
  });

  for (const [path, accepted, summary] of [
    ["/api/packages/groups", false, "Open assemble requests, newest first"],
    ["/api/packages/groups/complete", true, "Accepted assemble requests, newest first"],
  ] as const) {
    api.get(
      path,
      {
        summary,
        tags: ["packages"],
        auth: { staff: "consolidations.view" },
        schemas: { query: queueQuerySchema, response: packagesGroupsResponseSchema },
      },
      async (_ctx, { query }) => {
        const now = deps.now();
        const page = await listConsolidations(deps, { ...query, accepted });
        return {
          error: false as const,
          packagesGroups: await groupViews(deps, page.ids, now, { withUser: true }),
          requestCount: page.total,
          pageCount: page.pageCount,
        };
      },
    );
  }

  api.get(
    "/api/packages/assemble/:packageId",
    {
      summary: "One assemble request: by its id, or the one a parcel is in or came out of",
      tags: ["packages"],
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

  api.post(
    "/api/packages/add-assemble",
    {
      summary: "Accept an assemble request: the packed parcel, measured and photographed (multipart)",
      tags: ["packages"],
      auth: { staff: "consolidations.assemble" },
      schemas: { form: addAssembleFormSchema, response: parcelResponseSchema },
      errors: [404, 409, 413],
      upload: PARCEL_UPLOAD,
    },
    async (ctx, { form, files }) => {
      const staff = currentStaff(ctx);
      const parcel = await withStoredImages(deps, files, (paths) =>
        inTransaction(deps, (work) => acceptConsolidation(work, form, paths), { staff }),
      );
      ctx.status = 201;
      return {
        error: false as const,
        message: MESSAGES.assembled,
        package: await parcelView(deps, parcel.id, deps.now(), { withUser: true }),
      };
    },
  );

  const manage: [string, string, string, (work: Work, id: string) => Promise<void>][] = [
    ["/api/packages/group/cancel", "Cancel an unaccepted assemble request", MESSAGES.cancelled, cancelConsolidation],
    [
      "/api/packages/group/revert",
      "Revert an accepted request while its parcel is free in the locker",
      MESSAGES.reverted,
      revertConsolidation,
    ],
    ["/api/packages/group/delete", "Delete an accepted request from the lists", MESSAGES.deleted, deleteConsolidation],
  ];
  for (const [path, summary, message, action] of manage) {
    change(path, message, {
      summary,
      schemas: { body: requestIdBodySchema },
      run: (work, { body }) => action(work, body.requestId),
    });
  }

  change("/api/packages/groups/remove-package/:groupId", MESSAGES.removed, {
    summary: "Take one parcel out of an open request of 3 or more",
    schemas: { params: groupIdParamsSchema, body: packageIdBodySchema },
    run: (work, { params, body }) => removeFromConsolidation(work, params.groupId, body.packageId),
  });
}
