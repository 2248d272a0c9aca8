import type { z } from "zod";
import { contract } from "@ipf/shared/contract";
import type { shippedUpdateRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import { pageQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest, type UploadProgress } from "./client";

export type ShippedUpdateInput = z.input<typeof shippedUpdateRequestSchema>;

const { parcels, rates, shipping } = contract;

/** Managing parcels: all, deleted, expired, shipped; edit and delete. */
export function parcelCalls(request: ApiRequest) {
  const call = caller(request);

  return {
    /** Every parcel, or the deleted ones; `packageId` narrows to one. */
    parcels: (page: PageRequest, filter: { packageId?: string; deleted?: boolean } = {}) =>
      call(parcels.list, {
        query: {
          ...pageQuery(page),
          packageId: filter.packageId || undefined,
          deleted: filter.deleted ? 1 : undefined,
        },
      }),
    /** In the locker for 6 months or more, oldest first. */
    expiredParcels: (page: PageRequest) => call(parcels.listExpired, { query: pageQuery(page) }),
    shippedParcels: (page: PageRequest) => call(shipping.listShipped, { query: pageQuery(page) }),
    /** One parcel, whole, with its owner: a table row opened. */
    parcel: async (id: string) => (await call(parcels.get, { params: { id } })).package,
    /** Arrival, states, deletion; who and when. */
    parcelHistory: async (packageId: string) => (await call(parcels.history, { params: { packageId } })).history,
    /** A multipart form: measures, lines, options, new photos, removeImages. */
    updateParcel: (packageId: string, form: FormData, onProgress?: UploadProgress) =>
      call(parcels.edit, { params: { packageId }, form, onProgress }),
    /** Soft delete with a reason. */
    deleteParcel: (packageId: string, deleteReason: string) =>
      call(parcels.remove, { params: { packageId }, body: { deleteReason } }),
    /** The expired list's delete. */
    deleteExpiredParcel: (id: string) => call(parcels.removeExpired, { params: { id } }),
    /** The carriers a shipped parcel's tracking can name. */
    shippedCarriers: async () => (await call(rates.listCarriers)).companies,
    /** The carrier's track number, link and carrier. */
    updateShipped: (id: string, body: ShippedUpdateInput) => call(shipping.editShipped, { params: { id }, body }),
  };
}
