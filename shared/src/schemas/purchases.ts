/**
 * Shop for me: the customer's request (its items: link, name, options,
 * quantity, the highest price of one they accept), staff's quote, purchase
 * record, tracking and closing, and what both read of a request.
 *
 * Amounts are two-decimal numbers in euros on the wire (`currency` is always
 * "EUR"); the parsed values are euro cents, as the database holds them.
 * Customer message keys are `validation.*` of the site's catalogues; staff
 * ones are the back office's (DeskMessageKey).
 */
import { z } from "zod";
import { atLeast, atMost, bothSay, deskSays, maxChars, says, tooManyItems } from "../i18n/message-key.js";
import {
  ITEM_OUTCOMES,
  PURCHASE_LIMITS,
  PURCHASE_SETTING_LIMITS,
  PURCHASE_STATES,
  PURCHASE_TABS,
  REFUND_REASONS,
} from "../rules/purchases.js";
import {
  formBoolean,
  integerField,
  jsonValue,
  languageSchema,
  messageResponse,
  numberField,
  okResponse,
  pageQuerySchema,
  pageResponse,
  parcelUserSchema,
} from "./common.js";
import { idField } from "./parcels-fields.js";

export const purchaseStateSchema = z.enum(PURCHASE_STATES);
export const itemOutcomeSchema = z.enum(ITEM_OUTCOMES);
export const refundReasonSchema = z.enum(REFUND_REASONS);

const MAX_UNIT_PRICE = PURCHASE_LIMITS.maxUnitPriceCents / 100;
const MAX_CHARGE = PURCHASE_LIMITS.maxChargeCents / 100;
const MAX_PAID = PURCHASE_LIMITS.maxPaidCents / 100;

/** Whole cents: 8.5 is an amount, 8.505 is not. */
const wholeCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-9;
const toCents = (euros: number) => Math.round(euros * 100);

/** http or https, a host with a dot, no spaces: what a shop's product page is. */
const PRODUCT_LINK = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;
export const isProductLink = (text: string): boolean => PRODUCT_LINK.test(text);

const optionalText = (max: number) => z.string().trim().max(max, maxChars(max)).optional().default("");

// ------------------------------------------------------------------ customer

/** One item the customer wants: where it is sold, what it is, how many, and the most they pay for one. */
export const purchaseItemInputSchema = z
  .object({
    url: z
      .string({ error: says("purchaseUrlRequired") })
      .trim()
      .min(1, says("purchaseUrlRequired"))
      .max(PURCHASE_LIMITS.url, maxChars(PURCHASE_LIMITS.url))
      .refine(isProductLink, says("invalidLink"))
      .describe(`The product's page at the shop, http or https, at most ${PURCHASE_LIMITS.url} characters`),
    name: z
      .string({ error: says("purchaseNameRequired") })
      .trim()
      .min(1, says("purchaseNameRequired"))
      .max(PURCHASE_LIMITS.name, maxChars(PURCHASE_LIMITS.name))
      .describe("What the product is, as the shop names it"),
    options: optionalText(PURCHASE_LIMITS.options).describe("Size, colour, model: what the shop asks to choose"),
    quantity: integerField(says("purchaseQuantityRequired"), bothSay("wholeNumber"))
      .pipe(
        z
          .number()
          .min(PURCHASE_LIMITS.minQuantity, atLeast(PURCHASE_LIMITS.minQuantity))
          .max(PURCHASE_LIMITS.maxQuantity, atMost(PURCHASE_LIMITS.maxQuantity)),
      )
      .describe(`How many, ${PURCHASE_LIMITS.minQuantity} to ${PURCHASE_LIMITS.maxQuantity}`),
    maxUnitPrice: numberField(says("purchaseMaxPriceRequired"), bothSay("invalidNumber"))
      .pipe(
        z
          .number()
          .gt(0, bothSay("positiveNumber"))
          .max(MAX_UNIT_PRICE, atMost(MAX_UNIT_PRICE, "EUR"))
          .refine(wholeCents, bothSay("invalidNumber")),
      )
      .transform(toCents)
      .describe(`The highest price of one the customer accepts, euros, above 0 and at most ${MAX_UNIT_PRICE}`),
    note: optionalText(PURCHASE_LIMITS.note).describe("What we should know to buy it right"),
  })
  .transform(({ maxUnitPrice, ...item }) => ({ ...item, maxUnitPriceCents: maxUnitPrice }));
