import { z } from "zod";
import { contract } from "@ipf/shared/contract";
import type { PaymentType, TransactionState } from "@ipf/shared/schemas/payments";
import { pageQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

export type PendingKind = Exclude<PaymentType, "card">;

/** The transactions screen's filters; dates as instants, the edges of the desk's days. */
export interface TransactionFilter extends PageRequest {
  state?: TransactionState | undefined;
  type?: PaymentType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const { parcels, transactions } = contract;

/** Each kind of pending payment's list and cancellation. */
const pending = {
  bitcoin: { list: transactions.listPendingBitcoin, cancel: transactions.cancelBitcoin },
  offline: { list: transactions.listPendingOffline, cancel: transactions.cancelOffline },
} as const;

/** Payments: pending bitcoin and offline payments, transactions, invoices. */
export function paymentCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** The pending ones of a kind, newest first. */
    pendingPayments: (kind: PendingKind, page: PageRequest) => call(pending[kind].list, { query: pageQuery(page) }),
    /** Confirms a bitcoin or an offline payment alike. */
    confirmPayment: (transactionId: string) => call(transactions.confirm, { params: { transactionId } }),
    cancelPayment: (kind: PendingKind, body: { transactionId: string; userId: string; packageId: string }) =>
      call(pending[kind].cancel, { body }),
    /** Every transaction, searched and filtered. */
    transactions: ({ state, type, from, to, ...page }: TransactionFilter) =>
      call(transactions.list, { query: { ...pageQuery(page), state, type, from, to } }),
    /** The PDF of a complete transaction (409 NOT_COMPLETE otherwise). */
    invoicePdf: (transactionId: string) =>
      call(transactions.downloadInvoice, { params: { id: transactionId }, answer: z.instanceof(Blob), file: true }),
    /** One parcel in full, for the payment's details dialog. */
    parcelByCode: async (packageId: string) =>
      (await call(parcels.list, { query: { packageId, page: 0, perPage: 1 } })).packages[0] ?? null,
  };
}
