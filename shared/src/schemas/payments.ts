/**
 * Payments, transactions and invoices. Amounts travel as integer cents inside
 * the API and as two-decimal numbers on the wire, in `currency`.
 */
import { z } from "zod";
import { LANGUAGES, languageSchema, messageResponse, okResponse, pageQuerySchema, pageResponse } from "./common.js";
import { idField, parcelRefField } from "./parcels-fields.js";
import { bothSay, deskSays } from "../i18n/message-key.js";

export const PAYMENT_TYPES = ["card", "offline", "bitcoin"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const TRANSACTION_STATES = ["pending", "complete", "cancelled"] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];
export const CANCELLED_BY = ["customer", "staff", "system"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
/** Why the system closed a payment: its checkout ran out, a delayed method was refused, another payment replaced it. */
export const CANCEL_REASONS = ["expired", "refused", "superseded"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** What the customer reads of a transaction: its state, with a checkout that ran out told apart from a cancel. */
export const TRANSACTION_STATUSES = ["pending", "complete", "cancelled", "expired"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

const methodField = idField(deskSays("invalidMethod")).describe("The _id of one of the parcel's shipping methods");

/** Insurance is bought with the payment, as its own line; off unless asked. */
const insureField = z
  .boolean({ error: bothSay("invalidFlag") })
  .default(false)
  .describe("Insure the shipment (the premium is its own line; GET /api/insurance/{id} tells it)");

/** POST /api/users/stripe/create_payment. */
export const stripeCreatePaymentRequestSchema = z.object({
  packageId: parcelRefField,
  methodId: methodField,
  locale: languageSchema.default("ar").describe("Where the checkout returns: /{locale}/dashboard?payment=..."),
  insure: insureField,
});
export const stripeCreatePaymentResponseSchema = okResponse({
  checkoutUrl: z.string().describe("The hosted checkout (or the local stand-in); the browser goes there"),
});

/** POST /api/users/bitcoin/create_payment and the disabled POST /api/users/create_payment. */
export const paymentRequestSchema = z.object({ packageId: parcelRefField, methodId: methodField, insure: insureField });

/** POST /api/users/offline/create_payment. */
export const offlinePaymentRequestSchema = paymentRequestSchema.extend({
  paymentType: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string({ error: deskSays("paymentTypeRequired") })
      .trim()
      .min(1, deskSays("paymentTypeRequired"))
      .max(40, deskSays("tooLong"))
      .regex(/^[\p{L}\p{N} _-]+$/u, deskSays("invalidPaymentType"))
      .describe("How the customer will pay offline, e.g. bank_transfer"),
  ),
});

export const transactionSchema = z
  .object({
    _id: z.string(),
    paymentId: z.string(),
    package: z.string().describe("Parcel code (the spec's packageId)"),
    trackNumber: z.string().describe("The sender's track number of the parcel paid for"),
    type: z.enum(PAYMENT_TYPES),
    offlinePaymentType: z.string().nullable(),
    amount: z.number().describe("Two decimals, in `currency`"),
    currency: z.enum(["USD", "EUR"]),
    storageFee: z.number().describe("The part of `amount` that is storage fee, in `currency`; 0 within free storage"),
    storageFeeDays: z.number().int().describe("Days of storage fee charged"),
    insurancePremium: z
      .number()
      .default(0)
      .describe("The part of `amount` that is the insurance premium, in `currency`; 0 when not insured"),
    insuranceCover: z.number().nullable().default(null).describe("What the insurance covers, in `currency`"),
    credit: z.number().default(0).describe("Account credit taken off `amount`, in `currency`"),
    refund: z
      .object({
        amount: z.number().describe("In `currency`"),
        state: z.enum(["pending", "refunded", "credited", "failed"]),
        at: z.string().nullable(),
      })
      .nullable()
      .default(null)
      .describe("An approved claim's money back: refunded to the card, or credited to the account"),
    /** Euros per dollar used for an offline amount in EUR. */
    eurRate: z.number().nullable(),
    state: z.enum(TRANSACTION_STATES),
    status: z
      .enum(TRANSACTION_STATUSES)
      .describe(
        "What to show the customer: the state, but expired for a cancelled payment whose checkout ran out. " +
          "Never pending for a closed payment",
      ),
    complete: z.boolean().describe("state is complete; kept for older clients, read state or status instead"),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    invoiceNumber: z.string().nullable().describe("Set once the transaction is complete"),
    cancelledAt: z.string().nullable(),
    cancelledBy: z
      .enum(CANCELLED_BY)
      .nullable()
      .describe("Who closed a cancelled payment; system: superseded, expired, or the parcel paid another way"),
  })
  .describe("Transaction, as its customer sees it");
export type TransactionView = z.infer<typeof transactionSchema>;

export const staffTransactionSchema = transactionSchema
  .extend({
    user: z.object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      fullName: z.string(),
      email: z.string(),
      addressHash: z.string(),
    }),
    parcel: z.object({ _id: z.string(), packageId: z.string(), trackNumber: z.string() }),
    method: z
      .object({ _id: z.string(), company: z.string(), price: z.number().describe("The offer's price, US dollars") })
      .nullable(),
  })
  .describe("Transaction, as staff see it");
