import { accountResponseSchema } from "@ipf/shared/schemas/accounts";
import {
  contactChangeResponseSchema,
  type ContactChangeConfirm,
  type ContactChangeRequest,
} from "@ipf/shared/schemas/contact-change";
import { signedIn } from "./signedIn";

/** A confirmed customer's new e-mail address or phone number, confirmed by a code (the profile page). */
export const contactApi = {
  change(body: ContactChangeRequest) {
    return signedIn("/api/users/contact/change", { method: "POST", body, answer: contactChangeResponseSchema });
  },

  confirm(body: ContactChangeConfirm) {
    return signedIn("/api/users/contact/confirm", { method: "POST", body, answer: accountResponseSchema });
  },
};
