import type { changePasswordFormSchema, UpdateUserRequest } from "@ipf/shared";
import { accountResponseSchema, alertResponseSchema, settingResponseSchema } from "@ipf/shared/schemas/accounts";
import {
  addressListResponseSchema,
  addressResponseSchema,
  type AddAddressRequest,
  type UpdateAddressRequest,
} from "@ipf/shared/schemas/addresses";
import { warehousesResponseSchema } from "@ipf/shared/schemas/warehouses";
import type { z } from "zod";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { signedIn } from "./signedIn";

/** Profile, settings, the dashboard alert and the address book (customer-area.md 7). */
export type PasswordForm = z.input<typeof changePasswordFormSchema>;

export const accountApi = {
  /** Active warehouses; with the token, line two ends with the customer's code. */
  warehouses(signal?: AbortSignal) {
    return signedIn("/api/addresses/company", { signal, answer: warehousesResponseSchema });
  },

  updateUser(body: UpdateUserRequest) {
    return signedIn("/api/users/updateuser", { method: "PUT", body, answer: accountResponseSchema });
  },

  updatePassword(body: { curPassword: string; newPassword: string }) {
    return signedIn("/api/users/update_password", { method: "POST", body, answer: accountResponseSchema });
  },

  setting(signal?: AbortSignal) {
    return signedIn("/api/users/setting", { signal, answer: settingResponseSchema });
  },

  alert(signal?: AbortSignal) {
    return signedIn("/api/users/alert/get", { signal, answer: alertResponseSchema });
  },

  clearAlert(alertId: string) {
    return signedIn("/api/users/alert/clear", { method: "POST", body: { alertId }, answer: messageResponseSchema });
  },

  addresses(signal?: AbortSignal) {
    return signedIn("/api/users/addresses/get", { signal, answer: addressListResponseSchema });
  },

  addAddress(body: AddAddressRequest) {
    return signedIn("/api/users/addresses/add", { method: "POST", body, answer: addressResponseSchema });
  },

  updateAddress(body: UpdateAddressRequest) {
    return signedIn("/api/users/address/update", { method: "POST", body, answer: addressResponseSchema });
  },

  deleteAddress(addressId: string) {
    return signedIn("/api/users/addresses/delete", {
      method: "POST",
      body: { addressId },
      answer: messageResponseSchema,
    });
  },
};
