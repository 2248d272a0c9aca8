/**
 * Shipment insurance (its settings, its quote at payment) and claims: the
 * customer's claim form and list, the staff queue and decision. Amounts are
 * two-decimal numbers on the wire, in `currency`.
 */
import { z } from "zod";
import { atLeast, atMost, bothSay, deskSays, maxChars, says } from "../i18n/message-key.js";
import { integerField, messageResponse, numberField, okResponse, pageQuerySchema, pageResponse } from "./common.js";

export const CLAIM_KINDS = ["lost", "damaged"] as const;
export const CLAIM_STATES = ["open", "approved", "rejected"] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
/** What became of an approved claim's money: refunded to the card, credited to the account, or waiting on a retry. */
export const REFUND_STATES = ["pending", "refunded", "credited", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const MAX_CLAIM_TEXT = 2000;
export const MAX_CLAIM_PHOTOS = 8;
/** Setting bounds: a premium share up to 20%, a cover up to $100,000, a margin up to 90 days. */
export const MAX_INSURANCE_RATE_PERCENT = 20;
export const MAX_INSURANCE_COVER = 100_000;
export const MAX_LOST_MARGIN_DAYS = 90;

const currencySchema = z.enum(["USD", "EUR"]);
const wholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-9;
const dollars = (max: number) =>
  numberField(deskSays("fillAllFields"), bothSay("invalidNumber"))
    .pipe(z.number().min(0, atLeast(0, "USD")).max(max, atMost(max, "USD")))
    .refine(wholeCents, bothSay("invalidNumber"));

export const insuranceSettingsRequestSchema = z
  .object({
    ratePercent: numberField(deskSays("fillAllFields"), bothSay("invalidNumber"))
      .pipe(
        z
          .number()
          .gt(0, atLeast(0.01))
          .max(MAX_INSURANCE_RATE_PERCENT, atMost(MAX_INSURANCE_RATE_PERCENT))
          .refine(wholeCents, bothSay("invalidNumber")),
      )
      .describe("The premium's share of the cover, in percent (2 = 2%), up to two decimals"),
    minPremium: dollars(1000).describe("The least premium, dollars"),
    maxCover: dollars(MAX_INSURANCE_COVER)
      .refine((value) => value > 0, atLeast(0.01, "USD"))
      .describe("The most a parcel is covered for, dollars"),
    zoneIds: z
      .array(z.guid(deskSays("invalidZone")))
      .max(200)
      .default([])
      .describe("The zones whose destinations may be insured; empty: every destination"),
    lostMarginDays: integerField(deskSays("fillAllFields"), bothSay("invalidNumber"))
      .pipe(z.number().min(0, atLeast(0)).max(MAX_LOST_MARGIN_DAYS, atMost(MAX_LOST_MARGIN_DAYS)))
      .describe("Days after the carrier's maximum before an undelivered parcel may be claimed lost"),
  })
  .describe("Shipment insurance: its price, its cover, where it is sold, and when a parcel counts as lost");
export type InsuranceSettingsRequest = z.input<typeof insuranceSettingsRequestSchema>;

export const insuranceSettingsSchema = z.object({
  ratePercent: z.number(),
  minPremium: z.number(),
  maxCover: z.number(),
  zoneIds: z.array(z.string()),
  lostMarginDays: z.number().int(),
});
export type InsuranceSettingsView = z.infer<typeof insuranceSettingsSchema>;

export const insuranceSettingChangeSchema = z.object({
  settings: insuranceSettingsSchema,
  previous: insuranceSettingsSchema.nullable(),
  changedBy: z.string().nullable().describe("Staff member's name"),
  changedAt: z.string(),
});

export const insuranceSettingsResponseSchema = okResponse({
  settings: insuranceSettingsSchema,
  changes: z.array(insuranceSettingChangeSchema).describe("The latest changes, newest first"),
});
export type InsuranceSettingsResponse = z.infer<typeof insuranceSettingsResponseSchema>;
export const insuranceSettingsSavedResponseSchema = messageResponse({ settings: insuranceSettingsSchema });

/** The pay dialog's offer: the premium and cover for this parcel, in dollars (null: not offered). */
export const insuranceQuoteResponseSchema = okResponse({
  quote: z
    .object({
      premium: z.number().describe("Dollars, added to the payment as its own line"),
      cover: z.number().describe("Dollars: the most a claim pays"),
      currency: z.literal("USD"),
    })
    .nullable()
    .describe("null: insurance is not sold for this parcel (its destination, or nothing declared)"),
});

/** Why a claim of a kind is not open, and from or until when. */
export const claimWindowSchema = z.object({
  open: z.boolean(),
  reason: z.enum(["notShipped", "delivered", "notDelivered", "lostFrom", "damageEnded"]).nullable(),
  date: z.string().nullable().describe("lostFrom: when it opens; damageEnded: when it closed"),
});

export const claimSchema = z.object({
  _id: z.string(),
  packageId: z.string().describe("The parcel's code"),
  parcelId: z.string(),
  kind: z.enum(CLAIM_KINDS),
  description: z.string(),
  state: z.enum(CLAIM_STATES),
  insured: z.boolean(),
  covered: z.number().describe("The most this claim may pay, in `currency`"),
  currency: currencySchema,
  approved: z.number().nullable(),
  rejectReason: z.string().nullable(),
  refundState: z.enum(REFUND_STATES).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  photos: z.array(z.string()).describe("Signed links to the claim's photos"),
});
export type ClaimView = z.infer<typeof claimSchema>;

/** GET of a parcel's claim form: its claim if any, whether each kind is open, and what is covered. */
export const claimFormResponseSchema = okResponse({
  claim: claimSchema.nullable(),
  lost: claimWindowSchema,
  damaged: claimWindowSchema,
  insured: z.boolean(),
  covered: z.number().describe("The most a claim may pay: the cover when insured, else the shipping fee"),
  currency: currencySchema,
});
export type ClaimForm = z.infer<typeof claimFormResponseSchema>;

export const claimFormSchema = z
  .object({
    kind: z.enum(CLAIM_KINDS, { error: says("claimKindRequired") }).describe("lost or damaged"),
    description: z
      .string({ error: says("aboutRequired") })
      .trim()
      .min(1, says("aboutRequired"))
      .max(MAX_CLAIM_TEXT, maxChars(MAX_CLAIM_TEXT))
      .describe("What happened"),
  })
  .describe("A claim on a shipped parcel; a damage claim brings photos (image files, any field name)");
export type ClaimFormRequest = z.input<typeof claimFormSchema>;

export const claimResponseSchema = messageResponse({ claim: claimSchema });
export const claimListResponseSchema = pageResponse({ claims: z.array(claimSchema), claimCount: z.number().int() });

export const claimQueueQuerySchema = pageQuerySchema.extend({
  state: z.enum(CLAIM_STATES).default("open").describe("The tab: open, approved or rejected"),
  query: z.string().trim().max(100).optional().describe("Part of a parcel code, or a customer code exactly"),
});

export const staffClaimSchema = claimSchema.extend({
  user: z.object({ _id: z.string(), fullName: z.string(), addressHash: z.string() }),
  decidedBy: z.string().nullable(),
  refundError: z.string().nullable().optional(),
});
export type StaffClaimView = z.infer<typeof staffClaimSchema>;

export const claimQueueResponseSchema = pageResponse({
  claims: z.array(staffClaimSchema),
  claimCount: z.number().int(),
  counts: z.record(z.enum(CLAIM_STATES), z.number().int()).describe("Claims in each tab"),
});

/** The decision screen: the claim with its evidence. */
export const claimEvidenceResponseSchema = okResponse({
  claim: staffClaimSchema,
  parcel: z.object({
    _id: z.string(),
    packageId: z.string(),
    weight: z.number().describe("kg at intake"),
    shipWeight: z.number().nullable().describe("kg as shipped"),
    photos: z.array(z.string()).describe("Intake photos"),
    declared: z.array(z.object({ description: z.string(), quantity: z.number(), price: z.number() })),
    declaredCurrency: z.literal("EUR"),
    shippedAt: z.string().nullable(),
    carrier: z.string().nullable(),
    maxShipDays: z.number().int().nullable(),
  }),
  tracking: z.array(
    z.object({ at: z.string(), status: z.string(), description: z.string(), location: z.string().nullable() }),
  ),
  trackingStatus: z.string().nullable(),
  payment: z.object({
    _id: z.string(),
    paymentId: z.string(),
    type: z.enum(["card", "offline", "bitcoin"]),
    amount: z.number(),
    premium: z.number(),
    cover: z.number().nullable(),
    currency: currencySchema,
  }),
});
export type ClaimEvidence = z.infer<typeof claimEvidenceResponseSchema>;

export const approveClaimRequestSchema = z
  .object({
    amount: numberField(deskSays("fillAllFields"), bothSay("invalidNumber"))
      .pipe(z.number().gt(0, atLeast(0.01)))
      .refine(wholeCents, bothSay("invalidNumber"))
      .describe("What to pay, in the claim's currency; at most what is covered"),
  })
  .describe("Approve a claim for an amount");
export const rejectClaimRequestSchema = z
  .object({
    reason: z
      .string({ error: deskSays("Reason Required") })
      .trim()
      .min(1, deskSays("Reason Required"))
      .max(MAX_CLAIM_TEXT, maxChars(MAX_CLAIM_TEXT)),
  })
  .describe("Reject a claim, telling the customer why");
export const staffClaimResponseSchema = messageResponse({ claim: staffClaimSchema });
