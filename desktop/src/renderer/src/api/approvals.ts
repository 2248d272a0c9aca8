import type { z } from "zod";
import { contract } from "@ipf/shared/contract";
import type { approvalAcceptRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import type { CalcShippingRequest } from "@ipf/shared/schemas/rates";
import { pageQuery, searched, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

export type ApproveInput = z.input<typeof approvalAcceptRequestSchema>;

const { approvals, rates, ratesLive } = contract;

/** Shipping requests: the approval queue, the carriers and the rate card that price the offers. */
export function approvalCalls(request: ApiRequest) {
  const call = caller(request);

  return {
    /** The queue, or its search when there is a query, as the table's rows (the dialogs read a parcel whole). */
    approvals: (page: PageRequest, filter: { awaitingApprove: boolean; suspicious: boolean }) => {
      const entry = searched(page.query) ? approvals.search : approvals.list;
      return call(entry, { query: { ...filter, ...pageQuery(page), view: "rows" }, answer: entry.schemas.views.rows });
    },
    approve: (body: ApproveInput) => call(approvals.approve, { body }),
    cancelApproval: (packageId: string) => call(approvals.cancel, { body: { packageId } }),
    /** The carriers staff can offer. */
    carriers: async () => (await call(rates.listCarriers)).companies,
    /** What the rate card asks for one parcel, per carrier. */
    quote: async (body: CalcShippingRequest) => (await call(rates.quote, { body })).prices,
    /** The shipping engine's live rates (our cost) for the request's linked carriers; 503 when it does not answer. */
    liveRates: (packageId: string) => call(ratesLive.forApproval, { params: { id: packageId } }),
  };
}
