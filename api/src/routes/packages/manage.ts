import { parcelResponseSchema } from "@ipf/shared/schemas/parcels";
import {
  deleteParcelRequestSchema,
  packageIdParamsSchema,
  parcelListQuerySchema,
  parcelUpdateFormSchema,
  searchQuerySchema,
} from "@ipf/shared/schemas/parcels-staff";
import { parcelHistoryResponseSchema } from "@ipf/shared/schemas/parcel-history";
import { parcelIdParamsSchema } from "@ipf/shared/schemas/parcels-fields";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { presentParcelEvent } from "../../presenters/parcel-history.js";
import { parcelHistory } from "../../services/parcels/history.js";
import {
  deleteExpiredParcel,
  deleteParcel,
  listExpired,
  listParcels,
  listStorageEnding,
  updateParcel,
} from "../../services/parcels/manage.js";
import { parcelAnswer, parcelRoutes, parcelListRoute } from "../kit-legacy.js";

const MESSAGES = { updated: "Updated Successfully", deleted: "Deleted Successfully" } as const;

export function registerManageRoutes(api: Api, deps: Deps) {
  const { routes, change } = parcelRoutes(api, deps, "parcels.delete");

  parcelListRoute(
    api,
    deps,
    ["/api/packages/get/all", "Manage packages: every parcel, newest first; deleted=1 for the deleted ones"],
    "packageCount",
    { staff: "parcels.view", query: parcelListQuerySchema, read: listParcels },
  );

  parcelListRoute(
    api,
    deps,
    ["/api/packages/expired", "Parcels still in the locker 6 months after they arrived, oldest first"],
    "packageCount",
    { staff: "parcels.view", query: searchQuerySchema, read: listExpired },
  );

  parcelListRoute(
    api,
    deps,
    ["/api/packages/storage-ending", "Parcels in the locker whose free storage ends within 30 days, soonest first"],
    "packageCount",
    { staff: "parcels.view", query: searchQuerySchema, read: listStorageEnding },
  );

  routes.get(
    "/api/packages/history/:packageId",
    {
      summary: "A parcel's history: arrival, each change of state, deletion; who and when, oldest first",
      auth: { staff: "parcels.view" },
      schemas: { params: packageIdParamsSchema, response: parcelHistoryResponseSchema },
      errors: [404],
    },
    async (_ctx, { params }) => ({
      error: false as const,
      history: (await parcelHistory(deps.db, params.packageId)).map(presentParcelEvent),
    }),
  );

  change("/api/packages/update/:packageId", MESSAGES.updated, {
    summary: "Edit a parcel (multipart); photos sent are added, removeImages drops some",
    auth: { staff: "parcels.edit" },
    schemas: { params: packageIdParamsSchema, form: parcelUpdateFormSchema, response: parcelResponseSchema },
    photos: true,
    run: (work, { params, form }, _ctx, photos) => updateParcel(work, params.packageId, form, photos),
    answer: parcelAnswer(deps, { withUser: true }),
  });

  change("/api/packages/delete/:packageId", MESSAGES.deleted, {
    summary: "Delete a parcel (soft), with a reason",
    schemas: { params: packageIdParamsSchema, body: deleteParcelRequestSchema },
    run: (work, { params, body }) => deleteParcel(work, params.packageId, body.deleteReason),
  });

  change("/api/packages/:id", MESSAGES.deleted, {
    method: "delete",
    summary: "Delete an expired parcel (soft)",
    schemas: { params: parcelIdParamsSchema },
    run: (work, { params }) => deleteExpiredParcel(work, params.id),
  });
}
