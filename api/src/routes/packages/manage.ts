import { parcelListResponseSchema, parcelResponseSchema } from "@ipf/shared/schemas/parcels";
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
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { parcelListJson } from "../../presenters/parcel.js";
import { withStoredImages } from "../../services/parcels/intake.js";
import { presentParcelEvent } from "../../presenters/parcel-history.js";
import { parcelHistory } from "../../services/parcels/history.js";
import { parcelView } from "../../services/parcels/find.js";
import {
  deleteExpiredParcel,
  deleteParcel,
  listExpired,
  listParcels,
  updateParcel,
} from "../../services/parcels/manage.js";
import { inTransaction } from "../../services/work.js";
import { PARCEL_UPLOAD } from "./intake.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = { updated: "Updated Successfully", deleted: "Deleted Successfully" } as const;

export function registerManageRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps, { tags: ["packages"], auth: { staff: "parcels.delete" }, errors: [404, 409] });

  api.get(
    "/api/packages/get/all",
    {
      summary: "Manage packages: every parcel, newest first; deleted=1 for the deleted ones",
      tags: ["packages"],
      auth: { staff: "parcels.view", riding: true },
      schemas: { query: parcelListQuerySchema, response: parcelListResponseSchema },
    },
    async (_ctx, { query, signIn }) => {
      const page = await listParcels(deps, query, signIn);
      return parcelListJson(page, deps.now(), "packageCount", { withUser: true });
    },
  );

  api.get(
    "/api/packages/expired",
    {
      summary: "Parcels still in the locker 6 months after they arrived, oldest first",
      tags: ["packages"],
      auth: { staff: "parcels.view", riding: true },
      schemas: { query: searchQuerySchema, response: parcelListResponseSchema },
    },
    async (_ctx, { query, signIn }) => {
      const now = deps.now();
      const page = await listExpired(deps, now, query, signIn);
      return parcelListJson(page, now, "packageCount", { withUser: true });
    },
  );

  api.get(
    "/api/packages/history/:packageId",
    {
      summary: "A parcel's history: arrival, each change of state, deletion; who and when, oldest first",
      tags: ["packages"],
      auth: { staff: "parcels.view" },
      schemas: { params: packageIdParamsSchema, response: parcelHistoryResponseSchema },
      errors: [404],
    },
    async (_ctx, { params }) => ({
      error: false as const,
      history: (await parcelHistory(deps.db, params.packageId)).map(presentParcelEvent),
    }),
  );

  api.post(
    "/api/packages/update/:packageId",
    {
      summary: "Edit a parcel (multipart); photos sent are added, removeImages drops some",
      tags: ["packages"],
      auth: { staff: "parcels.edit" },
      schemas: { params: packageIdParamsSchema, form: parcelUpdateFormSchema, response: parcelResponseSchema },
      errors: [404, 409, 413],
      upload: PARCEL_UPLOAD,
    },
    async (ctx, { params, form, files }) => {
      const staff = currentStaff(ctx);
      const parcel = await withStoredImages(deps, files, (paths) =>
        inTransaction(deps, (work) => updateParcel(work, params.packageId, form, paths), { staff }),
      );
      return {
        error: false as const,
        message: MESSAGES.updated,
        package: await parcelView(deps, parcel.id, deps.now(), { withUser: true }),
      };
    },
  );

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
