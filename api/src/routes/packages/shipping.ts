import { parcelRequestListResponseSchema } from "@ipf/shared/schemas/parcels";
import {
  requestIdBodySchema,
  searchQuerySchema,
  shipRequestSchema,
  shippedUpdateRequestSchema,
  shippingListQuerySchema,
} from "@ipf/shared/schemas/parcels-staff";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { parcelIdParamsSchema } from "@ipf/shared/schemas/parcels-fields";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { parcelListJson } from "../../presenters/parcel.js";

import {
  completeShipping,
  listShipped,
  listToShip,
  shipParcel,
  updateShipped,
} from "../../services/parcels/shipping.js";
import { inTransaction } from "../../services/work.js";

const MESSAGES = { shipped: "Package shipped successfully", updated: "Updated Successfully" } as const;

export function registerShippingRoutes(api: Api, deps: Deps) {
  for (const [path, summary] of [
    ["/api/packages/shipping/get", "To be shipped: paid parcels, oldest payment first; suspicious customers apart"],
    ["/api/packages/shipping/search", "The same list, searched"],
  ] as const) {
    api.get(
      path,
      {
        summary,
        tags: ["packages"],
        auth: { staff: "shipping.ship", riding: true },
        schemas: { query: shippingListQuerySchema, response: parcelRequestListResponseSchema },
      },
      async (_ctx, { query, signIn }) => {
        const page = await listToShip(deps, query, signIn);
        return parcelListJson(page, deps.now(), "requestCount", { withUser: true });
      },
    );
  }

  api.post(
    "/api/packages/shipping/ship",
    {
      summary: "Ship a paid parcel: the carrier's track number and link, the measures at dispatch",
      tags: ["packages"],
      auth: { staff: "shipping.ship" },
      schemas: { body: shipRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      await inTransaction(deps, (work) => shipParcel(work, body), { staff: currentStaff(ctx) });
      return { error: false as const, message: MESSAGES.shipped };
    },
  );

  api.post(
    "/api/packages/shipping/complete",
    {
      summary: "Close a paid parcel as shipped without carrier tracking (requestId: the parcel)",
      tags: ["packages"],
      auth: { staff: "shipping.ship" },
      schemas: { body: requestIdBodySchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      await inTransaction(deps, (work) => completeShipping(work, body.requestId), { staff: currentStaff(ctx) });
      return { error: false as const, message: MESSAGES.shipped };
    },
  );

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

  api.post(
    "/api/packages/update_shipped_package/:id",
    {
      summary: "Correct a shipped parcel's tracking (track number and link required; shipCompany optional)",
      tags: ["packages"],
      auth: { staff: "shippedParcels.edit" },
      schemas: { params: parcelIdParamsSchema, body: shippedUpdateRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { params, body }) => {
      await inTransaction(deps, (work) => updateShipped(work, params.id, body), { staff: currentStaff(ctx) });
      return { error: false as const, message: MESSAGES.updated };
    },
  );
}
