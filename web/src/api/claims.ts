import { claims } from "@ipf/shared/contract/claims";
import { insurance } from "@ipf/shared/contract/insurance";
import type { ClaimForm, ClaimView } from "@ipf/shared/schemas/claims";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { claims, insurance };

/** Insurance at payment and claims on shipped parcels. */
export type Claim = ClaimView;
export type { ClaimForm };

export const claimsApi = {
  /** What insuring a parcel awaiting payment costs and covers (dollars); null where it is not sold. */
  async quote(parcelId: string, signal?: AbortSignal) {
    return (await call(contract.insurance.quote, { params: { id: parcelId }, signal, token: getToken() })).quote;
  },

  /** A shipped parcel's claim, whether each kind is open now, and what is covered. */
  form(parcelId: string, signal?: AbortSignal) {
    return call(contract.claims.form, { params: { id: parcelId }, signal, token: getToken() });
  },

  /** Multipart: the claim and its photos (a damage claim needs one). */
  file(parcelId: string, fields: { kind: string; description: string }, photos: readonly File[]) {
    const form = new FormData();
    form.set("kind", fields.kind);
    form.set("description", fields.description);
    for (const photo of photos) form.append("photos", photo, photo.name);
    return call(contract.claims.file, { params: { id: parcelId }, form, token: getToken() });
  },

  list(page: number, perPage: number, signal?: AbortSignal) {
    return call(contract.claims.list, { query: { page, perPage }, signal, token: getToken() });
  },
};
