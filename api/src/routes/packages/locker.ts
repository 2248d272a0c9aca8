import { locker } from "@ipf/shared/contract/locker";
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
import { readScope } from "../../services/work.js";
import { changeRoutes, parcelAnswer } from "../kit.js";

const MESSAGES = { detailsUpdated: "Package details has been updated successfully" } as const;

/** The customer's lists, newest first, paged like every list (page zero-based, perPage up to 100). */
const LISTS = [
  [locker.list, "locker"],
  [locker.listAwaitingShipping, "awaitingShipping"],
  [locker.listShipped, "shipped"],
] as const satisfies readonly (readonly [unknown, CustomerList])[];

export function registerLockerRoutes(api: Api, deps: Deps) {
  const customerList = customerLists(deps);
  const change = changeRoutes(api, deps);
  for (const [entry, list] of LISTS) {
    api.bind(entry, async (_ctx, { query, signIn }) => {
      const scope = readScope(deps);
      const page = await customerList(scope, signIn, list, query);
      return parcelListJson(page, scope.now, "packageCount");
    });
  }

  api.bind(locker.count, async (ctx) => ({
    error: false as const,
    ...(await countCustomerParcels(readScope(deps), currentCustomer(ctx).id)),
  }));

  change(locker.declarePrices, MESSAGES.detailsUpdated, {
    run: (work, { params, body }, ctx) => updateDeclaredPrices(work, currentCustomer(ctx).id, params.id, body.details),
    answer: parcelAnswer(deps),
  });
}
