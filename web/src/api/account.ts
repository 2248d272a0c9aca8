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
import { getToken } from "../auth/session";
import { request } from "./client";

/** Profile, settings, the dashboard alert and the address book (customer-area.md 7). */
export type PasswordForm = z.input<typeof changePasswordFormSchema>;

export const accountApi = {
  /** Active warehouses; with the token, line two ends with the customer's code. */
  warehouses(signal?: AbortSignal) {
    return request("/api/addresses/company", { token: getToken(), signal, answer: warehousesResponseSchema });
  },

  updateUser(body: UpdateUserRequest) {
    return request("/api/users/updateuser", { method: "PUT", body, token: getToken(), answer: accountResponseSchema });
  },

  updatePassword(body: { curPassword: string; newPassword: string }) {
    return request("/api/users/update_password", {
      method: "POST",
      body,
      token: getToken(),
      answer: accountResponseSchema,
    });
  },

  setting(signal?: AbortSignal) {
    return request("/api/users/setting", { token: getToken(), signal, answer: settingResponseSchema });
  },

  alert(signal?: AbortSignal) {
    return request("/api/users/alert/get", { token: getToken(), signal, answer: alertResponseSchema });
  },

  clearAlert(alertId: string) {
    return request("/api/users/alert/clear", {
      method: "POST",
      body: { alertId },
      token: getToken(),
      answer: messageResponseSchema,
    });
  },

  addresses(signal?: AbortSignal) {
    return request("/api/users/addresses/get", { token: getToken(), signal, answer: addressListResponseSchema });
  },

  addAddress(body: AddAddressRequest) {
    return request("/api/users/addresses/add", {
      method: "POST",
      body,
      token: getToken(),
      answer: addressResponseSchema,
    });
  },

  updateAddress(body: UpdateAddressRequest) {
    return request("/api/users/address/update", {
      method: "POST",
      body,
      token: getToken(),
      answer: addressResponseSchema,
    });
  },

  deleteAddress(addressId: string) {
    return request("/api/users/addresses/delete", {
      method: "POST",
      body: { addressId },
      token: getToken(),
      answer: messageResponseSchema,
    });
  },
};
