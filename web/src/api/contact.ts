import { accountResponseSchema } from "@ipf/shared/schemas/accounts";
import {
  contactChangeResponseSchema,
  type ContactChangeConfirm,
  type ContactChangeRequest,
} from "@ipf/shared/schemas/contact-change";
import { signedInPost } from "./signedIn";

/** A confirmed customer's new e-mail address or phone number, confirmed by a code (the profile page). */
export const contactApi = {
  change(body: ContactChangeRequest) {
    return signedInPost("/api/users/contact/change", body, contactChangeResponseSchema);
  },

  confirm(body: ContactChangeConfirm) {
    return signedInPost("/api/users/contact/confirm", body, accountResponseSchema);
  },
};
