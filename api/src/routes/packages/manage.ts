import { parcels } from "@ipf/shared/contract/parcels";
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
import { findParcel } from "../../services/parcels/find.js";
import { readScope } from "../../services/work.js";
import { changeRoutes, parcelAnswer, parcelListRoute } from "../kit.js";

const MESSAGES = { updated: "Updated Successfully", deleted: "Deleted Successfully" } as const;

export function registerManageRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  parcelListRoute(api, deps, parcels.list, "packageCount", listParcels);
  parcelListRoute(api, deps, parcels.listExpired, "packageCount", listExpired);
  parcelListRoute(api, deps, parcels.listStorageEnding, "packageCount", listStorageEnding);

  // Deleted parcels too: a row of a list of deleted parcels opens as well.
  api.bind(parcels.get, async (_ctx, { params }) => {
    const parcel = await findParcel(readScope(deps), params.id, { includeDeleted: true });
    return { error: false as const, ...(await parcelAnswer(deps, { withUser: true })(parcel)) };
  });

  api.bind(parcels.history, async (_ctx, { params }) => ({
    error: false as const,
    history: (await parcelHistory(readScope(deps), params.packageId)).map(presentParcelEvent),
  }));

  change(parcels.edit, MESSAGES.updated, {
    photos: true,
    run: (work, { params, form }, _ctx, photos) => updateParcel(work, params.packageId, form, photos),
    answer: parcelAnswer(deps, { withUser: true }),
  });

  change(parcels.remove, MESSAGES.deleted, {
    run: (work, { params, body }) => deleteParcel(work, params.packageId, body.deleteReason),
  });

  change(parcels.removeExpired, MESSAGES.deleted, {
    run: (work, { params }) => deleteExpiredParcel(work, params.id),
  });
}
