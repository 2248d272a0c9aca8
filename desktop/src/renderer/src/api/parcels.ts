import {
  parcelListResponseSchema,
  parcelRequestListResponseSchema,
  parcelResponseSchema,
} from "@ipf/shared/schemas/parcels";
import { parcelHistoryResponseSchema } from "@ipf/shared/schemas/parcel-history";
import { shippingCompaniesResponseSchema } from "@ipf/shared/schemas/rates";
import type { z } from "zod";
import type { shippedUpdateRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { poster, searched, type PageRequest } from "./calls";
import type { ApiRequest, UploadProgress } from "./client";

export type ShippedUpdateInput = z.input<typeof shippedUpdateRequestSchema>;

const code = (ref: string) => encodeURIComponent(ref);

/** Managing parcels (back-office-operations 2 and 7): all, deleted, expired, shipped; edit and delete. */
export function parcelCalls(request: ApiRequest) {
  const post = poster(request);

  return {
    /** GET /api/packages/get/all: every parcel, or the deleted ones; `packageId` narrows to one. */
    parcels: ({ page, perPage, query }: PageRequest, filter: { packageId?: string; deleted?: boolean } = {}) =>
      request({
        method: "GET",
        path: "/api/packages/get/all",
        query: {
          page,
          perPage,
          query: searched(query),
          packageId: filter.packageId || undefined,
          deleted: filter.deleted ? 1 : undefined,
        },
        answer: parcelListResponseSchema,
      }),
    /** GET /api/packages/expired: in the locker for 6 months or more, oldest first. */
    expiredParcels: ({ page, perPage, query }: PageRequest) =>
      request({
        method: "GET",
        path: "/api/packages/expired",
        query: { page, perPage, query: searched(query) },
        answer: parcelListResponseSchema,
      }),
    /** GET /api/packages/shipped/get */
    shippedParcels: ({ page, perPage, query }: PageRequest) =>
      request({
        method: "GET",
        path: "/api/packages/shipped/get",
        query: { page, perPage, query: searched(query) },
        answer: parcelRequestListResponseSchema,
      }),
    /** GET /api/packages/history/{packageId}: arrival, states, deletion; who and when. */
    parcelHistory: async (packageId: string) =>
      (
        await request({
          method: "GET",
          path: `/api/packages/history/${code(packageId)}`,
          answer: parcelHistoryResponseSchema,
        })
      ).history,
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
    deleteExpiredParcel: (id: string) =>
      request({ method: "DELETE", path: `/api/packages/${code(id)}`, answer: messageResponseSchema }),
    /** GET /api/users/shipping_companies: the carriers a shipped parcel's tracking can name. */
    shippedCarriers: async () =>
      (await request({ method: "GET", path: "/api/users/shipping_companies", answer: shippingCompaniesResponseSchema }))
        .companies,
    /** POST /api/packages/update_shipped_package/{id}: the carrier's track number, link and carrier. */
    updateShipped: (id: string, body: ShippedUpdateInput) =>
      post(`/api/packages/update_shipped_package/${code(id)}`, body),
  };
}
