import type { z } from "zod";
import { parcelRequestListResponseSchema } from "@ipf/shared/schemas/parcels";
import type { approvalAcceptRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import {
  calcShippingResponseSchema,
  shippingCompaniesResponseSchema,
  type CalcShippingRequest,
} from "@ipf/shared/schemas/rates";
import { verbs, pageQuery, searched, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

export type ApproveInput = z.input<typeof approvalAcceptRequestSchema>;

/** Shipping requests (back-office-operations 2 and 7): the approval queue, the carriers and the rate card that price the offers. */
export function approvalCalls(request: ApiRequest) {
  const { get, post } = verbs(request);

  return {
    /** GET /api/packages/request/approval/get (or /search with a query). */
    approvals: (page: PageRequest, filter: { awaitingApprove: boolean; suspicious: boolean }) =>
      get(
        `/api/packages/request/approval/${searched(page.query) ? "search" : "get"}`,
        parcelRequestListResponseSchema,
        { ...filter, ...pageQuery(page) },
      ),
    /** POST /api/packages/approval/accept */
    approve: (body: ApproveInput) => post("/api/packages/approval/accept", body),
    /** POST /api/packages/approval/cancel */
    cancelApproval: (packageId: string) => post("/api/packages/approval/cancel", { packageId }),
    /** GET /api/users/shipping_companies: the carriers staff can offer. */
    carriers: async () => (await get("/api/users/shipping_companies", shippingCompaniesResponseSchema)).companies,
    /** POST /api/users/calc_shipping: what the rate card asks for one parcel, per carrier. */
    quote: async (body: CalcShippingRequest) =>
      (await request({ method: "POST", path: "/api/users/calc_shipping", body, answer: calcShippingResponseSchema }))
        .prices,
  };
}
