import { contract } from "@ipf/shared/contract";
import type { StorageFeeRequest } from "@ipf/shared/schemas/storage";
import { pageQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

const { parcels, storageFee } = contract;

/** Free storage: the parcels near its end, and the daily fee after it. */
export function storageCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** In the locker, free storage ending within 30 days, soonest first. */
    storageEndingParcels: (page: PageRequest) => call(parcels.listStorageEnding, { query: pageQuery(page) }),
    /** The daily fee (dollars) and its latest changes. */
    storageFee: () => call(storageFee.read),
    /** 400 with a field message for a fee out of range or below the cent. */
    setStorageFee: (body: StorageFeeRequest) => call(storageFee.set, { body }),
  };
}
