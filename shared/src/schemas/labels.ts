/**
 * Carriers through the shipping engine (karrio): linking a rate-card carrier
 * to an engine carrier and service, buying, reprinting and voiding labels at
 * the ship desk.
 */
import { z } from "zod";
import { deskSays } from "../i18n/message-key.js";
import { messageResponse, okResponse } from "./common.js";
import { centimetresField, idField, parcelRefField, weightField } from "./parcels-fields.js";

const slug = (max: number) =>
  z
    .string({ error: deskSays("engineLinkInvalid") })
    .trim()
    .regex(/^[a-z0-9_.-]+$/, deskSays("engineLinkInvalid"))
    .min(2, deskSays("engineLinkInvalid"))
    .max(max, deskSays("engineLinkInvalid"));

/** POST /api/admins/link_shipping_company. */
export const linkCarrierRequestSchema = z
  .object({
    id: idField(),
    engineCarrier: slug(64).nullable(),
    engineService: slug(120).nullable(),
  })
  .refine((value) => (value.engineCarrier === null) === (value.engineService === null), {
    path: ["engineService"],
    error: deskSays("engineLinkIncomplete"),
  })
  .describe("Link a carrier to the shipping engine, or unlink it (both null)");

export const engineServiceSchema = z.object({ code: z.string(), name: z.string() });
export const engineCarrierSchema = z.object({
  carrierName: z.string(),
  displayName: z.string(),
  services: z.array(engineServiceSchema),
});

/** GET /api/admins/carrier_engine: what the engine offers, for the link picker. */
export const carrierEngineResponseSchema = okResponse({
  engine: z.enum(["karrio", "local", "none"]).describe("karrio, its local stand-in, or none (manual only)"),
  reachable: z.boolean(),
  carriers: z.array(engineCarrierSchema),
});

export const labelFormatSchema = z.enum(["PDF", "ZPL"]);

/** POST /api/packages/shipping/label: buy the label of a paid parcel, measured at the desk. */
export const buyLabelRequestSchema = z
  .object({
    packageId: parcelRefField,
    weight: weightField,
    length: centimetresField.optional(),
    width: centimetresField.optional(),
    height: centimetresField.optional(),
    format: labelFormatSchema.default("PDF"),
  })
  .describe("Buy a paid parcel's label through the shipping engine");

export const labelSchema = z
  .object({
    id: z.string(),
    state: z.enum(["purchasing", "purchased", "voided"]),
    carrier: z.string().describe("The engine's carrier slug"),
    service: z.string(),
    format: labelFormatSchema,
    trackNumber: z.string().nullable(),
    trackLink: z.string().nullable(),
    cost: z.object({ amount: z.number(), currency: z.string() }).nullable().describe("What the engine charged"),
    purchasedAt: z.string().nullable(),
    customsDocument: z.boolean().describe("True when a commercial invoice (CN23) was made with the label"),
  })
  .describe("A label bought for a parcel");

export const labelResponseSchema = messageResponse({
  label: labelSchema,
  /** True when the label had already been bought (another desk, or a retry): nothing was bought now. */
  alreadyBought: z.boolean(),
});

/** POST /api/packages/shipping/label/void. */
export const voidLabelRequestSchema = z.object({ packageId: parcelRefField }).describe("Void a parcel's label");

/** GET /api/packages/shipping/label/:id: the label's document again, to reprint it. */
export const labelDocumentResponseSchema = okResponse({
  label: labelSchema,
  document: z.string().describe("The label document, base64"),
});

/** GET /api/packages/shipping/label/:id/customs: the commercial invoice made with the label. */
export const customsDocumentResponseSchema = okResponse({
  document: z.string().describe("The commercial invoice (CN23), a PDF, base64"),
});

/** karrio's webhook body: `{ event, data }`; only the tracker's identity is read from it. */
export const karrioEventSchema = z.looseObject({
  event: z.string().max(100),
  data: z.looseObject({
    id: z.string().max(200).optional(),
    carrier_name: z.string().max(100).optional(),
    tracking_number: z.string().max(200).optional(),
  }),
});

export const trackingEventSchema = z.object({
  at: z.string(),
  status: z
    .string()
    .describe("pending, in_transit, out_for_delivery, delivered, on_hold, delivery_failed, returned..."),
  description: z.string().describe("The carrier's own text, as given"),
  location: z.string().nullable(),
});

/** GET /api/packages/:id/tracking: a shipped parcel's tracking, newest event first; null before any. */
export const parcelTrackingResponseSchema = okResponse({
  tracking: z
    .object({
      carrier: z.string(),
      trackNumber: z.string(),
      trackLink: z.string().nullable(),
      status: z.string(),
      estimatedDelivery: z.string().nullable(),
      deliveredAt: z.string().nullable(),
      events: z.array(trackingEventSchema),
    })
    .nullable(),
});

/**
 * Sent on the customer's socket when a parcel's tracking moved (a new event,
 * a new status): the timeline on the customer's screen asks for it again.
 */
export const TRACKING_CUSTOMER_EVENT = "updateTracking";
export interface TrackingChangedEventData {
  /** The parcel's _id. */
  _id: string;
}
