import { contract } from "@ipf/shared/contract";
import type { ClaimState, InsuranceSettingsRequest } from "@ipf/shared/schemas/claims";
import { searched, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

const { claims, insurance } = contract;

/** Claims on shipped parcels and the insurance's settings. */
export function claimCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** A tab's page, open claims oldest first, with the count of every tab. */
    claims: ({ page, perPage, query }: PageRequest, state: ClaimState) =>
      call(claims.queue, { query: { state, page, perPage, query: searched(query) } }),
    claimEvidence: (id: string) => call(claims.evidence, { params: { id } }),
    /** 409 CLAIM_DECIDED when decided meanwhile; 400 for more than covered. */
    approveClaim: (id: string, amount: number) => call(claims.approve, { params: { id }, body: { amount } }),
    rejectClaim: (id: string, reason: string) => call(claims.reject, { params: { id }, body: { reason } }),
    retryClaimRefund: (id: string) => call(claims.retryRefund, { params: { id } }),
    insuranceSettings: () => call(insurance.readSettings),
    setInsuranceSettings: (body: InsuranceSettingsRequest) => call(insurance.setSettings, { body }),
  };
}