export type PurchaseItemInput = z.input<typeof purchaseItemInputSchema>;
export type PurchaseItemFields = z.output<typeof purchaseItemInputSchema>;

/** POST /api/purchases and PUT /api/purchases/:id: the whole request. */
export const purchaseDraftSchema = z
  .object({
    warehouseId: idField(says("warehouseRequired")).describe("The warehouse the shop delivers to"),
    items: z
      .array(purchaseItemInputSchema, { error: says("purchaseItemsRequired") })
      .min(PURCHASE_LIMITS.minItems, says("purchaseItemsRequired"))
      .max(PURCHASE_LIMITS.maxItems, tooManyItems(PURCHASE_LIMITS.maxItems)),
    send: formBoolean(bothSay("invalidFlag"))
      .optional()
      .default(false)
      .describe("true: send it for a quote at once; false: keep it as a draft"),
  })
  .describe("A purchase request: 1 to 20 items and the warehouse they go to");
export type PurchaseDraftInput = z.input<typeof purchaseDraftSchema>;
export type PurchaseDraft = z.output<typeof purchaseDraftSchema>;

export const purchaseParamsSchema = z.object({ id: idField(bothSay("notFound")) });
export const purchaseItemParamsSchema = z.object({
  id: idField(bothSay("notFound")),
  itemId: idField(bothSay("notFound")),
});

export const purchaseListQuerySchema = pageQuerySchema.extend({
  state: purchaseStateSchema.optional().describe("Only the requests in this state"),
});

/** The checkout's language and where it comes back to. */
export const purchasePayRequestSchema = z.object({
  locale: languageSchema.optional().default("ar").describe("The checkout's language"),
});

export const purchaseDeclineRequestSchema = z.object({
  reason: optionalText(PURCHASE_LIMITS.note).describe("Why, for our team (optional)"),
});

const amount = z.number().describe("Euros");

