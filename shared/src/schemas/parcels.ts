/**
 * Parcels on the wire: what the API answers about a parcel and its requests,
 * with the old product's names. Units are the old product's: weight in kg,
 * dimensions in cm, fees and shipping prices in dollars, content prices in
 * euros. Image paths are served by the API ("/uploads/parcels/..."): a front
 * end prefixes only its base.
 *
 * Requests are in ./parcels-customer.ts and ./parcels-staff.ts.
 */
import { z } from "zod";
import type { ErrorCode } from "../errors.js";
import { CONSOLIDATION_STATES, PARCEL_STATES, SPLIT_STATES } from "../rules/parcel-state.js";
import { ITEM_TYPES } from "./parcels-fields.js";
import { messageResponse, okResponse, parcelUserSchema, searchPageResponse } from "./common.js";

export const parcelStateSchema = z.enum(PARCEL_STATES);

export const detailSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  price: z.number().describe("Euros"),
  madeIn: z.string().describe("ISO 3166 alpha-2"),
  type: z.enum(ITEM_TYPES),
  code_sh: z.string().nullable().describe("HS code"),
});

export const shippingOptionsSchema = z.object({
  hasDangerous: z.boolean(),
  hasLithium: z.boolean(),
  removeBills: z.boolean(),
  removeShoeBoxes: z.boolean(),
  additionalNote: z.string().nullable(),
});

export const shippingAddressSchema = z.object({
  _id: z.string().nullable().describe("The address-book entry it was copied from"),
  name: z.string(),
  nationalID: z.string().nullable(),
  country: z.string(),
  city: z.string(),
  addressLineOne: z.string(),
  addressLineTwo: z.string(),
  phone: z.string(),
  zip: z.string(),
});

export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameAR: z.string(),
  logoImage: z.string().nullable(),
  minShipTime: z.number(),
  maxShipTime: z.number(),
});

/** A shipping offer ("method"): a carrier and a price in dollars. */
export const methodSchema = z.object({
  _id: z.string(),
  price: z.number().describe("US dollars; an offline payment of it is asked in euros at the day's rate"),
  company: companySchema,
});

export const warehouseRefSchema = z.object({
  _id: z.string(),
  country: z.string(),
  flagImage: z.string().nullable(),
});

export const parcelSchema = z
  .object({
    _id: z.string(),
    packageId: z.string().describe("Our short parcel code"),
    trackNumber: z.string().describe("The sender's track number"),
    state: parcelStateSchema,
    weight: z.number().describe("kg"),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    fees: z.number().describe("Dollars"),
    images: z
      .array(z.string())
      .describe(
        "Signed links of the photos under /uploads/, good for one to two hours: fetch the parcel again for fresh ones. None once the parcel is deleted",
      ),
    warehouse: warehouseRefSchema,
    details: z.array(detailSchema),
    shippingOptions: shippingOptionsSchema,
    shippingAddress: shippingAddressSchema.nullable(),
    methods: z.array(methodSchema),
    shipMethod: z
      .object({
        _id: z.string().nullable(),
        price: z.number().nullable(),
        company: companySchema.nullable(),
        engineLink: z
          .object({ carrier: z.string(), service: z.string() })
          .nullable()
          .describe("The shipping engine's carrier and service the carrier is linked to; null: tracking typed in"),
      })
      .nullable()
      .describe("The offer paid for, or the carrier it left with"),
    // The old product's flags, derived from `state` (rules/parcel-state.ts parcelFlags).
    awaitingApprove: z.boolean(),
    approved: z.boolean(),
    confirmPayment: z.boolean(),
    awaitingAssemble: z.boolean(),
    awaitingDisassemble: z.boolean(),
    assemble: z.boolean(),
    disassembled: z.boolean(),
    status: z.literal("closed").nullable(),
    show: z.boolean(),
    deleted: z.boolean(),
    expired: z.boolean(),
    imagesRequested: z.boolean().describe("A photo request of this parcel waits on staff"),
    underReview: z.boolean().describe("The customer reported an error on it that staff have not answered yet"),
    serviceOpen: z
      .boolean()
      .describe("A service is requested or under way: it cannot be consolidated, split or shipped until done"),
    revision: z
      .number()
      .int()
      .describe("Raised by every change of the parcel; an edit that sends it is refused once the parcel changed"),
    createdAt: z.string(),
    arrivedAt: z
      .string()
      .describe(
        "When its contents arrived, which free storage counts from: its reception, or for a consolidated or split parcel the earliest arrival among the parcels it was made from",
      ),
    storageEndsOn: z.string().describe("Last day of free storage, YYYY-MM-DD (UTC); a storage fee accrues after it"),
    assembleTime: z.string().nullable(),
    approveTime: z.string().nullable(),
    approvedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    shipDate: z.string().nullable(),
    shippedTrackNumber: z.string().nullable(),
    trackLink: z.string().nullable(),
    shipWeight: z.number().nullable(),
    shipLength: z.number().nullable(),
    shipWidth: z.number().nullable(),
    shipHeight: z.number().nullable(),
    disassembledFrom: z.string().nullable().describe("packageId of the parcel it was taken out of"),
    deleteReason: z.string().nullable(),
    deletedBy: z.string().nullable(),
    deletedAt: z.string().nullable(),
    user: parcelUserSchema.optional().describe("Staff answers only"),
  })
  .describe("Parcel");
