import { splits } from "@ipf/shared/contract/splits";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { requestPage } from "../../presenters/page.js";
import { presentSplit } from "../../presenters/parcel-requests.js";
import { loadSplits } from "../../services/parcels/load-requests.js";
import { cancelSplit, completeSplit, findSplitId, listSplits, requestSplit } from "../../services/parcels/splits.js";
import { readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  requested: "Created Successfully",
  completed: "Request was disassembled Successfully",
  cancelled: "Request was canceled Successfully",
} as const;

export function registerSplitRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  change(splits.request, MESSAGES.requested, {
    created: true,
    run: (work, { params, body }, ctx) => requestSplit(work, currentCustomer(ctx).id, params.id, body),
  });

  api.bind(splits.list, async (_ctx, { query }) => {
    const scope = readScope(deps);
    const page = await listSplits(scope, query);
    const requests = await loadSplits(scope, page.ids);
    return requestPage(
      "requests",
      requests.map((split) => presentSplit(split, scope.now, { withUser: true })),
      page,
    );
  });

  // Bound before ".../:id", which would otherwise take "cancel" for an id.
  change(splits.cancel, MESSAGES.cancelled, {
    run: (work, { body }) => cancelSplit(work, body.requestId),
  });

  change(splits.complete, MESSAGES.completed, {
    run: (work, { params, body }) => completeSplit(work, params.id, body.addedPackages),
  });

  api.bind(splits.get, async (_ctx, { params }) => {
    const scope = readScope(deps);
    const [request] = await loadSplits(scope, [await findSplitId(scope, params.packageId)]);
    return { error: false as const, request: presentSplit(request!, scope.now, { withUser: true }) };
  });
}
