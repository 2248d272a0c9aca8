import { z } from "zod";
import type { ApiRequest } from "./api";

/**
 * The calls of the Add parcel and Add mail screens (back-office-operations 7).
 * Answers are read leniently, field by field: the screen needs a few fields of
 * each and must not break when the API adds more.
 */

const warehouseAnswer = z.object({
  addresses: z.array(
    z.object({
      _id: z.string(),
      country: z.string(),
      city: z.string().optional(),
      isActive: z.boolean().optional(),
    }),
  ),
});
export type WarehouseOption = z.infer<typeof warehouseAnswer>["addresses"][number];

const customersAnswer = z.object({
  users: z.array(
    z
      .object({
        _id: z.string().optional(),
        id: z.string().optional(),
        fullName: z.string(),
        email: z.string().nullish(),
        addressHash: z.string(),
      })
      .transform((user, ctx) => {
        const id = user.id ?? user._id;
        if (!id) {
          ctx.addIssue({ code: "custom", message: "a customer without an id" });
          return z.NEVER;
        }
        return { id, fullName: user.fullName, email: user.email ?? "", customerCode: user.addressHash };
      }),
  ),
});
/** A customer as the picker shows one; `customerCode` is addressHash on the wire. */
export type CustomerOption = z.infer<typeof customersAnswer>["users"][number];

const descriptionsAnswer = z.object({
  descriptions: z.array(z.object({ description: z.string(), code: z.string().nullish() })),
});
export interface CatalogueEntry {
  description: string;
  /** The HS code; "" when the catalogue has none. */
  code: string;
}

const parcelsAnswer = z.object({
  packages: z.array(z.object({ trackNumber: z.string().nullish(), packageId: z.string().nullish() })),
});

const addAnswer = z.object({
  package: z.object({ _id: z.string(), packageId: z.string() }),
});
export type AddedParcel = z.infer<typeof addAnswer>["package"];

const anyAnswer = z.unknown();

/** How many customers the picker offers for one search. */
export const CUSTOMER_RESULTS = 8;

export function intakeCalls(request: ApiRequest) {
  return {
    /** GET /api/addresses/company: the warehouses parcels are received at. */
    warehouses: async () =>
      (await request({ method: "GET", path: "/api/addresses/company", answer: warehouseAnswer })).addresses,

    /** GET /api/users?query=: customers by name, e-mail or customer code. */
    searchCustomers: async (query: string) =>
      (
        await request({
          method: "GET",
          path: "/api/users",
          query: { query, page: 0, perPage: CUSTOMER_RESULTS },
          answer: customersAnswer,
        })
      ).users,

    /** GET /api/admins/package_descriptions: the description catalogue with HS codes. */
    descriptions: async (): Promise<CatalogueEntry[]> =>
      (
        await request({ method: "GET", path: "/api/admins/package_descriptions", answer: descriptionsAnswer })
      ).descriptions.map(({ description, code }) => ({ description, code: code ?? "" })),

    /** POST /api/admins/package_descriptions: lines typed as "Other" join the catalogue. */
    addDescriptions: (descriptions: { description: string; code: string | null }[]) =>
      request({ method: "POST", path: "/api/admins/package_descriptions", body: { descriptions }, answer: anyAnswer }),

    /** GET /api/packages/get/all?query=: whether a track number was already received. */
    trackNumberTaken: async (trackNumber: string) => {
      const { packages } = await request({
        method: "GET",
        path: "/api/packages/get/all",
        query: { query: trackNumber, page: 0, perPage: 20 },
        answer: parcelsAnswer,
      });
      const wanted = trackNumber.toUpperCase();
      return packages.some((parcel) => parcel.trackNumber?.toUpperCase() === wanted);
    },

    /** POST /api/packages/add (multipart, see pages/intake/intake-form.ts). */
    addParcel: async (form: FormData) =>
      (await request({ method: "POST", path: "/api/packages/add", form, answer: addAnswer })).package,
  };
}

export type IntakeApi = ReturnType<typeof intakeCalls>;
