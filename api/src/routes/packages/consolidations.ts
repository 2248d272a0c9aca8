import { consolidations } from "@ipf/shared/contract/consolidations";
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
import { requireImages } from "../../services/parcels/intake.js";
import { presentGroup } from "../../presenters/parcel-requests.js";
import { loadGroups } from "../../services/parcels/load-requests.js";
import { readScope } from "../../services/work.js";
import { changeRoutes, parcelAnswer, recordChanges } from "../kit.js";

const MESSAGES = {
  requested: "The assembly request has been sent successfully.",
  cancelled: "Request was canceled Successfully",
  reverted: "Request was reverted Successfully",
  deleted: "Deleted Successfully",
  removed: "Package removed successfully",
  assembled: "Assembled Successfully",
} as const;

export function registerConsolidationRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  change(consolidations.request, MESSAGES.requested, {
    created: true,
    run: (work, { body }, ctx) => requestConsolidation(work, currentCustomer(ctx).id, body),
    answer: async (group) => {
      const scope = readScope(deps);
      const [packagesGroup] = await loadGroups(scope, [group.id]);
      return { packagesGroup: presentGroup(packagesGroup!, scope.now) };
    },
  });

  api.bind(consolidations.preview, async (ctx, { body }) =>
    presentConsolidationPreview(await previewConsolidation(readScope(deps), currentCustomer(ctx).id, body)),
  );

  api.bind(consolidations.listOwn, async (ctx, { query }) => {
    const scope = readScope(deps);
    const page = await listCustomerConsolidations(scope, currentCustomer(ctx).id, query);
    const groups = await loadGroups(scope, page.ids);
    return requestPage(
      "packagesGroups",
      groups.map((group) => presentGroup(group, scope.now)),
      page,
    );
  });

  change(consolidations.cancelRequest, MESSAGES.cancelled, {
    run: (work, { body }, ctx) => cancelConsolidationByCustomer(work, currentCustomer(ctx).id, body),
  });

  for (const [entry, accepted] of [
    [consolidations.listOpen, false],
    [consolidations.listAccepted, true],
  ] as const) {
    api.bind(entry, async (_ctx, { query }) => {
      const scope = readScope(deps);
      const page = await listConsolidations(scope, { ...query, accepted });
      const groups = await loadGroups(scope, page.ids);
      return requestPage(
        "packagesGroups",
        groups.map((group) => presentGroup(group, scope.now, { withUser: true })),
        page,
      );
    });
  }

  api.bind(consolidations.get, async (_ctx, { params }) => {
    const scope = readScope(deps);
    const [packagesGroup] = await loadGroups(scope, [await findConsolidationId(scope, params.packageId)]);
    return { error: false as const, packagesGroup: presentGroup(packagesGroup!, scope.now, { withUser: true }) };
  });

  change(consolidations.assemble, MESSAGES.assembled, {
    photos: true,
    created: true,
    // The customer knows the packed parcel by its photos, as a parcel received at intake.
    check: ({ files }) => requireImages(files),
    run: (work, { form }, _ctx, photos) => acceptConsolidation(work, form, photos),
    answer: parcelAnswer(deps, { withUser: true }),
  });

  recordChanges(change, "requestId", [
    [consolidations.cancel, MESSAGES.cancelled, cancelConsolidation],
    [consolidations.revert, MESSAGES.reverted, revertConsolidation],
    [consolidations.remove, MESSAGES.deleted, deleteConsolidation],
  ]);

  change(consolidations.removeParcel, MESSAGES.removed, {
    run: (work, { params, body }) => removeFromConsolidation(work, params.groupId, body.packageId),
  });
}
