import {
  requestIdBodySchema,
  searchQuerySchema,
  shipRequestSchema,
  shippedUpdateRequestSchema,
  shippingListQuerySchema,
} from "@ipf/shared/schemas/parcels-staff";
import { parcelIdParamsSchema } from "@ipf/shared/schemas/parcels-fields";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { listShipped, listToShip, shipParcel, updateShipped } from "../../services/parcels/shipping.js";
import { parcelRoutes, parcelListRoute, queueRoutes } from "../kit-legacy.js";

const MESSAGES = { shipped: "Package shipped successfully", updated: "Updated Successfully" } as const;

export function registerShippingRoutes(api: Api, deps: Deps) {
  const { change } = parcelRoutes(api, deps, "shipping.ship");

  queueRoutes(api, deps, {
    get: [
      "/api/packages/shipping/get",
      "To be shipped: paid parcels, oldest payment first; suspicious customers apart",
    ],
    search: ["/api/packages/shipping/search", "The same list, searched"],
    list: { staff: "shipping.ship", query: shippingListQuerySchema, read: listToShip },
  });

  change("/api/packages/shipping/ship", MESSAGES.shipped, {
    summary: "Ship a paid parcel: the carrier's track number and link, the measures at dispatch",
    schemas: { body: shipRequestSchema },
    run: (work, { body: { packageId, ...tracking } }) => shipParcel(work, packageId, tracking),
  });

  change("/api/packages/shipping/complete", MESSAGES.shipped, {
    summary: "Close a paid parcel as shipped without carrier tracking (requestId: the parcel)",
    schemas: { body: requestIdBodySchema },
    run: (work, { body }) => shipParcel(work, body.requestId),
  });

  parcelListRoute(
    api,
    deps,
    ["/api/packages/shipped/get", "Shipped parcels, latest first; the query also matches the carrier's track number"],
    "requestCount",
    { staff: "shippedParcels.view", query: searchQuerySchema, read: listShipped },
  );

  change("/api/packages/update_shipped_package/:id", MESSAGES.updated, {
    summary: "Correct a shipped parcel's tracking (track number and link required; shipCompany optional)",
    auth: { staff: "shippedParcels.edit" },
    schemas: { params: parcelIdParamsSchema, body: shippedUpdateRequestSchema },
    run: (work, { params, body }) => updateShipped(work, params.id, body),
  });
}
