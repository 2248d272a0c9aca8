import {
  purchaseCheckoutResponseSchema,
  purchaseCloseRequestSchema,
  purchaseDeclineRequestSchema,
  purchaseDraftSchema,
  purchaseItemParamsSchema,
  purchaseListQuerySchema,
  purchaseListResponseSchema,
  purchaseParamsSchema,
  purchasePayRequestSchema,
  purchasePriceRiseRequestSchema,
  purchaseQueueQuerySchema,
  purchaseQueueResponseSchema,
  purchaseQuoteRequestSchema,
  purchaseReceiptResponseSchema,
  purchaseRecordFormSchema,
  purchaseResponseSchema,
  purchaseSavedResponseSchema,
  purchaseSettingsRequestSchema,
  purchaseSettingsResponseSchema,
  purchaseSettingsSavedResponseSchema,
  purchaseTrackRequestSchema,
  staffPurchaseResponseSchema,
  staffPurchaseSavedResponseSchema,
} from "../schemas/purchases.js";
import { invoiceQuerySchema } from "../schemas/payments.js";
import { endpoints, sharing } from "./endpoint.js";

/**
 * Buy for me: the customer asks us to buy goods from shops on their behalf
 * (customer unless an entry says staff), and the staff who price, buy and
 * follow each request. States and money: shared/src/rules/purchases.ts.
 */