export const purchaseItemSchema = z.object({
  _id: z.string(),
  url: z.string(),
  shopId: z.string().nullable().describe("The market's shop the link's host belongs to"),
  shopName: z.string().nullable(),
  name: z.string(),
  options: z.string(),
  quantity: z.number().int(),
  maxUnitPrice: amount.describe("The highest price of one the customer accepts, euros"),
  note: z.string(),
  unitPrice: amount.nullable().describe("The shop's price of one at quote; null before"),
  available: z.boolean().nullable().describe("At quote: whether the shop has it; null before"),
  leftOut: z
    .enum(["unavailable", "aboveMax"])
    .nullable()
    .describe("Left out of the quote's total: not available, or priced above the customer's highest price"),
  outcome: itemOutcomeSchema.nullable().describe("After payment: bought, out of stock (refunded), or its price rose"),
  paidUnitPrice: amount.nullable().describe("Bought: what one cost"),
  newUnitPrice: amount.nullable().describe("Price rose: the shop's price of one now"),
  riseExtra: amount
    .nullable()
    .describe("Price rose, waiting for the customer: what accepting costs (the difference and its fee share)"),
  riseDecision: z
    .enum(["accepted", "dropped"])
    .nullable()
    .describe("The customer's answer to a price rise; null while waiting or when none"),
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const purchaseRefundSchema = z.object({
  amount,
  reason: refundReasonSchema,
  method: z.enum(["card", "credit"]).describe("Back to the card (Stripe), or to the account's credit"),
  itemId: z.string().nullable(),
  createdAt: z.string(),
});
export type PurchaseRefund = z.infer<typeof purchaseRefundSchema>;

export const purchaseSchema = z
  .object({
    _id: z.string(),
    reference: z.string().describe('"BFM-000123"'),
    state: purchaseStateSchema.describe("A quote past its validity reads expired"),
    warehouseId: z.string(),
    warehouseName: z.string(),
    items: z.array(purchaseItemSchema),
    currency: z.literal("EUR"),
    goods: amount.nullable().describe("The buyable items at their quoted price; null before the quote"),
    delivery: amount.nullable().describe("The shop's delivery cost"),
    tax: amount.nullable(),
    fee: amount.nullable().describe("Our service fee"),
    total: amount.nullable().describe("What the quote asks to pay"),
    feePercent: z.number().nullable().describe("The fee's share of the goods the quote used, percent"),
    paid: amount.describe("Every completed payment of it (the quote, accepted price rises)"),
    refunded: amount.describe("Every refund of it"),
    quoteNote: z.string().nullable().describe("Staff's message with the quote"),
    quoteValidUntil: z.string().nullable(),
    checkoutUrl: z.string().nullable().describe("An open checkout still payable, when there is one"),
    orderNumber: z.string().nullable().describe("The shop's order number"),
    trackNumber: z.string().nullable().describe("The shop's tracking number"),
    preAlertId: z.string().nullable(),
    parcelId: z.string().nullable().describe("The parcel it arrived as"),
    packageId: z.string().nullable().describe("That parcel's code"),
    closeReason: z.string().nullable(),
    refunds: z.array(purchaseRefundSchema),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    quotedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    orderedAt: z.string().nullable(),
    shippedAt: z.string().nullable(),
    arrivedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    declinedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .describe("Purchase request");
export type Purchase = z.infer<typeof purchaseSchema>;

/** The fee's terms, for the request form to show what the service costs. */
export const purchaseTermsSchema = z.object({
  feePercent: z.number().describe("The fee's share of the goods, percent"),
  minimumFee: amount.describe("The least fee, euros"),
  validityDays: z.number().int().describe("Days a quote may be paid"),
  currency: z.literal("EUR"),
});
export type PurchaseTerms = z.infer<typeof purchaseTermsSchema>;

export const purchaseListResponseSchema = pageResponse({
  purchases: z.array(purchaseSchema),
  count: z.number().int(),
  terms: purchaseTermsSchema,
});
export const purchaseResponseSchema = okResponse({ purchase: purchaseSchema });
export const purchaseSavedResponseSchema = messageResponse({ purchase: purchaseSchema });
export const purchaseCheckoutResponseSchema = messageResponse({
  purchase: purchaseSchema,
  checkoutUrl: z.string().describe("Where the customer pays (Stripe Checkout, or the local checkout)"),
});

// ------------------------------------------------------------------ staff

export const purchaseQueueQuerySchema = pageQuerySchema.extend({
  tab: z
    .enum(PURCHASE_TABS)
    .default("quote")
    .describe(
      "quote: sent, to price; buy: paid, to buy; waiting: quoted or awaiting the customer; ordered: ordered, shipped, arrived; closed: closed, cancelled, declined, expired; all",
    ),
  query: z
    .string()
    .trim()
    .max(100, deskSays("tooLarge"))
    .optional()
    .describe(
      "A reference (BFM-...), a customer code or a tracking number; or part of an order number or of an item's link",
    ),
  order: z.enum(["asc", "desc"]).optional().describe("By the date of the tab: asc, oldest first (the default)"),
});

export const staffPurchaseSchema = purchaseSchema
  .extend({
    user: parcelUserSchema.extend({ language: languageSchema }),
    paidToShop: amount.nullable().describe("What staff paid the shop, as recorded"),
    hasReceipt: z.boolean(),
    staffName: z.string().nullable().describe("Who quoted or recorded it last"),
  })
  .describe("Purchase request, staff view");
export type StaffPurchase = z.infer<typeof staffPurchaseSchema>;

/** The fee's terms now, for the quote dialog to price live (quotes already made keep theirs). */
const termsField = purchaseTermsSchema.describe("The settings a new quote is priced with");

export const purchaseQueueResponseSchema = pageResponse({
  purchases: z.array(staffPurchaseSchema),
  count: z.number().int(),
  counts: z.record(z.enum(PURCHASE_TABS), z.number().int()),
  terms: termsField,
});
export const staffPurchaseResponseSchema = okResponse({ purchase: staffPurchaseSchema, terms: termsField });
export const staffPurchaseSavedResponseSchema = messageResponse({ purchase: staffPurchaseSchema });

const staffEuros = (max: number) =>
  numberField(deskSays("priceRequired"), deskSays("invalidPrice"))
    .pipe(
      z.number().min(0, atLeast(0, "EUR")).max(max, atMost(max, "EUR")).refine(wholeCents, deskSays("invalidPrice")),
    )
    .transform(toCents);

const staffNote = z
  .string()
  .trim()
  .max(PURCHASE_LIMITS.staffNote, maxChars(PURCHASE_LIMITS.staffNote))
  .optional()
  .default("");

/** Staff price the request: every item, the shop's delivery and tax; the fee comes from the settings. */
export const purchaseQuoteRequestSchema = z
  .object({
    items: z
      .array(
        z.object({
          itemId: idField(deskSays("idRequired")),
          available: formBoolean(),
          unitPrice: staffEuros(MAX_UNIT_PRICE)
            .nullable()
            .default(null)
            .describe("The shop's price of one, euros; null when unavailable"),
        }),
        { error: deskSays("fillAllFields") },
      )
      .min(1, deskSays("fillAllFields"))
      .max(PURCHASE_LIMITS.maxItems, tooManyItems(PURCHASE_LIMITS.maxItems))
      .describe("Every item of the request, once"),
    delivery: staffEuros(MAX_CHARGE).describe("The shop's delivery cost to the warehouse, euros"),
    tax: staffEuros(MAX_CHARGE).describe("Tax the shop charges on top of its prices, euros"),
    note: staffNote.describe("A message to the customer with the quote"),
  })
  .superRefine((quote, ctx) => {
    quote.items.forEach((item, index) => {
      if (item.available && item.unitPrice === null)
        ctx.addIssue({ code: "custom", path: ["items", index, "unitPrice"], message: deskSays("priceRequired") });
    });
  })
  .describe("The quote: each item's availability and price, delivery and tax");
export type PurchaseQuoteRequest = z.input<typeof purchaseQuoteRequestSchema>;

/** Staff found prices risen before buying: the items and their new price of one. */
export const purchasePriceRiseRequestSchema = z.object({
  items: z
    .array(z.object({ itemId: idField(deskSays("idRequired")), newUnitPrice: staffEuros(MAX_UNIT_PRICE) }), {
      error: deskSays("fillAllFields"),
    })
    .min(1, deskSays("fillAllFields"))
    .max(PURCHASE_LIMITS.maxItems, tooManyItems(PURCHASE_LIMITS.maxItems)),
  note: staffNote.describe("A message to the customer"),
});
export type PurchasePriceRiseRequest = z.input<typeof purchasePriceRiseRequestSchema>;

const trackNumberField = z
  .string()
  .trim()
  .max(PURCHASE_LIMITS.trackNumber, maxChars(PURCHASE_LIMITS.trackNumber))
  .transform((text) => text.replace(/\s+/g, "").toUpperCase());

/**
 * The purchase as made (multipart; the file `receipt`, a PDF or a photo, is
 * required): the shop's order number, what was paid in all, each item's
 * outcome, and the shop's tracking number when known.
 */
export const purchaseRecordFormSchema = z
  .object({
    orderNumber: z
      .string({ error: deskSays("Please fill this field") })
      .trim()
      .min(1, deskSays("Please fill this field"))
      .max(PURCHASE_LIMITS.orderNumber, maxChars(PURCHASE_LIMITS.orderNumber))
      .describe("The shop's order number"),
    paidTotal: staffEuros(MAX_PAID).describe("What was paid to the shop in all, euros"),
    trackNumber: trackNumberField
      .optional()
      .default("")
      .describe("The shop's tracking number, when the shop gave one (the request is then shipped)"),
    items: jsonValue(
      z
        .array(
          z.object({
            itemId: idField(deskSays("idRequired")),
            outcome: z.enum(["bought", "out_of_stock"], { error: deskSays("invalidStatus") }),
            paidUnitPrice: staffEuros(MAX_UNIT_PRICE)
              .nullable()
              .default(null)
              .describe("Bought: what one cost, euros (at most the quoted price; less is refunded)"),
          }),
          { error: deskSays("fillAllFields") },
        )
        .min(1, deskSays("fillAllFields"))
        .max(PURCHASE_LIMITS.maxItems, tooManyItems(PURCHASE_LIMITS.maxItems)),
    ).describe("Every item of the quote, as JSON: its outcome and, bought, its price of one"),
  })
  .superRefine((form, ctx) => {
    form.items.forEach((item, index) => {
      if (item.outcome === "bought" && item.paidUnitPrice === null)
        ctx.addIssue({ code: "custom", path: ["items", index, "paidUnitPrice"], message: deskSays("priceRequired") });
    });
  })
  .describe("The purchase as made; the file `receipt` is the shop's receipt (PDF or photo)");
export type PurchaseRecordForm = z.input<typeof purchaseRecordFormSchema>;

export const purchaseTrackRequestSchema = z.object({
  trackNumber: trackNumberField.pipe(z.string().min(1, deskSays("Please fill this field"))),
});

export const purchaseCloseRequestSchema = z.object({
  reason: z
    .string({ error: deskSays("Reason Required") })
    .trim()
    .min(1, deskSays("Reason Required"))
    .max(PURCHASE_LIMITS.staffNote, maxChars(PURCHASE_LIMITS.staffNote))
    .describe("Why the request ends; the customer reads it"),
});

export const purchaseReceiptResponseSchema = okResponse({
  document: z.string().describe("Base64"),
  contentType: z.string().describe("application/pdf or image/webp"),
});

// ------------------------------------------------------------------ settings

const feePercent = numberField(deskSays("fillAllFields"), bothSay("invalidNumber")).pipe(
  z
    .number()
    .min(0, atLeast(0))
    .max(PURCHASE_SETTING_LIMITS.maxFeeBasisPoints / 100, atMost(PURCHASE_SETTING_LIMITS.maxFeeBasisPoints / 100))
    .refine(wholeCents, bothSay("invalidNumber")),
);

export const purchaseSettingsRequestSchema = z
  .object({
    feePercent: feePercent.describe("The fee's share of the goods, percent, two decimals at most"),
    minimumFee: staffEuros(PURCHASE_SETTING_LIMITS.maxMinimumFeeCents / 100).describe("The least fee, euros"),
    validityDays: integerField(deskSays("fillAllFields"), bothSay("invalidNumber"))
      .pipe(
        z
          .number()
          .min(PURCHASE_SETTING_LIMITS.minValidityDays, atLeast(PURCHASE_SETTING_LIMITS.minValidityDays))
          .max(PURCHASE_SETTING_LIMITS.maxValidityDays, atMost(PURCHASE_SETTING_LIMITS.maxValidityDays)),
      )
      .describe("Days a quote may be paid"),
  })
  .describe("Buy for me: the service fee and how long a quote holds");
export type PurchaseSettingsRequest = z.input<typeof purchaseSettingsRequestSchema>;

export const purchaseSettingsSchema = z.object({
  feePercent: z.number(),
  minimumFee: amount,
  validityDays: z.number().int(),
});
export type PurchaseSettingsView = z.infer<typeof purchaseSettingsSchema>;

export const purchaseSettingsResponseSchema = okResponse({
  settings: purchaseSettingsSchema,
  changes: z
    .array(
      z.object({
        settings: purchaseSettingsSchema,
        previous: purchaseSettingsSchema.nullable(),
        changedBy: z.string().nullable().describe("Staff member's name"),
        changedAt: z.string(),
      }),
    )
    .describe("The latest changes, newest first"),
});
export const purchaseSettingsSavedResponseSchema = messageResponse({ settings: purchaseSettingsSchema });
