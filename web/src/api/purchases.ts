import { purchases } from "@ipf/shared/contract/purchases";
import { requestLine } from "@ipf/shared/contract/endpoint";
import type { Language } from "@ipf/shared/schemas/common";
import type { PurchaseDraftInput } from "@ipf/shared/schemas/purchases";
import { getToken } from "../auth/session";
import { call, fetchFile } from "./client";

/** The resources of the API contract this module calls. */
const contract = { purchases };

export type { Purchase, PurchaseItem, PurchaseRefund, PurchaseTerms } from "@ipf/shared/schemas/purchases";

/** Buy for me: the customer's purchase requests, from the draft to the parcel. */
export const purchasesApi = {
  /** A page of the requests, newest first, with the fee's terms (the empty list explains them). */
  list(page: number, perPage: number, signal?: AbortSignal) {
    return call(contract.purchases.list, { query: { page, perPage }, signal, token: getToken() });
  },

  get(id: string, signal?: AbortSignal) {
    return call(contract.purchases.get, { params: { id }, signal, token: getToken() });
  },

  /** A new request: kept as a draft, or sent for a quote at once (`send`). */
  create(body: PurchaseDraftInput) {
    return call(contract.purchases.create, { body, token: getToken() });
  },

  /** The whole request again, while a draft or sent; saved without `send`, a sent one goes back to draft. */
  update(id: string, body: PurchaseDraftInput) {
    return call(contract.purchases.update, { params: { id }, body, token: getToken() });
  },

  /** A draft sent for a quote, or an expired quote sent for a new one. */
  send(id: string) {
    return call(contract.purchases.send, { params: { id }, token: getToken() });
  },

  cancel(id: string) {
    return call(contract.purchases.cancel, { params: { id }, token: getToken() });
  },

  /** The quote's checkout: the browser then goes to `checkoutUrl`. */
  pay(id: string, locale: Language) {
    return call(contract.purchases.pay, { params: { id }, body: { locale }, token: getToken() });
  },

  decline(id: string) {
    return call(contract.purchases.decline, { params: { id }, body: {}, token: getToken() });
  },

  /** The checkout of an item's price rise. */
  acceptRise(id: string, itemId: string, locale: Language) {
    return call(contract.purchases.acceptRise, { params: { id, itemId }, body: { locale }, token: getToken() });
  },

  /** The item whose price rose is not bought: its share is refunded at once. */
  dropItem(id: string, itemId: string) {
    return call(contract.purchases.dropItem, { params: { id, itemId }, token: getToken() });
  },

  /** The invoice's PDF, in the account's language (`lang` stands in for an account without one). */
  invoice(id: string, lang: Language): Promise<Blob> {
    return fetchFile(requestLine(contract.purchases.invoice, { params: { id }, query: { lang } }), getToken());
  },
};
