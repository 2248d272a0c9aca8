import { accountResponseSchema } from "@ipf/shared/schemas/accounts";
import {
  contactChangeResponseSchema,
  type ContactChangeConfirm,
  type ContactChangeRequest,
} from "@ipf/shared/schemas/contact-change";
import { getToken } from "../auth/session";
import { request } from "./client";

/** A confirmed customer's new e-mail address or phone number, confirmed by a code (the profile page). */
export const contactApi = {
  change(body: ContactChangeRequest) {
    return request("/api/users/contact/change", {
      method: "POST",
      body,
      token: getToken(),
      answer: contactChangeResponseSchema,
    });
  },

  confirm(body: ContactChangeConfirm) {
    return request("/api/users/contact/confirm", {
      method: "POST",
      body,
      token: getToken(),
      answer: accountResponseSchema,
    });
  },
};
