import { shipping } from "@ipf/shared/contract/shipping";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { listShipped, listToShip, shipParcel, updateShipped } from "../../services/parcels/shipping.js";
import { changeRoutes, parcelListRoute, queueRoutes } from "../kit.js";

const MESSAGES = { shipped: "Package shipped successfully", updated: "Updated Successfully" } as const;

export function registerShippingRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  queueRoutes(api, deps, [shipping.list, shipping.search], listToShip);

  change(shipping.ship, MESSAGES.shipped, {
    run: (work, { body: { packageId, ...tracking } }) => shipParcel(work, packageId, tracking),
  });

  change(shipping.complete, MESSAGES.shipped, {
    run: (work, { body }) => shipParcel(work, body.requestId),
  });

  parcelListRoute(api, deps, shipping.listShipped, "requestCount", listShipped);

  change(shipping.editShipped, MESSAGES.updated, {
    run: (work, { params, body }) => updateShipped(work, params.id, body),
  });
}
