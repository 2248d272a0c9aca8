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
import { getToken } from "../auth/session";
import { request } from "./client";

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

async function allPages<T>(fetchPage: (page: number) => Promise<{ items: T[]; pageCount: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await fetchPage(page);
    items.push(...answer.items);
    if (page + 1 >= answer.pageCount) break;
  }
  return items;
}

const json = (method: "POST", body: unknown) => ({ method, body, token: getToken() });

export const parcelsApi = {
  list(list: CustomerList, signal?: AbortSignal): Promise<Parcel[]> {
    return allPages(async (page) => {
      const answer = await request(`${LIST_PATHS[list]}?page=${page}&perPage=${PER_PAGE}`, {
        token: getToken(),
        signal,
        answer: parcelListResponseSchema,
      });
      return { items: answer.packages, pageCount: answer.pageCount };
    });
  },

  groups(signal?: AbortSignal): Promise<PackagesGroup[]> {
    return allPages(async (page) => {
      const answer = await request(`/api/packages/group/user?page=${page}&perPage=${PER_PAGE}`, {
        token: getToken(),
        signal,
        answer: packagesGroupsResponseSchema,
      });
      return { items: answer.packagesGroups, pageCount: answer.pageCount };
    });
  },

  counts(signal?: AbortSignal) {
    return request("/api/packages/data/count", { token: getToken(), signal, answer: countsResponseSchema });
  },

  /** New prices, line by line, in euros. */
  updateDetails(id: string, prices: number[]) {
    return request(`/api/packages/details/update/${encodeURIComponent(id)}`, {
      ...json("POST", { details: prices.map((price) => ({ price })) }),
      answer: parcelResponseSchema,
    });
  },

  /** 409 REQUEST_SENT when photos were already asked for. */
  requestImages(id: string) {
    return request("/api/packages/images/request", { ...json("POST", { id }), answer: messageResponseSchema });
  },

  disassemble(id: string, body: z.input<typeof disassembleRequestSchema>) {
    return request(`/api/packages/disassemble-request/${encodeURIComponent(id)}`, {
      ...json("POST", body),
      answer: messageResponseSchema,
    });
  },

  assemble(body: z.input<typeof groupRequestSchema>) {
    return request("/api/packages/group", { ...json("POST", body), answer: messageResponseSchema });
  },

  cancelAssemble(requestId: string) {
    return request("/api/packages/group/user-cancel", {
      ...json("POST", { requestId }),
      answer: messageResponseSchema,
    });
  },

  /** 400 with `addressId: addNationalID` for an Algerian address without a national ID. */
  requestApproval(body: z.input<typeof packageApproveRequestSchema>) {
    return request("/api/packages/request/package-approve", { ...json("POST", body), answer: parcelResponseSchema });
  },

  cancelApproval(packageId: string) {
    return request("/api/packages/request/approval/cancel", {
      ...json("POST", { packageId }),
      answer: messageResponseSchema,
    });
  },
};
