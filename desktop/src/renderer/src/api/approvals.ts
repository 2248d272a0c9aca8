import type { z } from "zod";
import { parcelRequestListResponseSchema } from "@ipf/shared/schemas/parcels";
import type { approvalAcceptRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import {
  calcShippingResponseSchema,
  shippingCompaniesResponseSchema,
  type CalcShippingRequest,
} from "@ipf/shared/schemas/rates";
import { poster, searched, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

export type ApproveInput = z.input<typeof approvalAcceptRequestSchema>;

/** Shipping requests (back-office-operations 2 and 7): the approval queue, the carriers and the rate card that price the offers. */
export function approvalCalls(request: ApiRequest) {
  const post = poster(request);

  return {
    /** GET /api/packages/request/approval/get (or /search with a query). */
    approvals: (
      { page, perPage, query, order }: PageRequest,
      filter: { awaitingApprove: boolean; suspicious: boolean },
    ) =>
      request({
        method: "GET",
        path: `/api/packages/request/approval/${searched(query) ? "search" : "get"}`,
        query: { ...filter, page, perPage, order, query: searched(query) },
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
  };
}
