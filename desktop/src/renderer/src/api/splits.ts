import { contract } from "@ipf/shared/contract";
import { pageQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

const { splits } = contract;

/** Disassemble requests: the awaiting and done lists, cancelling and completing one. */
export function splitCalls(request: ApiRequest) {
  const call = caller(request);

  return {
    splits: (page: PageRequest, complete: boolean) => call(splits.list, { query: { complete, ...pageQuery(page) } }),
    /** One request, with the parcels taken in for it so far. */
    split: async (id: string) => (await call(splits.get, { params: { packageId: id } })).request,
    cancelSplit: (requestId: string) => call(splits.cancel, { body: { requestId } }),
    /** Links the new parcels and closes the request. */
    completeSplit: (requestId: string, addedPackages: string[]) =>
      call(splits.complete, { params: { id: requestId }, body: { addedPackages } }),
  };
}
