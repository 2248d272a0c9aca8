import { payments } from "@ipf/shared/contract/payments";
import { requestLine } from "@ipf/shared/contract/endpoint";
import type {
  PendingPaymentView,
  offlinePaymentRequestSchema,
  stripeCreatePaymentRequestSchema,
  TransactionView,
} from "@ipf/shared/schemas/payments";
import type { Language } from "@ipf/shared/schemas/common";
import type { z } from "zod";
import { getToken } from "../auth/session";
import { call, fetchFile } from "./client";

/** The resources of the API contract this module calls. */
const contract = { payments };

/** Payments and transactions: paying what is due, following a payment in flight, the history and its invoices. */
export type Transaction = TransactionView;
export type PendingPayment = PendingPaymentView;

export const paymentsApi = {
  /** The card route: the browser then goes to `checkoutUrl` (hosted, or the local stand-in). */
  cardCheckout(body: z.input<typeof stripeCreatePaymentRequestSchema>) {
    return call(contract.payments.payByCard, { body, token: getToken() });
  },

  /** A pending transaction; 409 TRAN_EXIST when one is already pending. */
  offline(body: z.input<typeof offlinePaymentRequestSchema>) {
    return call(contract.payments.payOffline, { body, token: getToken() });
  },

  /** The customer's payments in flight (card checkouts not finished, offline and bitcoin waiting for staff). */
  pending(signal?: AbortSignal) {
    return call(contract.payments.listPending, { signal, token: getToken() });
  },

  /** Where to continue a pending card (open checkout) or bitcoin (instructions) payment; 409 CHECKOUT_CLOSED. */
  resume(id: string) {
    return call(contract.payments.resume, { params: { id }, token: getToken() });
  },

  /** Cancels one's pending payment; 409 ALREADY_PAID when staff confirmed it first. */
  cancel(id: string) {
    return call(contract.payments.cancel, { params: { id }, token: getToken() });
  },

  transactions(page: number, perPage: number, signal?: AbortSignal) {
    return call(contract.payments.listTransactions, { query: { page, perPage }, signal, token: getToken() });
  },

  /**
   * The PDF invoice of a complete transaction, as a file the browser saves
   * (409 NOT_COMPLETE otherwise), in the account's language (`lang`, the
   * page's, only stands in for an account without one). Read as a file, not
   * through `call`, which reads JSON answers.
   */
  invoice(id: string, lang: Language): Promise<Blob> {
    return fetchFile(requestLine(contract.payments.downloadInvoice, { params: { id }, query: { lang } }), getToken());
  },
};
