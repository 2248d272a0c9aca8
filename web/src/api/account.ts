import type { changePasswordFormSchema, UpdateUserRequest } from "@ipf/shared";
import { account } from "@ipf/shared/contract/account";
import { addressBook } from "@ipf/shared/contract/address-book";
import { warehouses } from "@ipf/shared/contract/warehouses";
import type { AddAddressRequest, UpdateAddressRequest } from "@ipf/shared/schemas/addresses";
import type { z } from "zod";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { account, addressBook, warehouses };

/** Profile, settings, the dashboard alert and the address book. */
export type PasswordForm = z.input<typeof changePasswordFormSchema>;

export const accountApi = {
  /** Active warehouses; with the token, line two ends with the customer's code. */
  warehouses(signal?: AbortSignal) {
    return call(contract.warehouses.list, { signal, token: getToken() });
  },

  updateUser(body: UpdateUserRequest) {
    return call(contract.account.rename, { body, token: getToken() });
  },

  updatePassword(body: { curPassword: string; newPassword: string }) {
    return call(contract.account.changePassword, { body, token: getToken() });
  },

  setting(signal?: AbortSignal) {
    return call(contract.account.settings, { signal, token: getToken() });
  },

  alert(signal?: AbortSignal) {
    return call(contract.account.activeAlert, { signal, token: getToken() });
  },

  clearAlert(alertId: string) {
    return call(contract.account.dismissAlert, { body: { alertId }, token: getToken() });
  },

  addresses(signal?: AbortSignal) {
    return call(contract.addressBook.list, { signal, token: getToken() });
  },

  addAddress(body: AddAddressRequest) {
    return call(contract.addressBook.add, { body, token: getToken() });
  },

  updateAddress(body: UpdateAddressRequest) {
    return call(contract.addressBook.update, { body, token: getToken() });
  },

  deleteAddress(addressId: string) {
    return call(contract.addressBook.remove, { body: { addressId }, token: getToken() });
  },
};
