import {
  bitcoinPaymentResponseSchema,
  customerTransactionsResponseSchema,
  invoiceParamsSchema,
  offlinePaymentRequestSchema,
  offlinePaymentResponseSchema,
  ownTransactionParamsSchema,
  paymentMessageResponseSchema,
  paymentRequestSchema,
  pendingPaymentsResponseSchema,
  resumePaymentResponseSchema,
  stripeCreatePaymentRequestSchema,
  stripeCreatePaymentResponseSchema,
} from "@ipf/shared/schemas/payments";
import type { Context } from "koa";
import { pageQuerySchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import { ApiError, ConflictError, GoneError, NotFoundError, PaymentProviderError } from "../../lib/errors.js";
import { requestOrigin } from "../../lib/public-origin.js";
import type { Deps } from "../../deps.js";
import { euroRate } from "../../services/euro-rate.js";
import { startBitcoinPayment, startCardPayment, startOfflinePayment } from "../../services/payments/create.js";
import { invoiceFor, type Invoice } from "../../services/payments/invoice.js";
import {
  customerPendingTransactions,
  customerTransactions,
  transactionDetails,
} from "../../services/payments/lists.js";
import { bitcoinInstructionsUrl, cancelOwnPayment, resumePayment } from "../../services/payments/pending.js";
import { inTransaction } from "../../services/work.js";
import { requestPage } from "../../presenters/page.js";
import { presentPendingPayment, presentTransaction } from "../../presenters/payment.js";
import { changeRoutes, resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  offlineSent: "Your payment request has been sent; an invoice will follow by e-mail.",
  disabled: "This payment method is not enabled. Please pay by credit card.",
  cancelled: "Your payment request was cancelled; you can now pay another way.",
  checkoutClosed: "This checkout has closed; please pay again.",
} as const;

/** Answers a PDF download. */
export function sendInvoice(ctx: Context, invoice: Invoice): void {
  ctx.type = "application/pdf";
  ctx.set("Content-Disposition", `attachment; filename="${invoice.number}.pdf"`);
  ctx.body = invoice.pdf;
}

export function registerCustomerPaymentRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["payments"], auth: "customer" });
  const change = changeRoutes(api, deps, { tags: ["payments"], errors: [404, 409] });

  const presentOne = async (id: string) => {
    const row = await transactionDetails(deps.db, id);
    if (!row) throw NotFoundError();
    return presentTransaction(row);
  };

  routes.post(
    "/api/users/stripe/create_payment",
    {
      summary: "Pay an approved parcel by card: a checkout session for the chosen method's price",
      schemas: { body: stripeCreatePaymentRequestSchema, response: stripeCreatePaymentResponseSchema },
      errors: [404, 409, 502],
    },
    async (ctx, { body }) => {
      const customer = currentCustomer(ctx);
      const origin = requestOrigin(ctx, deps.config);
      const { checkoutUrl } = await inTransaction(deps, (work) => startCardPayment(work, customer, body, origin));
      return { error: false as const, checkoutUrl };
    },
  );

  routes.post(
    "/api/users/offline/create_payment",
    {
      summary:
        "Ask to pay offline: a pending transaction in euro at the day's ECB rate; TRAN_EXIST when one is pending",
      schemas: { body: offlinePaymentRequestSchema, response: offlinePaymentResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      const customer = currentCustomer(ctx);
      // Read before the transaction: it may wait on the ECB and must not hold the parcel's lock meanwhile.
      const rate = await euroRate(deps);
      const origin = requestOrigin(ctx, deps.config);
      const transaction = await inTransaction(deps, (work) => startOfflinePayment(work, customer, body, rate, origin));
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.offlineSent, transaction: await presentOne(transaction.id) };
    },
  );

  routes.post(
    "/api/users/bitcoin/create_payment",
    {
      summary: "Ask to pay in bitcoin: a pending transaction and a page of instructions; staff confirm",
      schemas: { body: paymentRequestSchema, response: bitcoinPaymentResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      const customer = currentCustomer(ctx);
      const origin = requestOrigin(ctx, deps.config);
      const transaction = await inTransaction(deps, (work) => startBitcoinPayment(work, customer, body, origin));
      ctx.status = 201;
      const link = bitcoinInstructionsUrl(origin, transaction, customer.language);
      return { error: false as const, link, transaction: await presentOne(transaction.id) };
    },
  );

  routes.post(
    "/api/users/create_payment",
    {
      summary: "The old product's approval-link payment: not offered (410 PAYMENT_METHOD_DISABLED)",
      errors: [410],
    },
    () => {
      throw GoneError("PAYMENT_METHOD_DISABLED", MESSAGES.disabled);
    },
  );

  routes.get(
    "/api/users/transactions",
    {
      summary: "The customer's transactions, newest first",
      schemas: { query: pageQuerySchema, response: customerTransactionsResponseSchema },
    },
    async (ctx, { query }) => {
      const page = await customerTransactions(deps.db, currentCustomer(ctx).id, query.page, query.perPage);
      return requestPage("transactions", page.rows.map(presentTransaction), page);
    },
  );

  routes.get(
    "/api/users/transactions/pending",
    {
      summary: "The customer's payments in flight (one per parcel awaiting payment), to show, resume or cancel",
      schemas: { response: pendingPaymentsResponseSchema },
    },
    async (ctx) => {
      const customer = currentCustomer(ctx);
      const origin = requestOrigin(ctx, deps.config);
      const rows = await customerPendingTransactions(deps.db, customer.id);
      return {
        error: false as const,
        payments: rows.map((row) =>
          presentPendingPayment(
            row,
            row.type === "bitcoin" ? bitcoinInstructionsUrl(origin, row, customer.language) : null,
          ),
        ),
      };
    },
  );

  routes.post(
    "/api/users/transactions/:id/resume",
    {
      summary:
        "Continue one's pending payment: a card checkout still open, or the bitcoin instructions; " +
        "409 CHECKOUT_CLOSED (the payment is cancelled), NOT_RESUMABLE (offline), ALREADY_PAID, TRANSACTION_CLOSED",
      schemas: { params: ownTransactionParamsSchema, response: resumePaymentResponseSchema },
      errors: [404, 409, 502],
    },
    async (ctx, { params }) => {
      const customer = currentCustomer(ctx);
      const origin = requestOrigin(ctx, deps.config);
      let resumed: { url: string | null };
      try {
        resumed = await inTransaction(deps, (work) => resumePayment(work, customer, params.id, origin));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        deps.log.error({ err: error, transaction: params.id }, "checkout session not read");
        throw PaymentProviderError();
      }
      if (!resumed.url) throw ConflictError("CHECKOUT_CLOSED", MESSAGES.checkoutClosed);
      return { error: false as const, url: resumed.url };
    },
  );

  change("/api/users/transactions/:id/cancel", MESSAGES.cancelled, {
    summary:
      "Cancel one's pending payment (card, offline or bitcoin): the parcel can then be paid by card; " +
      "409 ALREADY_PAID when staff confirmed it first, TRANSACTION_CLOSED when it was already cancelled",
    auth: "customer",
    schemas: { params: ownTransactionParamsSchema, response: paymentMessageResponseSchema },
    run: (work, { params }, ctx) => cancelOwnPayment(work, currentCustomer(ctx).id, params.id),
  });

  routes.get(
    "/api/users/transactions/:id/invoice",
    {
      summary: "The invoice of one's complete transaction (A4 PDF); 409 NOT_COMPLETE otherwise",
      schemas: { params: invoiceParamsSchema },
      errors: [404, 409],
    },
    async (ctx, { params }) => {
      sendInvoice(ctx, await invoiceFor(deps, params.id, currentCustomer(ctx).id));
      return undefined;
    },
  );
}
