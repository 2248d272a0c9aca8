import {
  countsResponseSchema,
  type packagesGroupSchema,
  packagesGroupsResponseSchema,
  parcelListResponseSchema,
  parcelResponseSchema,
} from "@ipf/shared/schemas/parcels";
import type {
  disassembleRequestSchema,
  groupRequestSchema,
  packageApproveRequestSchema,
} from "@ipf/shared/schemas/parcels-customer";
import type { z } from "zod";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { parcelLandedCostResponseSchema } from "@ipf/shared/schemas/landed-cost";
import { customerStorageFeeResponseSchema } from "@ipf/shared/schemas/storage";
import {
  consolidationPreviewResponseSchema,
  type ConsolidationPreviewRequest,
} from "@ipf/shared/schemas/consolidation-preview";
import { signedIn, signedInPost } from "./signedIn";

/**
 * The locker's calls (customer-area.md 7). Request bodies are typed by the
 * shared request schemas' inputs; the API parses them with the same schemas.
 */
export type Parcel = z.infer<typeof parcelListResponseSchema>["packages"][number];
export type PackagesGroup = z.infer<typeof packagesGroupSchema>;
export type Counts = z.infer<typeof countsResponseSchema>;
export type CustomerList = "locker" | "awaitingShipping" | "shipped";

const LIST_PATHS: Record<CustomerList, string> = {
  locker: "/api/users/packages/get",
  awaitingShipping: "/api/packages/awaiting-shipping/user",
  shipped: "/api/packages/shipped/user",
};

/** Lists are paged by the server; a locker rarely holds more than a page of the largest size. */
const PER_PAGE = 100;
const MAX_PAGES = 20;

/** The paths of a list's and of the assembly requests' pages (the server draws the locker from the first ones). */
export const listPagePath = (list: CustomerList, page: number) =>
  `${LIST_PATHS[list]}?page=${page}&perPage=${PER_PAGE}`;
export const groupsPagePath = (page: number) => `/api/packages/group/user?page=${page}&perPage=${PER_PAGE}`;

async function allPages<T>(fetchPage: (page: number) => Promise<{ items: T[]; pageCount: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await fetchPage(page);
    items.push(...answer.items);
    if (page + 1 >= answer.pageCount) break;
  }
  return items;
}

export const parcelsApi = {
  list(list: CustomerList, signal?: AbortSignal): Promise<Parcel[]> {
    return allPages(async (page) => {
      const answer = await signedIn(listPagePath(list, page), {
        signal,
        answer: parcelListResponseSchema,
      });
      return { items: answer.packages, pageCount: answer.pageCount };
    });
  },

  /** The daily storage fee after free storage, in dollars. */
  async storageFee(signal?: AbortSignal): Promise<number> {
    return (await signedIn("/api/users/storage_fee", { signal, answer: customerStorageFeeResponseSchema })).feePerDay;
  },

  groups(signal?: AbortSignal): Promise<PackagesGroup[]> {
    return allPages(async (page) => {
      const answer = await signedIn(groupsPagePath(page), {
        signal,
        answer: packagesGroupsResponseSchema,
      });
      return { items: answer.packagesGroups, pageCount: answer.pageCount };
    });
  },

  counts(signal?: AbortSignal) {
    return signedIn("/api/packages/data/count", { signal, answer: countsResponseSchema });
  },

  /** Estimated duty and VAT at the parcel's destination, per shipping offer. */
  landedCost(id: string, signal?: AbortSignal) {
    return signedIn(`/api/packages/landed_cost/${encodeURIComponent(id)}`, {
      signal,
      answer: parcelLandedCostResponseSchema,
    });
  },

  /** New prices, line by line, in euros. */
  updateDetails(id: string, prices: number[]) {
    const body = { details: prices.map((price) => ({ price })) };
    return signedInPost(`/api/packages/details/update/${encodeURIComponent(id)}`, body, parcelResponseSchema);
  },

  /** 409 REQUEST_SENT when photos were already asked for. */
  requestImages(id: string) {
    return signedInPost("/api/packages/images/request", { id }, messageResponseSchema);
  },

  disassemble(id: string, body: z.input<typeof disassembleRequestSchema>) {
    return signedInPost(`/api/packages/disassemble-request/${encodeURIComponent(id)}`, body, messageResponseSchema);
  },

  assemble(body: z.input<typeof groupRequestSchema>) {
    return signedInPost("/api/packages/group", body, messageResponseSchema);
  },

  /** What assembling these parcels would save, per carrier, to `country`; nothing is asked of staff. */
  consolidationPreview(body: ConsolidationPreviewRequest, signal?: AbortSignal) {
    return signedIn("/api/packages/consolidation_preview", {
      method: "POST",
      body,
      signal,
      answer: consolidationPreviewResponseSchema,
    });
  },

  cancelAssemble(requestId: string) {
    return signedInPost("/api/packages/group/user-cancel", { requestId }, messageResponseSchema);
  },

  /** 400 with `addressId: addNationalID` for an Algerian address without a national ID. */
  requestApproval(body: z.input<typeof packageApproveRequestSchema>) {
    return signedInPost("/api/packages/request/package-approve", body, parcelResponseSchema);
  },

  cancelApproval(packageId: string) {
    return signedInPost("/api/packages/request/approval/cancel", { packageId }, messageResponseSchema);
  },
};
