import {
  cancelTransactionRequestSchema,
  invoiceParamsSchema,
  invoiceQuerySchema,
  paymentMessageResponseSchema,
  staffTransactionListQuerySchema,
  staffTransactionsResponseSchema,
  transactionIdParamsSchema,
  transactionListQuerySchema,
} from "../schemas/payments.js";
import { endpoints } from "./endpoint.js";

/** The back office's transactions: the pending bitcoin and offline payments to confirm or cancel, every transaction, invoices. */
export const transactions = endpoints(
  "transactions",
  { tags: ["payments"] },
  {
    listPendingBitcoin: {
      method: "get",
      path: "/api/admins/transactions/bitcoin",
      summary: "Pending bitcoin payments, newest first; query searches track numbers, packageIds, payment ids",
      auth: { staff: "payments.view" },
      schemas: { query: transactionListQuerySchema, response: staffTransactionsResponseSchema },
    },
    cancelBitcoin: {
      method: "post",
      path: "/api/admins/transactions/bitcoin/cancel",
      summary: "Cancel a pending bitcoin payment; the parcel stays awaiting payment",
      auth: { staff: "payments.bitcoin.confirm" },
      schemas: { body: cancelTransactionRequestSchema, response: paymentMessageResponseSchema },
      errors: [404, 409],
    },
    listPendingOffline: {
      method: "get",
      path: "/api/admins/transactions/offline",
      summary: "Pending offline payments, newest first; query searches track numbers, packageIds, payment ids",
      auth: { staff: "payments.view" },
      schemas: { query: transactionListQuerySchema, response: staffTransactionsResponseSchema },
    },
    cancelOffline: {
      method: "post",
      path: "/api/admins/transactions/offline/cancel",
      summary: "Cancel a pending offline payment; the parcel stays awaiting payment",
      auth: { staff: "payments.offline.confirm" },
      schemas: { body: cancelTransactionRequestSchema, response: paymentMessageResponseSchema },
      errors: [404, 409],
    },
    confirm: {
      method: "get",
      path: "/api/admins/bitcoin/confirm_payment/:transactionId",
      summary: "Confirm a pending bitcoin or offline payment: the parcel is paid, as by card",
      auth: { staff: "payments.view" },
      schemas: { params: transactionIdParamsSchema, response: paymentMessageResponseSchema },
      errors: [404, 409],
    },
    list: {
      method: "get",
      path: "/api/admins/transactions",
      summary:
        "Every transaction, newest first, searchable by payment id, packageId, track number, e-mail or code, " +
        "filtered by state, method (type) and creation time",
      auth: { staff: "transactions.view" },
      schemas: { query: staffTransactionListQuerySchema, response: staffTransactionsResponseSchema },
    },
    downloadInvoice: {
      method: "get",
      path: "/api/admins/transactions/:id/invoice",
      summary: "The invoice of a complete transaction (A4 PDF); 409 NOT_COMPLETE otherwise",
      auth: { staff: "transactions.view" },
      schemas: { params: invoiceParamsSchema, query: invoiceQuerySchema },
      errors: [404, 409],
    },
  },
);
