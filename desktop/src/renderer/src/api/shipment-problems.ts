import { contract } from "@ipf/shared/contract";
import type { ProblemFilter } from "@ipf/shared/rules/shipment-problems";
import type { ProblemTicketRequest } from "@ipf/shared/schemas/shipment-problems";
import { searched, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

const { shipmentProblems } = contract;

/** Shipped parcels with a problem, and the ticket to their customer about one. */
export function shipmentProblemCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** A page of a filter: the carrier's problems first, then the longest without news. */
    shipmentProblems: ({ page, perPage, query }: PageRequest, reason: ProblemFilter) =>
      call(shipmentProblems.list, { query: { reason, page, perPage, query: searched(query) } }),
    /** The ticket opened (created) or the one already about this problem (not created: nothing sent). */
    openProblemTicket: (parcelId: string, body: ProblemTicketRequest) =>
      call(shipmentProblems.openTicket, { params: { id: parcelId }, body }),
  };
}