export type StaffTransactionView = z.infer<typeof staffTransactionSchema>;

export const offlinePaymentResponseSchema = messageResponse({
  transaction: transactionSchema,
});
export const bitcoinPaymentResponseSchema = okResponse({
  link: z.string().describe("A page of payment instructions"),
  transaction: transactionSchema,
});

const queryField = z
  .preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.string().trim().max(100, deskSays("tooLong")).optional(),
  )
  .describe("Part of a payment id, packageId or track number, or a customer code or e-mail");

export const transactionListQuerySchema = pageQuerySchema.extend({ query: queryField });

/** An instant (ISO 8601 with its offset); the desk sends the edges of its own days. */
const instantField = z
  .preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(40, deskSays("invalidDate"))
      .refine((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), deskSays("invalidDate"))
      .transform((text) => new Date(text))
      .optional(),
  )
  .describe("An ISO 8601 instant");

/** GET /api/admins/transactions: the search plus the screen's filters. */
export const staffTransactionListQuerySchema = transactionListQuerySchema
  .extend({
    state: z
      .enum(TRANSACTION_STATES, { error: deskSays("invalidState") })
      .optional()
      .describe("Only this state"),
    type: z
      .enum(PAYMENT_TYPES, { error: deskSays("invalidMethod") })
      .optional()
      .describe("Only this payment method"),
    from: instantField.describe("Made at or after this instant"),
    to: instantField.describe("Made before this instant"),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from >= value.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: deskSays("toBeforeFrom") });
    }
  });
export type StaffTransactionFilter = z.input<typeof staffTransactionListQuerySchema>;

export const customerTransactionsResponseSchema = pageResponse({
  transactions: z.array(transactionSchema),
  requestCount: z.number().int(),
});
export const staffTransactionsResponseSchema = pageResponse({
  transactions: z.array(staffTransactionSchema),
  requestCount: z.number().int(),
});

/**
 * GET /api/users/transactions/pending: the customer's payments in flight,
 * one per parcel at most, so the locker can show them and let the customer
 * resume or cancel them.
 */
export const pendingPaymentSchema = transactionSchema
  .extend({
    parcelId: z.string().describe("The parcel's _id"),
    methodId: z.string().nullable().describe("The _id of the shipping method (offer) being paid"),
    carrier: z.string().nullable().describe("The shipping company of the offer being paid"),
    instructionsUrl: z.string().nullable().describe("Bitcoin: the page of payment instructions"),
  })
  .describe("A payment waiting: card checkout not finished, or offline/bitcoin waiting for staff");
export type PendingPaymentView = z.infer<typeof pendingPaymentSchema>;
export const pendingPaymentsResponseSchema = okResponse({
  payments: z.array(pendingPaymentSchema),
});

/** POST /api/users/transactions/{id}/resume and /cancel: one of the customer's own transactions. */
export const ownTransactionParamsSchema = z.object({ id: idField() });

/** POST /api/users/transactions/{id}/resume: where to continue a pending card or bitcoin payment. */
export const resumePaymentResponseSchema = okResponse({
  url: z.string().describe("Card: the checkout still open; bitcoin: the instructions page"),
});

/** POST /api/admins/transactions/{bitcoin,offline}/cancel. */
export const cancelTransactionRequestSchema = z.object({
  transactionId: idField(),
  userId: idField(),
  packageId: parcelRefField,
});
export const transactionIdParamsSchema = z.object({ transactionId: idField() });
export const invoiceParamsSchema = z.object({ id: idField() });
/** The invoice is written in the account's language; `lang`, else Accept-Language, when it has none. */
export const invoiceQuerySchema = z.object({
  lang: z
    .enum(LANGUAGES, { error: bothSay("invalidLanguage") })
    .optional()
    .describe("The language to write the invoice in when the account has none (else Accept-Language)"),
});

export const paymentMessageResponseSchema = messageResponse({});

/** Live messages: to the back office when the pending lists change, to the customer when a payment completes. */
export const PAYMENT_STAFF_EVENTS = {
  bitcoin: "loadBitcoinPayments",
  offline: "loadOfflineTransactions",
} as const;
export const PAYMENT_CUSTOMER_EVENT = "paymentCompleted";

/**
 * The data of a PAYMENT_STAFF_EVENTS message: which list changed and, when
 * one payment did, which and how (e.g. the customer cancelled it).
 */
export interface PaymentListEventData {
  type: "bitcoin" | "offline";
  transactionId?: string;
  packageId?: string;
  change?: "created" | "completed" | "cancelled";
  by?: CancelledBy;
}

export interface PaymentCompletedEventData {
  transactionId: string;
  packageId: string;
  invoiceNumber: string;
}
