import { returns } from "@ipf/shared/contract/returns";
import type { LabelSource } from "@ipf/shared/rules/returns";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { returns };

export type { ParcelReturn } from "@ipf/shared/schemas/returns";

/** What the return form sends; the file is the shop's prepaid label (with `label: "prepaid"`). */
export interface ReturnRequestFields {
  packageId: string;
  name: string;
  country: string;
  city: string;
  zip: string;
  addressLineOne: string;
  addressLineTwo: string;
  phone: string;
  rma: string;
  note: string;
  label: LabelSource;
  locale: string;
}

/** A parcel sent back to its shop: asked and paid at once, read, cancelled while unpaid. */
export const returnsApi = {
  get(packageId: string, signal?: AbortSignal) {
    return call(contract.returns.get, { params: { id: packageId }, signal, token: getToken() });
  },

  ask(fields: ReturnRequestFields, file: Blob | null) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set("file", file, file instanceof File ? file.name : "label");
    return call(contract.returns.ask, { form, token: getToken() });
  },

  cancel(returnId: string) {
    return call(contract.returns.cancel, { params: { id: returnId }, token: getToken() });
  },
};
