import type { z } from "zod";
import { customersResponseSchema } from "@ipf/shared/schemas/customers-admin";
import {
  addDescriptionsResponseSchema,
  descriptionsResponseSchema,
  suggestDescriptionsResponseSchema,
  type DescriptionSuggestion,
} from "@ipf/shared/schemas/descriptions";
import { parcelListResponseSchema } from "@ipf/shared/schemas/parcels";
import { intakeResponseSchema } from "@ipf/shared/schemas/parcels-staff";
import { preAlertMatchResponseSchema, staffPreAlertListResponseSchema } from "@ipf/shared/schemas/pre-alerts";
import { pageQuery, type PageRequest } from "./calls";
import { warehousesResponseSchema, type Warehouse } from "@ipf/shared/schemas/warehouses";
import type { ApiRequest } from "./client";

/**
 * The calls of the Add parcel and Add mail screens (back-office-operations 7).
 * Answers are parsed with the shared response schemas, then narrowed to what
 * the screens use.
 */

const customersAnswer = customersResponseSchema.transform(({ users }) =>
  users.map((user) => ({ id: user.id, fullName: user.fullName, email: user.email, customerCode: user.addressHash })),
);
/** A customer as the picker shows one; `customerCode` is addressHash on the wire. */
export type CustomerOption = z.infer<typeof customersAnswer>[number];

export type WarehouseOption = Warehouse;

export interface CatalogueEntry {
  description: string;
  /** The HS code; "" when the catalogue has none. */
  code: string;
}

/** What the intake screen keeps of a parcel it registered. */
export type AddedParcel = Pick<z.infer<typeof intakeResponseSchema>["package"], "_id" | "packageId" | "trackNumber">;

/** How many customers the picker offers for one search. */
export const CUSTOMER_RESULTS = 8;

export function intakeCalls(request: ApiRequest) {
  return {
    /** GET /api/addresses/company: the warehouses parcels are received at. */
    warehouses: async () =>
      (await request({ method: "GET", path: "/api/addresses/company", answer: warehousesResponseSchema })).addresses,

    /** GET /api/users?query=: customers by name, e-mail or customer code. */
    searchCustomers: async (query: string) =>
      await request({
        method: "GET",
        path: "/api/users",
        query: { query, page: 0, perPage: CUSTOMER_RESULTS },
        answer: customersAnswer,
      }),

    /** GET /api/admins/package_descriptions: the description catalogue with HS codes. */
    descriptions: async (): Promise<CatalogueEntry[]> =>
      (
        await request({ method: "GET", path: "/api/admins/package_descriptions", answer: descriptionsResponseSchema })
      ).descriptions.map(({ description, code }) => ({ description, code: code ?? "" })),

    /** GET /api/descriptions/suggest: catalogue entries for a description being typed (the desk works in English). */
    suggestDescriptions: async (q: string): Promise<DescriptionSuggestion[]> =>
      (
        await request({
          method: "GET",
          path: "/api/descriptions/suggest",
          query: { q, lang: "en" },
          answer: suggestDescriptionsResponseSchema,
        })
      ).suggestions,

    /** POST /api/admins/package_descriptions: lines typed as "Other" join the catalogue. */
    addDescriptions: async (descriptions: { description: string; code: string | null }[]): Promise<void> => {
      await request({
        method: "POST",
        path: "/api/admins/package_descriptions",
        body: { descriptions },
        answer: addDescriptionsResponseSchema,
      });
    },

    /** GET /api/packages/get/all?query=: whether a track number was already received. */
    trackNumberTaken: async (trackNumber: string) => {
      const { packages } = await request({
        method: "GET",
        path: "/api/packages/get/all",
        query: { query: trackNumber, page: 0, perPage: 20 },
        answer: parcelListResponseSchema,
      });
      const wanted = trackNumber.toUpperCase();
      return packages.some((parcel) => parcel.trackNumber.toUpperCase() === wanted);
    },

    /** GET /api/admins/pre-alerts/match: the expected pre-alerts a scanned number matches, else close ones. */
    matchPreAlerts: async (trackNumber: string) =>
      await request({
        method: "GET",
        path: "/api/admins/pre-alerts/match",
        query: { trackNumber },
        answer: preAlertMatchResponseSchema,
      }),

    /** GET /api/admins/pre-alerts: the expected pre-alerts, oldest first; `overdue` keeps those past 60 days. */
    preAlerts: async (page: PageRequest, overdue: boolean) =>
      await request({
        method: "GET",
        path: "/api/admins/pre-alerts",
        query: { ...pageQuery(page), overdue: overdue || undefined },
        answer: staffPreAlertListResponseSchema,
      }),

    /** POST /api/packages/add (multipart, see pages/intake/intake-form.ts). */
    addParcel: async (form: FormData): Promise<AddedParcel> =>
      (await request({ method: "POST", path: "/api/packages/add", form, answer: intakeResponseSchema })).package,
  };
}

export type IntakeApi = ReturnType<typeof intakeCalls>;