export type ParcelView = z.infer<typeof parcelSchema>;

export const parcelListResponseSchema = searchPageResponse({
  packages: z.array(parcelSchema),
  packageCount: z.number().int(),
});

/** The wire names the count `requestCount` on the request lists. */
export const parcelRequestListResponseSchema = searchPageResponse({
  packages: z.array(parcelSchema),
  requestCount: z.number().int(),
});

/**
 * A parcel as a row of a back-office table (`view=rows` on the queues that
 * offer it): what the tables show and the flags their rows need, without
 * the contents, photos, address and the rest of the parcel, which a row's
 * dialog reads whole (`parcels.get`). The names are the parcel's own.
 */
export const parcelRowSchema = z
  .object({
    _id: z.string(),
    packageId: z.string().describe("Our short parcel code"),
    trackNumber: z.string().describe("The sender's track number"),
    state: parcelStateSchema,
    weight: z.number().describe("kg"),
    warehouse: z.object({ _id: z.string(), country: z.string() }),
    awaitingApprove: z.boolean(),
    approved: z.boolean(),
    methods: z
      .array(
        z.object({
          _id: z.string(),
          price: z.number().describe("US dollars"),
          company: z.object({ _id: z.string(), name: z.string() }),
        }),
      )
      .describe("The offers sent, cheapest first: carrier and price"),
    revision: z.number().int().describe("Raised by every change of the parcel"),
    createdAt: z.string(),
    arrivedAt: z.string(),
    approveTime: z.string().nullable(),
    approvedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    user: parcelUserSchema,
  })
  .describe("Parcel row");
export type ParcelRowView = z.infer<typeof parcelRowSchema>;

/** A request queue's page of rows (`view=rows`): the same count and pages as the full answer. */
export const parcelRequestRowsResponseSchema = searchPageResponse({
  packages: z.array(parcelRowSchema),
  requestCount: z.number().int(),
});

export const parcelResponseSchema = messageResponse({
  package: parcelSchema,
});

/** One parcel, read. */
export const parcelReadResponseSchema = okResponse({ package: parcelSchema });

export const countsResponseSchema = okResponse({
  incomingPackages: z.number().int(),
  awaitingPackages: z.number().int(),
  shippedPackages: z.number().int(),
});

/** An assemble request ("packages group"). */
export const packagesGroupSchema = z
  .object({
    _id: z.string(),
    state: z.enum(CONSOLIDATION_STATES),
    user: parcelUserSchema.optional(),
    packages: z.array(parcelSchema),
    /** Accepted: the consolidated parcel exists. */
    approved: z.boolean(),
    /** Open: waiting for staff. */
    awaitingApprove: z.boolean(),
    assemblePackage: z
      .object({ _id: z.string(), packageId: z.string(), approved: z.boolean(), awaitingApprove: z.boolean() })
      .nullable(),
    removeShoeBoxes: z.boolean(),
    removeBills: z.boolean(),
    assembleNote: z.string().nullable(),
    createdAt: z.string(),
    cancelableUntil: z.string().describe("End of the customer's 15-minute cancel window"),
    expired: z.boolean(),
  })
  .describe("Assemble request");

