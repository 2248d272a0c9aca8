import {
  parcelListResponseSchema,
  parcelRequestListResponseSchema,
  parcelResponseSchema,
} from "@ipf/shared/schemas/parcels";
import { parcelHistoryResponseSchema } from "@ipf/shared/schemas/parcel-history";
import { shippingCompaniesResponseSchema } from "@ipf/shared/schemas/rates";
import type { z } from "zod";
import type { shippedUpdateRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import { verbs, pageQuery, type PageRequest } from "./calls";
import type { ApiRequest, UploadProgress } from "./client";

export type ShippedUpdateInput = z.input<typeof shippedUpdateRequestSchema>;

const code = (ref: string) => encodeURIComponent(ref);

/** Managing parcels (back-office-operations 2 and 7): all, deleted, expired, shipped; edit and delete. */
export function parcelCalls(request: ApiRequest) {
  const { get, post, remove } = verbs(request);

  return {
    /** GET /api/packages/get/all: every parcel, or the deleted ones; `packageId` narrows to one. */
    parcels: (page: PageRequest, filter: { packageId?: string; deleted?: boolean } = {}) =>
      get("/api/packages/get/all", parcelListResponseSchema, {
        ...pageQuery(page),
        packageId: filter.packageId || undefined,
        deleted: filter.deleted ? 1 : undefined,
      }),
    /** GET /api/packages/expired: in the locker for 6 months or more, oldest first. */
    expiredParcels: (page: PageRequest) => get("/api/packages/expired", parcelListResponseSchema, pageQuery(page)),
    /** GET /api/packages/shipped/get */
    shippedParcels: (page: PageRequest) =>
      get("/api/packages/shipped/get", parcelRequestListResponseSchema, pageQuery(page)),
    /** GET /api/packages/history/{packageId}: arrival, states, deletion; who and when. */
    parcelHistory: async (packageId: string) =>
      (await get(`/api/packages/history/${code(packageId)}`, parcelHistoryResponseSchema)).history,
    /** POST /api/packages/update/{packageId} (multipart: measures, lines, options, new photos, removeImages). */
    updateParcel: (packageId: string, form: FormData, onProgress?: UploadProgress) =>
      request({
        method: "POST",
        path: `/api/packages/update/${code(packageId)}`,
        form,
        answer: parcelResponseSchema,
        onProgress,
      }),
    /** POST /api/packages/delete/{packageId}: soft delete with a reason. */
    deleteParcel: (packageId: string, deleteReason: string) =>
      post(`/api/packages/delete/${code(packageId)}`, { deleteReason }),
    /** DELETE /api/packages/{id}: the expired list's delete. */
    deleteExpiredParcel: (id: string) => remove(`/api/packages/${code(id)}`),
    /** GET /api/users/shipping_companies: the carriers a shipped parcel's tracking can name. */
    shippedCarriers: async () =>
      (await get("/api/users/shipping_companies", shippingCompaniesResponseSchema)).companies,
    /** POST /api/packages/update_shipped_package/{id}: the carrier's track number, link and carrier. */
    updateShipped: (id: string, body: ShippedUpdateInput) =>
      post(`/api/packages/update_shipped_package/${code(id)}`, body),
  };
}
