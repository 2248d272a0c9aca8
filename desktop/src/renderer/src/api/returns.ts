import { contract } from "@ipf/shared/contract";
import type { RETURN_TABS } from "@ipf/shared/schemas/returns";
import { searched, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

const { returns } = contract;

/** Parcels going back to their shop: the queue, the label, sending back and refusing. */
export function returnCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** A page of a tab: to send back (oldest payment first), returned, refused. */
    returns: ({ page, perPage, query }: PageRequest, tab: (typeof RETURN_TABS)[number]) =>
      call(returns.list, { query: { tab, page, perPage, query: searched(query) } }),
    /** The label to print: the shop's prepaid one, or the one bought. */
    returnLabel: (returnId: string) => call(returns.label, { params: { id: returnId } }),
    /** Buys the label through the shipping engine, once however often asked. */
    buyReturnLabel: (returnId: string) => call(returns.buyLabel, { params: { id: returnId }, body: { format: "PDF" } }),
    /** Sent back with its tracking (the bought label's when there is one): final. */
    shipReturn: (returnId: string, body: { trackNumber?: string; trackLink?: string }) =>
      call(returns.ship, { params: { id: returnId }, body }),
    /** Refused before it leaves: the fee is refunded. */
    refuseReturn: (returnId: string, reason: string) =>
      call(returns.refuse, { params: { id: returnId }, body: { reason } }),
  };
}
