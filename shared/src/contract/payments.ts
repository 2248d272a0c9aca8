import { pageQuerySchema } from "../schemas/common.js";
import {
  bitcoinPaymentResponseSchema,
  customerTransactionsResponseSchema,
  invoiceParamsSchema,
  invoiceQuerySchema,
  offlinePaymentRequestSchema,
  offlinePaymentResponseSchema,
  ownTransactionParamsSchema,
  paymentMessageResponseSchema,
  paymentRequestSchema,
  pendingPaymentsResponseSchema,
  resumePaymentResponseSchema,
  stripeCreatePaymentRequestSchema,
  stripeCreatePaymentResponseSchema,
} from "../schemas/payments.js";
import { endpoints } from "./endpoint.js";

/** The customer's payments: paying a parcel (card, offline, bitcoin), one's transactions, their invoices. */
export const payments = endpoints(
  "payments",
  { tags: ["payments"], auth: "customer" },
  {
    payByCard: {
      method: "post",
      path: "/api/users/stripe/create_payment",
      summary: "Pay an approved parcel by card: a checkout session for the chosen method's price",
      schemas: { body: stripeCreatePaymentRequestSchema, response: stripeCreatePaymentResponseSchema },
      errors: [404, 409, 502],
    },
    payOffline: {
      method: "post",
      path: "/api/users/offline/create_payment",
      summary:
        "Ask to pay offline: a pending transaction in euro at the day's ECB rate; TRAN_EXIST when one is pending",
      schemas: { body: offlinePaymentRequestSchema, response: offlinePaymentResponseSchema },
      errors: [404, 409],
    },
    payInBitcoin: {
      method: "post",
      path: "/api/users/bitcoin/create_payment",
      summary: "Ask to pay in bitcoin: a pending transaction and a page of instructions; staff confirm",
      schemas: { body: paymentRequestSchema, response: bitcoinPaymentResponseSchema },
      errors: [404, 409],
    },
    payByApprovalLink: {
      method: "post",
      path: "/api/users/create_payment",
      summary: "The old product's approval-link payment: not offered (410 PAYMENT_METHOD_DISABLED)",
      errors: [410],
    },
    listTransactions: {
      method: "get",
      path: "/api/users/transactions",
      summary: "The customer's transactions, newest first",
      schemas: { query: pageQuerySchema, response: customerTransactionsResponseSchema },
    },
    listPending: {
      method: "get",
      path: "/api/users/transactions/pending",
      summary: "The customer's payments in flight (one per parcel awaiting payment), to show, resume or cancel",
      schemas: { response: pendingPaymentsResponseSchema },
    },
    resume: {
      method: "post",
      path: "/api/users/transactions/:id/resume",
      summary:
        "Continue one's pending payment: a card checkout still open, or the bitcoin instructions; " +
        "409 CHECKOUT_CLOSED (the payment is cancelled), NOT_RESUMABLE (offline), ALREADY_PAID, TRANSACTION_CLOSED",
      schemas: { params: ownTransactionParamsSchema, response: resumePaymentResponseSchema },
      errors: [404, 409, 502],
    },
    cancel: {
      method: "post",
      path: "/api/users/transactions/:id/cancel",
      summary:
        "Cancel one's pending payment (card, offline or bitcoin): the parcel can then be paid by card; " +
        "409 ALREADY_PAID when staff confirmed it first, TRANSACTION_CLOSED when it was already cancelled",
      schemas: { params: ownTransactionParamsSchema, response: paymentMessageResponseSchema },
      errors: [404, 409],
    },
    downloadInvoice: {
      method: "get",
      path: "/api/users/transactions/:id/invoice",
      summary: "The invoice of one's complete transaction (A4 PDF); 409 NOT_COMPLETE otherwise",
      schemas: { params: invoiceParamsSchema, query: invoiceQuerySchema },
      errors: [404, 409],
    },
  },
);
