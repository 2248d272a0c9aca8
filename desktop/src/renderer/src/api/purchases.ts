import { contract } from "@ipf/shared/contract";
import type { PurchaseTab } from "@ipf/shared/rules/purchases";
import type {
  PurchasePriceRiseRequest,
  PurchaseQuoteRequest,
  PurchaseSettingsRequest,
} from "@ipf/shared/schemas/purchases";
import { searched, type PageRequest } from "./calls";
import { caller, type ApiRequest, type UploadProgress } from "./client";

const { purchases } = contract;

/** Buy for me: the queue of purchase requests, their quote, purchase, tracking and closing, and the settings. */
export function purchaseCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** A page of a tab, oldest first unless `order` says otherwise, with every tab's count. */
    purchaseQueue: ({ page, perPage, query, order }: PageRequest, tab: PurchaseTab) =>
      call(purchases.queue, { query: { tab, page, perPage, order, query: searched(query) } }),
    purchase: (id: string) => call(purchases.staffGet, { params: { id } }),
    /** 409 NOTHING_BUYABLE when no item can be bought; INVALID_STATE when quoted meanwhile. */
    quotePurchase: (id: string, body: PurchaseQuoteRequest) => call(purchases.quote, { params: { id }, body }),
    /** Items whose price rose before buying: the customer accepts the extra or drops them. */
    reportPriceRise: (id: string, body: PurchasePriceRiseRequest) =>
      call(purchases.priceRise, { params: { id }, body }),
    /** Multipart: orderNumber, paidTotal, trackNumber, items (JSON), the file `receipt`. */
    recordPurchase: (id: string, form: FormData, onProgress?: UploadProgress) =>
      call(purchases.record, { params: { id }, form, onProgress }),
    trackPurchase: (id: string, trackNumber: string) =>
      call(purchases.track, { params: { id }, body: { trackNumber } }),
    closePurchase: (id: string, reason: string) => call(purchases.close, { params: { id }, body: { reason } }),
    purchaseReceipt: (id: string) => call(purchases.receipt, { params: { id } }),
    purchaseSettings: () => call(purchases.readSettings),
    setPurchaseSettings: (body: PurchaseSettingsRequest) => call(purchases.setSettings, { body }),
  };
}
