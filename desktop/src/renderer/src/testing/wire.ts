import { parcelUserSchema } from "@ipf/shared/schemas/common";
import { descriptionSchema, type PackageDescription } from "@ipf/shared/schemas/descriptions";
import {
  parcelRowSchema,
  parcelSchema,
  shippingAddressSchema,
  type ParcelRowView,
  type ParcelView,
} from "@ipf/shared/schemas/parcels";
import { deliveryTimesResponseSchema, type DeliveryTime } from "@ipf/shared/schemas/statistics";
import { warehouseSchema, type Warehouse } from "@ipf/shared/schemas/warehouses";
import type { z } from "zod";

type ParcelUser = z.infer<typeof parcelUserSchema>;
type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/**
 * Answers as the API sends them, for unit tests of the client and screens.
 * Each is checked against its shared schema, so a fixture cannot drift from
 * the contract.
 */
export function wireWarehouse(overrides: Partial<Warehouse> = {}): Warehouse {
  return warehouseSchema.parse({
    _id: "w1",
    id: "w1",
    country: "FR",
    state: "Île-de-France",
    city: "Gennevilliers",
    zip: "92230",
    phone: "+33 1 00 00 00 00",
    addressLineOne: "12 rue des Entrepôts",
    addressLineTwo: "",
    color: "#2D72D2",
    flagImage: null,
    isActive: true,
    ...overrides,
  });
}

export function wireDescription(overrides: Partial<PackageDescription> = {}): PackageDescription {
  return descriptionSchema.parse({
    _id: "d1",
    description: "Socks",
    descriptionAr: "جوارب",
    descriptionFr: "Chaussettes",
    code: "611595",
    category: "Clothing",
    bold: false,
    ...overrides,
  });
}

/** The customer a parcel or request belongs to, as staff see it. */
export function wireCustomer(overrides: Partial<ParcelUser> = {}): ParcelUser {
  return parcelUserSchema.parse({
    _id: "c1",
    id: "c1",
    fullName: "Amina Benali",
    email: "amina@example.com",
    phone: "+213555000000",
    addressHash: "IPF-1001",
    suspicious: false,
    ...overrides,
  });
}

/** The address a parcel is to be shipped to, in Algiers. */
export function wireShippingAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return shippingAddressSchema.parse({
    _id: null,
    name: "Amina Benali",
    nationalID: "1234567890",
    country: "DZ",
    city: "Alger",
    addressLineOne: "12 rue Didouche Mourad",
    addressLineTwo: "",
    phone: "+213555000000",
    zip: "16000",
    ...overrides,
  });
}

export function wireParcel(overrides: Partial<ParcelView> = {}): ParcelView {
  return parcelSchema.parse({
    _id: "p1",
    packageId: "P7K2M9QX",
    trackNumber: "LX123456789FR",
    state: "in_locker",
    weight: 1.2,
    length: 30,
    width: 20,
    height: 10,
    fees: 0,
    images: [],
    warehouse: { _id: "w1", country: "FR", flagImage: null },
    details: [],
    shippingOptions: {
      hasDangerous: false,
      hasLithium: false,
      removeBills: false,
      removeShoeBoxes: false,
      additionalNote: null,
    },
    shippingAddress: null,
    methods: [],
    shipMethod: null,
    awaitingApprove: false,
    approved: false,
    confirmPayment: false,
    awaitingAssemble: false,
    awaitingDisassemble: false,
    assemble: false,
    disassembled: false,
    status: null,
    show: true,
    deleted: false,
    expired: false,
    imagesRequested: false,
    underReview: false,
    serviceOpen: false,
    revision: 1,
    createdAt: "2026-11-20T09:00:00.000Z",
    arrivedAt: "2026-11-20T09:00:00.000Z",
    storageEndsOn: "2027-05-20",
    assembleTime: null,
    approveTime: null,
    approvedAt: null,
    paidAt: null,
    shipDate: null,
    shippedTrackNumber: null,
    trackLink: null,
    shipWeight: null,
    shipLength: null,
    shipWidth: null,
    shipHeight: null,
    disassembledFrom: null,
    deleteReason: null,
    deletedBy: null,
    deletedAt: null,
    ...overrides,
  });
}

/** A parcel as a queue's table row (`view=rows`): the same parcel as `wireParcel`'s, with its owner. */
export function wireParcelRow(overrides: Partial<ParcelRowView> = {}): ParcelRowView {
  return parcelRowSchema.parse({
    _id: "p1",
    packageId: "P7K2M9QX",
    trackNumber: "LX123456789FR",
    state: "in_locker",
    weight: 1.2,
    warehouse: { _id: "w1", country: "FR" },
    awaitingApprove: false,
    approved: false,
    methods: [],
    revision: 1,
    createdAt: "2026-11-20T09:00:00.000Z",
    arrivedAt: "2026-11-20T09:00:00.000Z",
    approveTime: null,
    approvedAt: null,
    paidAt: null,
    user: wireCustomer(),
    ...overrides,
  });
}

/** A carrier's delivery times to a destination from the French warehouse; under 5 parcels, too few to judge. */
export function wireDeliveryTime(
  carrier: string,
  country: string,
  countryName: string,
  delivered = 8,
  medianDays = 4.5,
  p90Days = 9,
): DeliveryTime {
  return deliveryTimesResponseSchema.shape.deliveryTimes.element.parse({
    carrierId: `${carrier}-${country}`,
    carrier,
    warehouseCountry: "FR",
    country,
    countryName,
    delivered,
    medianDays,
    p90Days,
    tooFew: delivered < 5,
  });
}
