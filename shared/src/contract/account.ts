import {
  accountResponseSchema,
  alertResponseSchema,
  clearAlertRequestSchema,
  settingResponseSchema,
} from "../schemas/accounts.js";
import { updatePasswordRequestSchema, updateUserRequestSchema } from "../schemas/auth.js";
import { messageResponseSchema } from "../schemas/common.js";
import {
  contactChangeConfirmSchema,
  contactChangeRequestSchema,
  contactChangeResponseSchema,
} from "../schemas/contact-change.js";
import { endpoints } from "./endpoint.js";

/** The signed-in customer's own account: names, password, contact change, settings and the dashboard alert. */
export const account = endpoints(
  "account",
  { tags: ["customers"], auth: "customer" },
  {
    rename: {
      method: "put",
      path: "/api/users/updateuser",
      summary: "Change the customer's names; answers a fresh token",
      schemas: { body: updateUserRequestSchema, response: accountResponseSchema },
    },
    changePassword: {
      method: "post",
      path: "/api/users/update_password",
      summary: "Change the password (current one checked); every other session is signed out",
      schemas: { body: updatePasswordRequestSchema, response: accountResponseSchema },
      errors: [429],
    },
    requestContactChange: {
      method: "post",
      path: "/api/users/contact/change",
      summary:
        "Ask to change the e-mail (code sent to the new address) or the phone (code sent to the account's e-mail); one code a minute",
      schemas: { body: contactChangeRequestSchema, response: contactChangeResponseSchema },
      errors: [409, 429],
    },
    confirmContactChange: {
      method: "post",
      path: "/api/users/contact/confirm",
      summary: "Confirm the new e-mail or phone with its code; answers a fresh token. A used code answers 409",
      schemas: { body: contactChangeConfirmSchema, response: accountResponseSchema },
      errors: [409, 429],
    },
    settings: {
      method: "get",
      path: "/api/users/setting",
      summary: "The customer's settings (also pushed by the updateSetting event)",
      schemas: { response: settingResponseSchema },
    },
    activeAlert: {
      method: "get",
      path: "/api/users/alert/get",
      summary: "The active alert for this customer that they have not closed, or null",
      schemas: { response: alertResponseSchema },
    },
    dismissAlert: {
      method: "post",
      path: "/api/users/alert/clear",
      summary: "Close an alert for this customer, on every device (the clearAlert event does the same)",
      schemas: { body: clearAlertRequestSchema, response: messageResponseSchema },
      errors: [404],
    },
  },
);
