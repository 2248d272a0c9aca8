import {
  customerTransactionsResponseSchema,
  offlinePaymentResponseSchema,
  paymentMessageResponseSchema,
  pendingPaymentsResponseSchema,
  resumePaymentResponseSchema,
  stripeCreatePaymentResponseSchema,
  type PendingPaymentView,
  type offlinePaymentRequestSchema,
  type stripeCreatePaymentRequestSchema,
  type TransactionView,
} from "@ipf/shared/schemas/payments";
import type { z } from "zod";
import { getToken } from "../auth/session";
import { ApiError } from "./error";
import { signedIn, signedInPost } from "./signedIn";

/** Payments and transactions (customer-area.md 4, 7). */
export type Transaction = TransactionView;
export type PendingPayment = PendingPaymentView;

export const paymentsApi = {
  /** The card route: the browser then goes to `checkoutUrl` (hosted, or the local stand-in). */
  cardCheckout(body: z.input<typeof stripeCreatePaymentRequestSchema>) {
    return signedInPost("/api/users/stripe/create_payment", body, stripeCreatePaymentResponseSchema);
  },

  /** A pending transaction; 409 TRAN_EXIST when one is already pending. */
  offline(body: z.input<typeof offlinePaymentRequestSchema>) {
    return signedInPost("/api/users/offline/create_payment", body, offlinePaymentResponseSchema);
  },

  /** The customer's payments in flight (card checkouts not finished, offline and bitcoin waiting for staff). */
  pending(signal?: AbortSignal) {
    return signedIn("/api/users/transactions/pending", { signal, answer: pendingPaymentsResponseSchema });
  },

  /** Where to continue a pending card (open checkout) or bitcoin (instructions) payment; 409 CHECKOUT_CLOSED. */
  resume(id: string) {
    return signedIn(`/api/users/transactions/${encodeURIComponent(id)}/resume`, {
      method: "POST",
      answer: resumePaymentResponseSchema,
    });
  },

  /** Cancels one's pending payment; 409 ALREADY_PAID when staff confirmed it first. */
  cancel(id: string) {
    return signedIn(`/api/users/transactions/${encodeURIComponent(id)}/cancel`, {
      method: "POST",
      answer: paymentMessageResponseSchema,
    });
  },

  transactions(page: number, perPage: number, signal?: AbortSignal) {
    return signedIn(`/api/users/transactions?page=${page}&perPage=${perPage}`, {
      signal,
      answer: customerTransactionsResponseSchema,
    });
  },

  /** The PDF invoice of a complete transaction, as a file the browser saves (409 NOT_COMPLETE otherwise). */
  async invoice(id: string): Promise<Blob> {
    let response: Response;
    try {
      response = await fetch(`/api/users/transactions/${encodeURIComponent(id)}/invoice`, {
        headers: { Authorization: `Bearer ${getToken() ?? ""}`, Accept: "application/pdf" },
        credentials: "omit",
      });
    } catch {
      throw new ApiError(0, "NETWORK", "The server could not be reached.");
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
      throw new ApiError(response.status, body?.code ?? "INTERNAL", body?.message ?? response.statusText);
    }
    return response.blob();
  },
};
