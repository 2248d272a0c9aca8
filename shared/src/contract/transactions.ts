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
import type { StaffAction } from "../permissions.js";
import { endpoints } from "./endpoint.js";

/**
 * The queue of one way of paying that staff confirm by hand (bitcoin,
 * offline): its pending payments, and cancelling one. Confirming is one
 * entry for both (`confirm`).
 */
function pendingPayments<const M extends "bitcoin" | "offline">(method: M, cancelling: StaffAction) {
  return {
    list: {
      method: "get",
      path: `/api/admins/transactions/${method}`,
      summary: `Pending ${method} payments, newest first; query searches track numbers, packageIds, payment ids`,
      auth: { staff: "payments.view" },
      schemas: { query: transactionListQuerySchema, response: staffTransactionsResponseSchema },
    },
    cancel: {
      method: "post",
      path: `/api/admins/transactions/${method}/cancel`,
      summary: `Cancel a pending ${method} payment; the parcel stays awaiting payment`,
      auth: { staff: cancelling },
      schemas: { body: cancelTransactionRequestSchema, response: paymentMessageResponseSchema },
      errors: [404, 409],
    },
  } as const;
}
const bitcoin = pendingPayments("bitcoin", "payments.bitcoin.confirm");
const offline = pendingPayments("offline", "payments.offline.confirm");

/** The back office's transactions: the pending bitcoin and offline payments to confirm or cancel, every transaction, invoices. */
export const transactions = endpoints(
  "transactions",
  { tags: ["payments"] },
  {
    listPendingBitcoin: bitcoin.list,
    cancelBitcoin: bitcoin.cancel,
    listPendingOffline: offline.list,
    cancelOffline: offline.cancel,
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
