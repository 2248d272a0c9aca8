import {
  addAddressRequestSchema,
  addressListQuerySchema,
  addressListResponseSchema,
  addressResponseSchema,
  deleteAddressRequestSchema,
  updateAddressRequestSchema,
} from "@ipf/shared/schemas/addresses";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentAddress } from "../../presenters/address.js";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "../../services/addresses.js";
import { checkCaptcha } from "./captcha.js";
import { inTransaction } from "../../services/work.js";
import { changeRoutes, resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  added: "The address has been added successfully",
  updated: "Updated Successfully",
  deleted: "The address was deleted successfully",
} as const;

/** The address book: addresses/get, addresses/add, address/update, addresses/delete. */
export function registerAddressRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["address book"], auth: "customer" });
  const change = changeRoutes(api, deps, { tags: ["address book"], auth: "customer" });

  routes.get(
    "/api/users/addresses/get",
    {
      summary: "The customer's addresses, oldest first",
      schemas: { query: addressListQuerySchema, response: addressListResponseSchema },
    },
    async (ctx, { query }) => {
      const { addresses, count } = await listAddresses(deps.db, currentCustomer(ctx).id, query.page, query.perPage);
      return {
        error: false as const,
        addresses: addresses.map(presentAddress),
        count,
        pageCount: Math.ceil(count / query.perPage),
      };
    },
  );

  routes.post(
    "/api/users/addresses/add",
    {
      summary: "Add an address (Algeria needs a national ID; the title defaults to 'My First Address'...)",
      schemas: { body: addAddressRequestSchema, response: addressResponseSchema },
      errors: [409],
    },
    async (ctx, { body }) => {
      await checkCaptcha(deps, "address", body.captcha, ctx.ip);
      const address = await inTransaction(deps, (work) => addAddress(work, currentCustomer(ctx).id, body));
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.added, address: presentAddress(address) };
    },
  );

  change("/api/users/address/update", MESSAGES.updated, {
    summary: "Rewrite one of the customer's addresses",
    schemas: { body: updateAddressRequestSchema, response: addressResponseSchema },
    errors: [404],
    run: (work, { body }, ctx) => updateAddress(work, currentCustomer(ctx).id, body.addressId, body),
    answer: (address) => ({ address: presentAddress(address) }),
  });

  routes.post(
    "/api/users/addresses/delete",
    {
      summary: "Delete one of the customer's addresses",
      schemas: { body: deleteAddressRequestSchema, response: messageResponseSchema },
      errors: [404],
    },
    async (ctx, { body }) => {
      await deleteAddress(deps, currentCustomer(ctx).id, body.addressId);
      return { error: false as const, message: MESSAGES.deleted };
    },
  );
}
