import { splits } from "@ipf/shared/contract/splits";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { requestPage } from "../../presenters/page.js";
import { splitViews } from "../../services/parcels/load-requests.js";
import { cancelSplit, completeSplit, findSplitId, listSplits, requestSplit } from "../../services/parcels/splits.js";
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
    const page = await listSplits(deps, query);
    return requestPage("requests", await splitViews(deps, page.ids, deps.now(), { withUser: true }), page);
  });

  // Bound before ".../:id", which would otherwise take "cancel" for an id.
  change(splits.cancel, MESSAGES.cancelled, {
    run: (work, { body }) => cancelSplit(work, body.requestId),
  });

  change(splits.complete, MESSAGES.completed, {
    run: (work, { params, body }) => completeSplit(work, params.id, body.addedPackages),
  });

  api.bind(splits.get, async (_ctx, { params }) => {
    const id = await findSplitId(deps.db, params.packageId);
    const [request] = await splitViews(deps, [id], deps.now(), { withUser: true });
    return { error: false as const, request: request! };
  });
}
