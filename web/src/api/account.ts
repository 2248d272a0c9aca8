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
import { signedIn, signedInPost } from "./signedIn";

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
    return signedInPost("/api/users/update_password", body, accountResponseSchema);
  },

  setting(signal?: AbortSignal) {
    return signedIn("/api/users/setting", { signal, answer: settingResponseSchema });
  },

  alert(signal?: AbortSignal) {
    return signedIn("/api/users/alert/get", { signal, answer: alertResponseSchema });
  },

  clearAlert(alertId: string) {
    return signedInPost("/api/users/alert/clear", { alertId }, messageResponseSchema);
  },

  addresses(signal?: AbortSignal) {
    return signedIn("/api/users/addresses/get", { signal, answer: addressListResponseSchema });
  },

  addAddress(body: AddAddressRequest) {
    return signedInPost("/api/users/addresses/add", body, addressResponseSchema);
  },

  updateAddress(body: UpdateAddressRequest) {
    return signedInPost("/api/users/address/update", body, addressResponseSchema);
  },

  deleteAddress(addressId: string) {
    return signedInPost("/api/users/addresses/delete", { addressId }, messageResponseSchema);
  },
};