export const purchases = endpoints(
  "purchases",
  { tags: ["purchases"], auth: "customer" },
  {
    list: {
      method: "get",
      path: "/api/purchases",
      summary: "The customer's purchase requests, newest first, with the fee's terms for the request form",
      schemas: { query: purchaseListQuerySchema, response: purchaseListResponseSchema },
    },
    get: {
      method: "get",
      path: "/api/purchases/:id",
      summary: "One of the customer's purchase requests (a quote past its validity reads expired)",
      schemas: { params: purchaseParamsSchema, response: purchaseResponseSchema },
      errors: [404],
    },
    create: {
      method: "post",
      path: "/api/purchases",
      summary: "Write a purchase request: 1 to 20 items for a warehouse; kept as a draft, or sent for a quote at once",
      schemas: { body: purchaseDraftSchema, response: purchaseSavedResponseSchema },
      errors: [404],
    },
    update: {
      method: "put",
      path: "/api/purchases/:id",
      summary:
        "Rewrite a draft or sent request (a sent one goes back to draft unless `send`); 409 INVALID_STATE once quoted",
      schemas: { params: purchaseParamsSchema, body: purchaseDraftSchema, response: purchaseSavedResponseSchema },
      errors: [404, 409],
    },
    send: {
      method: "post",
      path: "/api/purchases/:id/send",
      summary: "Send a draft for a quote, or an expired quote for a new one; 409 INVALID_STATE otherwise",
      schemas: { params: purchaseParamsSchema, response: purchaseSavedResponseSchema },
      errors: [404, 409],
    },
    cancel: {
      method: "post",
      path: "/api/purchases/:id/cancel",
      summary:
        "Cancel a request before paying (draft, sent, quoted): final, nothing is charged; 409 INVALID_STATE once paid",
      schemas: { params: purchaseParamsSchema, response: purchaseSavedResponseSchema },
      errors: [404, 409],
    },
    pay: {
      method: "post",
      path: "/api/purchases/:id/pay",
      summary:
        "Open the checkout of a quote (euros): answers its URL, the same one while it is open; 409 QUOTE_EXPIRED past the quote's validity, ALREADY_PAID once paid, INVALID_STATE otherwise",
      schemas: {
        params: purchaseParamsSchema,
        body: purchasePayRequestSchema,
        response: purchaseCheckoutResponseSchema,
      },
      errors: [404, 409, 502],
    },
    decline: {
      method: "post",
      path: "/api/purchases/:id/decline",
      summary: "Decline a quote: final, nothing is charged; 409 INVALID_STATE unless quoted",
      schemas: {
        params: purchaseParamsSchema,
        body: purchaseDeclineRequestSchema,
        response: purchaseSavedResponseSchema,
      },
      errors: [404, 409],
    },
    acceptRise: {
      method: "post",
      path: "/api/purchases/:id/items/:itemId/accept-rise",
      summary:
        "Accept an item's price rise: answers the checkout of the difference and its fee share; the request is paid again once every risen item is settled",
      schemas: {
        params: purchaseItemParamsSchema,
        body: purchasePayRequestSchema,
        response: purchaseCheckoutResponseSchema,
      },
      errors: [404, 409, 502],
    },
    dropItem: {
      method: "post",
      path: "/api/purchases/:id/items/:itemId/drop",
      summary: "Drop an item whose price rose: its goods and fee share are refunded at once (card, or account credit)",
      schemas: { params: purchaseItemParamsSchema, response: purchaseSavedResponseSchema },
      errors: [404, 409, 502],
    },
    invoice: {
      method: "get",
      path: "/api/purchases/:id/invoice",
      summary:
        "The request's invoice (A4 PDF): goods, delivery, tax, fee, total, payments and refunds; 409 NOT_COMPLETE before payment",
      schemas: { params: purchaseParamsSchema, query: invoiceQuerySchema },
      errors: [404, 409],
    },

    ...sharing(
      { auth: { staff: "purchases.handle" } },
      {
        queue: {
          method: "get",
          path: "/api/admins/purchases",
          summary:
            "Purchase requests by tab (to quote, to buy, waiting for the customer, ordered, closed, all), oldest first, with each tab's count",
          schemas: { query: purchaseQueueQuerySchema, response: purchaseQueueResponseSchema },
        },
        staffGet: {
          method: "get",
          path: "/api/admins/purchases/:id",
          summary: "One purchase request with its customer",
          schemas: { params: purchaseParamsSchema, response: staffPurchaseResponseSchema },
          errors: [404],
        },
        quote: {
          method: "post",
          path: "/api/admins/purchases/:id/quote",
          summary:
            "Quote a sent request: each item's availability and price, delivery and tax; the fee from the settings; valid for the settings' days. 409 NOTHING_BUYABLE when no item can be bought, INVALID_STATE when quoted meanwhile",
          schemas: {
            params: purchaseParamsSchema,
            body: purchaseQuoteRequestSchema,
            response: staffPurchaseSavedResponseSchema,
          },
          errors: [404, 409],
        },
        priceRise: {
          method: "post",
          path: "/api/admins/purchases/:id/price-rise",
          summary:
            "Before buying, report items whose price rose above the quote: the customer accepts the extra or drops the item",
          schemas: {
            params: purchaseParamsSchema,
            body: purchasePriceRiseRequestSchema,
            response: staffPurchaseSavedResponseSchema,
          },
          errors: [404, 409],
        },
        record: {
          method: "post",
          path: "/api/admins/purchases/:id/record",
          summary:
            "Record the purchase (multipart, the receipt as `receipt`): order number, amount paid, each item's outcome, tracking when known. Less than quoted or out of stock is refunded at once; a pre-alert is made when the tracking is known; nothing bought closes the request. 409 INVALID_STATE when recorded meanwhile",
          schemas: {
            params: purchaseParamsSchema,
            form: purchaseRecordFormSchema,
            response: staffPurchaseSavedResponseSchema,
          },
          upload: { maxFiles: 1 },
          errors: [404, 409, 413, 502],
        },
        track: {
          method: "post",
          path: "/api/admins/purchases/:id/tracking",
          summary: "Record the shop's tracking number of an ordered request: shipped, and its pre-alert made",
          schemas: {
            params: purchaseParamsSchema,
            body: purchaseTrackRequestSchema,
            response: staffPurchaseSavedResponseSchema,
          },
          errors: [404, 409],
        },
        close: {
          method: "post",
          path: "/api/admins/purchases/:id/close",
          summary:
            "Close a request with a reason: one that ends without a parcel (paid but not bought: what is left is refunded), or one done",
          schemas: {
            params: purchaseParamsSchema,
            body: purchaseCloseRequestSchema,
            response: staffPurchaseSavedResponseSchema,
          },
          errors: [404, 409, 502],
        },
        receipt: {
          method: "get",
          path: "/api/admins/purchases/:id/receipt",
          summary: "The shop's receipt recorded with the purchase",
          schemas: { params: purchaseParamsSchema, response: purchaseReceiptResponseSchema },
          errors: [404],
        },
      },
    ),
    readSettings: {
      method: "get",
      path: "/api/admins/purchase-settings",
      summary: "The service fee (share of the goods, minimum) and the quote's validity, with their latest changes",
      auth: { staff: "purchases.manage" },
      schemas: { response: purchaseSettingsResponseSchema },
    },
    setSettings: {
      method: "put",
      path: "/api/admins/purchase-settings",
      summary: "Set the service fee and the quote's validity; the change is logged. Quotes already made keep theirs",
      auth: { staff: "purchases.manage" },
      schemas: { body: purchaseSettingsRequestSchema, response: purchaseSettingsSavedResponseSchema },
    },
  },
);
