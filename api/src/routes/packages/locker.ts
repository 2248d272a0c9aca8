import { pageQuerySchema } from "@ipf/shared";
import { countsResponseSchema, parcelListResponseSchema, parcelResponseSchema } from "@ipf/shared/schemas/parcels";
import { detailsUpdateRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import { parcelIdParamsSchema } from "@ipf/shared/schemas/parcels-fields";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { parcelListJson } from "../../presenters/parcel.js";
import {
  countCustomerParcels,
  customerLists,
  updateDeclaredPrices,
  type CustomerList,
} from "../../services/parcels/locker.js";
import { parcelRoutes, parcelAnswer } from "../kit-legacy.js";

const MESSAGES = { detailsUpdated: "Package details has been updated successfully" } as const;

/** The customer's lists, newest first, paged like every list (page zero-based, perPage up to 100). */
const LISTS: { path: string; list: CustomerList; summary: string }[] = [
  {
    path: "/api/users/packages/get",
    list: "locker",
    summary: "The customer's locker: parcels in the warehouse, free or in a request, up to awaiting payment",
  },
  { path: "/api/packages/awaiting-shipping/user", list: "awaitingShipping", summary: "Paid parcels waiting to leave" },
  { path: "/api/packages/shipped/user", list: "shipped", summary: "The customer's shipped parcels" },
];

export function registerLockerRoutes(api: Api, deps: Deps) {
  const customerList = customerLists(deps);
  const { request } = parcelRoutes(api, deps);
  for (const { path, list, summary } of LISTS) {
    api.get(
      path,
      {
        summary,
        tags: ["locker"],
        auth: { customer: true, riding: true },
        schemas: { query: pageQuerySchema, response: parcelListResponseSchema },
      },
      async (_ctx, { query, signIn }) => {
        const page = await customerList(signIn, list, query);
        return parcelListJson(page, deps.now(), "packageCount");
      },
    );
  }

  api.get(
    "/api/packages/data/count",
    {
      summary: "How many parcels are incoming, awaiting shipping and shipped",
      tags: ["locker"],
      auth: "customer",
      schemas: { response: countsResponseSchema },
    },
    async (ctx) => ({ error: false as const, ...(await countCustomerParcels(deps.db, currentCustomer(ctx).id)) }),
  );

  request("/api/packages/details/update/:id", MESSAGES.detailsUpdated, {
    summary: "Change the declared prices of a parcel free in the locker (in euros, at least 0)",
    schemas: { params: parcelIdParamsSchema, body: detailsUpdateRequestSchema, response: parcelResponseSchema },
    run: (work, { params, body }, ctx) => updateDeclaredPrices(work, currentCustomer(ctx).id, params.id, body.details),
    answer: parcelAnswer(deps),
  });
}
