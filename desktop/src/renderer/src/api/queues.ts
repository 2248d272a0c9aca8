import type { z } from "zod";
import {
  groupResponseSchema,
  imageRequestsResponseSchema,
  messageResponseSchema,
  packagesGroupsResponseSchema,
  parcelRequestListResponseSchema,
  parcelResponseSchema,
  splitRequestResponseSchema,
  splitRequestsResponseSchema,
} from "@ipf/shared/schemas/parcels";
import type { approvalAcceptRequestSchema, shipRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import {
  calcShippingResponseSchema,
  shippingCompaniesResponseSchema,
  type CalcShippingRequest,
} from "@ipf/shared/schemas/rates";
import type { ApiRequest, UploadProgress } from "./client";

/**
 * The work queues of back-office-operations 2 and 7: shipping requests, the
 * shipping list, consolidations, splits and photo requests. Each list call
 * takes one page of the table kit (`page` zero-based, `perPage`, `query`).
 */
export interface PageRequest {
  page: number;
  perPage: number;
  query?: string;
}

/** The old product's lists have a `/search` twin; an empty search is the plain list. */
const searched = (query: string | undefined) => (query ? query : undefined);

export type ApproveInput = z.input<typeof approvalAcceptRequestSchema>;
export type ShipInput = z.input<typeof shipRequestSchema>;

export function queueCalls(request: ApiRequest) {
  const post = (path: string, body: unknown) => request({ method: "POST", path, body, answer: messageResponseSchema });

  return {
    // ------------------------------------------------------ shipping requests
    /** GET /api/packages/request/approval/get (or /search with a query). */
    approvals: ({ page, perPage, query }: PageRequest, filter: { awaitingApprove: boolean; suspicious: boolean }) =>
      request({
        method: "GET",
        path: `/api/packages/request/approval/${searched(query) ? "search" : "get"}`,
        query: { ...filter, page, perPage, query: searched(query) },
        answer: parcelRequestListResponseSchema,
      }),
    /** POST /api/packages/approval/accept */
    approve: (body: ApproveInput) => post("/api/packages/approval/accept", body),
    /** POST /api/packages/approval/cancel */
    cancelApproval: (packageId: string) => post("/api/packages/approval/cancel", { packageId }),
    /** GET /api/users/shipping_companies: the carriers staff can offer. */
    carriers: async () =>
      (await request({ method: "GET", path: "/api/users/shipping_companies", answer: shippingCompaniesResponseSchema }))
        .companies,
    /** POST /api/users/calc_shipping: what the rate card asks for one parcel, per carrier. */
    quote: async (body: CalcShippingRequest) =>
      (await request({ method: "POST", path: "/api/users/calc_shipping", body, answer: calcShippingResponseSchema }))
        .prices,

    // ---------------------------------------------------------- shipping list
    /** GET /api/packages/shipping/get (or /search with a query). */
    toShip: ({ page, perPage, query }: PageRequest, suspicious: boolean) =>
      request({
        method: "GET",
        path: `/api/packages/shipping/${searched(query) ? "search" : "get"}`,
        query: { suspicious, page, perPage, query: searched(query) },
        answer: parcelRequestListResponseSchema,
      }),
    /** POST /api/packages/shipping/ship */
    ship: (body: ShipInput) => post("/api/packages/shipping/ship", body),

    // --------------------------------------------------------- consolidations
    /** GET /api/packages/groups (open) or /groups/complete (accepted). */
    consolidations: ({ page, perPage, query }: PageRequest, accepted: boolean) =>
      request({
        method: "GET",
        path: accepted ? "/api/packages/groups/complete" : "/api/packages/groups",
        query: { page, perPage, query: searched(query) },
        answer: packagesGroupsResponseSchema,
      }),
    /** GET /api/packages/assemble/{packageId}: the group a parcel (or the consolidated parcel) belongs to. */
    consolidation: async (packageId: string) =>
      (
        await request({
          method: "GET",
          path: `/api/packages/assemble/${encodeURIComponent(packageId)}`,
          answer: groupResponseSchema,
        })
      ).packagesGroup,
    /** POST /api/packages/add-assemble (multipart: measures, fees, photos). */
    assemble: (form: FormData, onProgress?: UploadProgress) =>
      request({ method: "POST", path: "/api/packages/add-assemble", form, answer: parcelResponseSchema, onProgress }),
    /** POST /api/packages/group/{cancel,revert,delete} */
    manageConsolidation: (action: "cancel" | "revert" | "delete", requestId: string) =>
      post(`/api/packages/group/${action}`, { requestId }),
    /** POST /api/packages/groups/remove-package/{groupId} */
    removeFromConsolidation: (groupId: string, packageId: string) =>
      post(`/api/packages/groups/remove-package/${encodeURIComponent(groupId)}`, { packageId }),

    // ----------------------------------------------------------------- splits
    /** GET /api/packages/requests/disassemble */
    splits: ({ page, perPage, query }: PageRequest, complete: boolean) =>
      request({
        method: "GET",
        path: "/api/packages/requests/disassemble",
        query: { complete, page, perPage, query: searched(query) },
        answer: splitRequestsResponseSchema,
      }),
    /** GET /api/packages/disassemble/get/{id}: one request, with the parcels taken in for it so far. */
    split: async (id: string) =>
      (
        await request({
          method: "GET",
          path: `/api/packages/disassemble/get/${encodeURIComponent(id)}`,
          answer: splitRequestResponseSchema,
        })
      ).request,
    /** POST /api/packages/requests/disassemble/cancel */
    cancelSplit: (requestId: string) => post("/api/packages/requests/disassemble/cancel", { requestId }),
    /** POST /api/packages/requests/disassemble/{id}: links the new parcels and closes the request. */
    completeSplit: (requestId: string, addedPackages: string[]) =>
      post(`/api/packages/requests/disassemble/${encodeURIComponent(requestId)}`, { addedPackages }),

    // --------------------------------------------------------- photo requests
    /** GET /api/packages/images/get */
    imageRequests: ({ page, perPage, query }: PageRequest, complete?: boolean) =>
      request({
        method: "GET",
        path: "/api/packages/images/get",
        query: { complete, page, perPage, query: searched(query) },
        answer: imageRequestsResponseSchema,
      }),
    /** POST /api/packages/images/update (multipart: requestId, photos). */
    uploadRequestedImages: (form: FormData, onProgress?: UploadProgress) =>
      request({ method: "POST", path: "/api/packages/images/update", form, answer: messageResponseSchema, onProgress }),
    /** POST /api/packages/images/{complete,delete} */
    manageImageRequest: (action: "complete" | "delete", requestId: string) =>
      post(`/api/packages/images/${action}`, { requestId }),
  };
}
