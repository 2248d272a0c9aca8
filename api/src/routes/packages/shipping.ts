import { parcelRequestListResponseSchema } from "@ipf/shared/schemas/parcels";
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
import { parcelListJson } from "../../presenters/parcel.js";
import {
  completeShipping,
  listShipped,
  listToShip,
  shipParcel,
  updateShipped,
} from "../../services/parcels/shipping.js";
import { changeRoutes, queueRoutes } from "../kit.js";

const MESSAGES = { shipped: "Package shipped successfully", updated: "Updated Successfully" } as const;

export function registerShippingRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps, { tags: ["packages"], auth: { staff: "shipping.ship" }, errors: [404, 409] });

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
    run: (work, { body }) => shipParcel(work, body),
  });

  change("/api/packages/shipping/complete", MESSAGES.shipped, {
    summary: "Close a paid parcel as shipped without carrier tracking (requestId: the parcel)",
    schemas: { body: requestIdBodySchema },
    run: (work, { body }) => completeShipping(work, body.requestId),
  });

  api.get(
    "/api/packages/shipped/get",
    {
      summary: "Shipped parcels, latest first; the query also matches the carrier's track number",
      tags: ["packages"],
      auth: { staff: "shippedParcels.view", riding: true },
      schemas: { query: searchQuerySchema, response: parcelRequestListResponseSchema },
    },
    async (_ctx, { query, signIn }) => {
      const page = await listShipped(deps, query, signIn);
      return parcelListJson(page, deps.now(), "requestCount", { withUser: true });
    },
  );

  change("/api/packages/update_shipped_package/:id", MESSAGES.updated, {
    summary: "Correct a shipped parcel's tracking (track number and link required; shipCompany optional)",
    auth: { staff: "shippedParcels.edit" },
    schemas: { params: parcelIdParamsSchema, body: shippedUpdateRequestSchema },
    run: (work, { params, body }) => updateShipped(work, params.id, body),
  });
}
