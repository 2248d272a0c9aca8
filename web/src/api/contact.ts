import { account } from "@ipf/shared/contract/account";
import type { ContactChangeConfirm, ContactChangeRequest } from "@ipf/shared/schemas/contact-change";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { account };

/** A confirmed customer's new e-mail address or phone number, confirmed by a code (the profile page). */
export const contactApi = {
  change(body: ContactChangeRequest) {
    return call(contract.account.requestContactChange, { body, token: getToken() });
  },

  confirm(body: ContactChangeConfirm) {
    return call(contract.account.confirmContactChange, { body, token: getToken() });
  },
};
