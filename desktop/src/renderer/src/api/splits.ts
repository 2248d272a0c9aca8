import { splitRequestResponseSchema, splitRequestsResponseSchema } from "@ipf/shared/schemas/parcels";
import { verbs, pageQuery, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

/** Disassemble requests (back-office-operations 2, 4 and 7). */
export function splitCalls(request: ApiRequest) {
  const { get, post } = verbs(request);

  return {
    /** GET /api/packages/requests/disassemble */
    splits: (page: PageRequest, complete: boolean) =>
      get("/api/packages/requests/disassemble", splitRequestsResponseSchema, { complete, ...pageQuery(page) }),
    /** GET /api/packages/disassemble/get/{id}: one request, with the parcels taken in for it so far. */
    split: async (id: string) =>
      (await get(`/api/packages/disassemble/get/${encodeURIComponent(id)}`, splitRequestResponseSchema)).request,
    /** POST /api/packages/requests/disassemble/cancel */
    cancelSplit: (requestId: string) => post("/api/packages/requests/disassemble/cancel", { requestId }),
    /** POST /api/packages/requests/disassemble/{id}: links the new parcels and closes the request. */
    completeSplit: (requestId: string, addedPackages: string[]) =>
      post(`/api/packages/requests/disassemble/${encodeURIComponent(requestId)}`, { addedPackages }),
  };
}
