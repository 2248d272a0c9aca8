import { addressBook } from "@ipf/shared/contract/address-book";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentAddress } from "../../presenters/address.js";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "../../services/addresses.js";
import { checkCaptcha } from "./captcha.js";
import { inTransaction, readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  added: "The address has been added successfully",
  updated: "Updated Successfully",
  deleted: "The address was deleted successfully",
} as const;

/** The address book: addresses/get, addresses/add, address/update, addresses/delete. */
export function registerAddressRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  api.bind(addressBook.list, async (ctx, { query }) => {
    const { addresses, count } = await listAddresses(
      readScope(deps),
      currentCustomer(ctx).id,
      query.page,
      query.perPage,
    );
    return {
      error: false as const,
      addresses: addresses.map(presentAddress),
      count,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(addressBook.add, async (ctx, { body }) => {
    await checkCaptcha(deps, "address", body.captcha, ctx.ip);
    const address = await inTransaction(deps, (work) => addAddress(work, currentCustomer(ctx).id, body));
    ctx.status = 201;
    return { error: false as const, message: MESSAGES.added, address: presentAddress(address) };
  });

  change(addressBook.update, MESSAGES.updated, {
    run: (work, { body }, ctx) => updateAddress(work, currentCustomer(ctx).id, body.addressId, body),
    answer: (address) => ({ address: presentAddress(address) }),
  });

  api.bind(addressBook.remove, async (ctx, { body }) => {
    await deleteAddress(readScope(deps), currentCustomer(ctx).id, body.addressId);
    return { error: false as const, message: MESSAGES.deleted };
  });
}