export const packagesGroupsResponseSchema = searchPageResponse({
  packagesGroups: z.array(packagesGroupSchema),
  requestCount: z.number().int(),
});

export const groupResponseSchema = okResponse({ packagesGroup: packagesGroupSchema });
export const createdGroupSchema = groupResponseSchema.extend({ message: z.string() });

/** A disassemble request. */
export const splitRequestSchema = z
  .object({
    _id: z.string(),
    state: z.enum(SPLIT_STATES),
    user: parcelUserSchema.optional(),
    package: parcelSchema,
    removeBills: z.boolean(),
    removeShoeBoxes: z.boolean(),
    note: z.string(),
    complete: z.boolean(),
    createdAt: z.string(),
    expired: z.boolean(),
    addedPackages: z.array(parcelSchema),
    /** Parcels already taken in for it, not yet linked by completion. */
    pendingPackages: z.array(parcelSchema),
  })
  .describe("Disassemble request");

export const splitRequestsResponseSchema = searchPageResponse({
  requests: z.array(splitRequestSchema),
  requestCount: z.number().int(),
});
export const splitRequestResponseSchema = okResponse({ request: splitRequestSchema });

export const imageRequestSchema = z
  .object({
    _id: z.string(),
    package: parcelSchema,
    user: parcelUserSchema,
    complete: z.boolean(),
    createdAt: z.string(),
  })
  .describe("Photo request");

export const imageRequestsResponseSchema = searchPageResponse({
  imageRequests: z.array(imageRequestSchema),
  requestCount: z.number().int(),
});

export const alertSchema = z
  .object({
    _id: z.string(),
    alertId: z.string(),
    type: z.string(),
    text: z.object({ en: z.string(), ar: z.string(), fr: z.string() }),
    cleared: z.boolean(),
    createdAt: z.string(),
    packageId: z.string().nullable(),
  })
  .describe("Alert");

/**
 * Conflict codes (409) of the parcel routes, besides CONFLICT; each is one
 * of the API's error codes (../errors.ts), which front ends translate.
 */
export const PARCEL_ERROR_CODES = [
  "INVALID_STATE",
  "CANCEL_WINDOW_PASSED",
  "DUPLICATE_TRACK_NUMBER",
  "REQUEST_SENT",
  "IMAGE_REQUESTS_OFF",
  "REQUEST_CLOSED",
  "GROUP_TOO_SMALL",
  "ALREADY_ASSEMBLED",
  "REVERT_NOT_ALLOWED",
  "SPLIT_HAS_PARCELS",
  "NOT_EXPIRED",
  "PAYMENT_PENDING",
  "ALERT_NOT_CLEARED",
] as const satisfies readonly ErrorCode[];
export type ParcelErrorCode = (typeof PARCEL_ERROR_CODES)[number];

/**
 * Live events to staff when a list or a parcel changes. Payloads name the
 * parcels concerned, never whole lists (PostgreSQL notifications are small):
 * `packageDetails` carries one parcel, the list events `{ packages: [...] }`;
 * a screen reloads the page it shows.
 */
export const PARCEL_STAFF_EVENTS = {
  shippingList: "loadShippingPackages",
  packageDetails: "packageDetails",
  approvalRequests: "loadApprovalRequests",
  assembleRequests: "loadAssembleRequests",
  disassembleRequests: "loadDisassembleRequests",
  imageRequests: "loadImageRequests",
  /** A tracker moved, or a ticket was opened about a shipment problem. */
  shipmentProblems: "loadShipmentProblems",
  /** A service was asked for, cancelled, started, completed or refused. */
  serviceRequests: "loadServiceRequests",
} as const;

export interface ParcelEventData {
  _id: string;
  packageId: string;
  state: string;
}

export interface ParcelListEventData {
  packages: ParcelEventData[];
}
