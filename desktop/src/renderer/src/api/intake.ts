import type { z } from "zod";
import { contract } from "@ipf/shared/contract";
import { customersResponseSchema } from "@ipf/shared/schemas/customers-admin";
import type { DescriptionSuggestion } from "@ipf/shared/schemas/descriptions";
import type { intakeResponseSchema } from "@ipf/shared/schemas/parcels-staff";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { pageQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

/**
 * The calls of the Add parcel and Add mail screens, where the warehouse desk
 * receives parcels. Answers are parsed with the shared response schemas, then
 * narrowed to what the screens use.
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

const { customers, descriptions, intake, parcels, preAlerts, warehouses } = contract;

export function intakeCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** The warehouses parcels are received at. */
    warehouses: async () => (await call(warehouses.list)).addresses,

    /** Customers by name, e-mail or customer code. */
    searchCustomers: async (query: string) =>
      await call(customers.list, {
        query: { query, page: 0, perPage: CUSTOMER_RESULTS },
        answer: customersAnswer,
      }),

    /** The description catalogue with HS codes. */
    descriptions: async (): Promise<CatalogueEntry[]> =>
      (await call(descriptions.list)).descriptions.map(({ description, code }) => ({ description, code: code ?? "" })),

    /** Catalogue entries for a description being typed (the desk works in English). */
    suggestDescriptions: async (q: string): Promise<DescriptionSuggestion[]> =>
      (await call(descriptions.suggest, { query: { q, lang: "en" } })).suggestions,

    /** Lines typed as "Other" join the catalogue. */
    addDescriptions: async (lines: { description: string; code: string | null }[]): Promise<void> => {
      await call(descriptions.add, { body: { descriptions: lines } });
    },

    /** Whether a track number was already received. */
    trackNumberTaken: async (trackNumber: string) => {
      const { packages } = await call(parcels.list, { query: { query: trackNumber, page: 0, perPage: 20 } });
      const wanted = trackNumber.toUpperCase();
      return packages.some((parcel) => parcel.trackNumber.toUpperCase() === wanted);
    },

    /** The expected pre-alerts a scanned number matches, else close ones. */
    matchPreAlerts: async (trackNumber: string) => await call(preAlerts.match, { query: { trackNumber } }),

    /** The expected pre-alerts, oldest first; `overdue` keeps those past 60 days. */
    preAlerts: async (page: PageRequest, overdue: boolean) =>
      await call(preAlerts.listExpected, { query: { ...pageQuery(page), overdue: overdue || undefined } }),

    /** Registers a received parcel (the multipart form of pages/intake/intake-form.ts). */
    addParcel: async (form: FormData): Promise<AddedParcel> => (await call(intake.receive, { form })).package,
  };
}

export type IntakeApi = ReturnType<typeof intakeCalls>;
