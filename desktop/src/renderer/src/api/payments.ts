import { z } from "zod";
import { parcelListResponseSchema } from "@ipf/shared/schemas/parcels";
import {
  paymentMessageResponseSchema,
  staffTransactionsResponseSchema,
  type PaymentType,
  type TransactionState,
} from "@ipf/shared/schemas/payments";
import { verbs, pageQuery, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

export type PendingKind = Exclude<PaymentType, "card">;

/** The transactions screen's filters; dates as instants, the edges of the desk's days. */
export interface TransactionFilter extends PageRequest {
  state?: TransactionState | undefined;
  type?: PaymentType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Payments (back-office-operations 2, 4, 6, 7): pending bitcoin and offline payments, transactions, invoices. */
export function paymentCalls(request: ApiRequest) {
  const { get } = verbs(request);
  return {
    /** GET /api/admins/transactions/{bitcoin,offline}: the pending ones, newest first. */
    pendingPayments: (kind: PendingKind, page: PageRequest) =>
      get(`/api/admins/transactions/${kind}`, staffTransactionsResponseSchema, pageQuery(page)),
    /** GET /api/admins/bitcoin/confirm_payment/{id}: confirms a bitcoin or an offline payment alike. */
    confirmPayment: (transactionId: string) =>
      get(`/api/admins/bitcoin/confirm_payment/${encodeURIComponent(transactionId)}`, paymentMessageResponseSchema),
    /** POST /api/admins/transactions/{bitcoin,offline}/cancel */
    cancelPayment: (kind: PendingKind, body: { transactionId: string; userId: string; packageId: string }) =>
      request({
        method: "POST",
        path: `/api/admins/transactions/${kind}/cancel`,
        body,
        answer: paymentMessageResponseSchema,
      }),
    /** GET /api/admins/transactions: every transaction, searched and filtered. */
    transactions: ({ state, type, from, to, ...page }: TransactionFilter) =>
      get("/api/admins/transactions", staffTransactionsResponseSchema, { ...pageQuery(page), state, type, from, to }),
    /** GET /api/admins/transactions/{id}/invoice: the PDF of a complete transaction (409 NOT_COMPLETE otherwise). */
    invoicePdf: (transactionId: string) =>
      request({
        method: "GET",
        path: `/api/admins/transactions/${encodeURIComponent(transactionId)}/invoice`,
        answer: z.instanceof(Blob),
        file: true,
      }),
    /** GET /api/packages/get/all?packageId=: one parcel in full, for the payment's details dialog. */
    parcelByCode: async (packageId: string) =>
      (await get("/api/packages/get/all", parcelListResponseSchema, { packageId, page: 0, perPage: 1 })).packages[0] ??
      null,
  };
}
