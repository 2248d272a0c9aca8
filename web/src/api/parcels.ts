import { customerApprovals as approvals } from "@ipf/shared/contract/approvals-customer";
import { customerConsolidations as consolidations } from "@ipf/shared/contract/consolidations-customer";
import { landedCost } from "@ipf/shared/contract/landed-cost";
import { locker } from "@ipf/shared/contract/locker";
import { customerPhotoRequests as photoRequests } from "@ipf/shared/contract/photo-requests-customer";
import { customerSplits as splits } from "@ipf/shared/contract/splits-customer";
import { storageFee } from "@ipf/shared/contract/storage-fee";
import { requestLine } from "@ipf/shared/contract/endpoint";
import type { countsResponseSchema, packagesGroupSchema, parcelListResponseSchema } from "@ipf/shared/schemas/parcels";
import type {
  disassembleRequestSchema,
  groupRequestSchema,
  packageApproveRequestSchema,
} from "@ipf/shared/schemas/parcels-customer";
import type { z } from "zod";
import type { ConsolidationPreviewRequest } from "@ipf/shared/schemas/consolidation-preview";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { approvals, consolidations, landedCost, locker, photoRequests, splits, storageFee };

/**
 * The locker's calls. Request bodies are typed by the shared request
 * schemas' inputs; the API parses them with the same schemas.
 */
export type Parcel = z.infer<typeof parcelListResponseSchema>["packages"][number];
export type PackagesGroup = z.infer<typeof packagesGroupSchema>;
export type Counts = z.infer<typeof countsResponseSchema>;
export type CustomerList = "locker" | "awaitingShipping" | "shipped";

const LISTS = {
  locker: contract.locker.list,
  awaitingShipping: contract.locker.listAwaitingShipping,
  shipped: contract.locker.listShipped,
} as const satisfies Record<CustomerList, unknown>;

/** Lists are paged by the server; a locker rarely holds more than a page of the largest size. */
const PER_PAGE = 100;
const MAX_PAGES = 20;

const pageQuery = (page: number) => ({ page, perPage: PER_PAGE });

/** The paths of a list's and of the assembly requests' pages (the server draws the locker from the first ones). */
export const listPagePath = (list: CustomerList, page: number) =>
  requestLine(LISTS[list], { query: pageQuery(page) }).path;
export const groupsPagePath = (page: number) =>
  requestLine(contract.consolidations.listOwn, { query: pageQuery(page) }).path;

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
      const answer = await call(LISTS[list], { query: pageQuery(page), signal, token: getToken() });
      return { items: answer.packages, pageCount: answer.pageCount };
    });
  },

  /** The daily storage fee after free storage, in dollars. */
  async storageFee(signal?: AbortSignal): Promise<number> {
    return (await call(contract.storageFee.readForCustomer, { signal, token: getToken() })).feePerDay;
  },

  groups(signal?: AbortSignal): Promise<PackagesGroup[]> {
    return allPages(async (page) => {
      const answer = await call(contract.consolidations.listOwn, { query: pageQuery(page), signal, token: getToken() });
      return { items: answer.packagesGroups, pageCount: answer.pageCount };
    });
  },

  counts(signal?: AbortSignal) {
    return call(contract.locker.count, { signal, token: getToken() });
  },

  /** Estimated duty and VAT at the parcel's destination, per shipping offer. */
  landedCost(id: string, signal?: AbortSignal) {
    return call(contract.landedCost.estimate, { params: { id }, signal, token: getToken() });
  },

  /** New prices, line by line, in euros. */
  updateDetails(id: string, prices: number[]) {
    const body = { details: prices.map((price) => ({ price })) };
    return call(contract.locker.declarePrices, { params: { id }, body, token: getToken() });
  },

  /** 409 REQUEST_SENT when photos were already asked for. */
  requestImages(id: string) {
    return call(contract.photoRequests.request, { body: { id }, token: getToken() });
  },

  disassemble(id: string, body: z.input<typeof disassembleRequestSchema>) {
    return call(contract.splits.request, { params: { id }, body, token: getToken() });
  },

  assemble(body: z.input<typeof groupRequestSchema>) {
    return call(contract.consolidations.request, { body, token: getToken() });
  },

  /** What assembling these parcels would save, per carrier, to `country`; nothing is asked of staff. */
  consolidationPreview(body: ConsolidationPreviewRequest, signal?: AbortSignal) {
    return call(contract.consolidations.preview, { body, signal, token: getToken() });
  },

  cancelAssemble(requestId: string) {
    return call(contract.consolidations.cancelRequest, { body: { requestId }, token: getToken() });
  },

  /** 400 with `addressId: addNationalID` for an Algerian address without a national ID. */
  requestApproval(body: z.input<typeof packageApproveRequestSchema>) {
    return call(contract.approvals.request, { body, token: getToken() });
  },

  cancelApproval(packageId: string) {
    return call(contract.approvals.cancelRequest, { body: { packageId }, token: getToken() });
  },
};
