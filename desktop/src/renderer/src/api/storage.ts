import { parcelListResponseSchema } from "@ipf/shared/schemas/parcels";
import {
  storageFeeResponseSchema,
  storageFeeSavedResponseSchema,
  type StorageFeeRequest,
} from "@ipf/shared/schemas/storage";
import { pageQuery, verbs, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

/** Free storage: the parcels near its end, and the daily fee after it. */
export function storageCalls(request: ApiRequest) {
  const { get } = verbs(request);
  return {
    /** GET /api/packages/storage-ending: in the locker, free storage ending within 30 days, soonest first. */
    storageEndingParcels: (page: PageRequest) =>
      get("/api/packages/storage-ending", parcelListResponseSchema, pageQuery(page)),
    /** GET /api/storage-fee: the daily fee (dollars) and its latest changes. */
    storageFee: () => get("/api/storage-fee", storageFeeResponseSchema),
    /** PUT /api/storage-fee: 400 with a field message for a fee out of range or below the cent. */
    setStorageFee: (body: StorageFeeRequest) =>
      request({ method: "PUT", path: "/api/storage-fee", body, answer: storageFeeSavedResponseSchema }),
  };
}
