import { payments } from "@ipf/shared/contract/payments";
import { LANGUAGES } from "@ipf/shared/schemas/common";
import type { Context } from "koa";
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
import { inTransaction, readScope } from "../../services/work.js";
import { requestPage } from "../../presenters/page.js";
import { presentPendingPayment, presentTransaction } from "../../presenters/payment.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  offlineSent: "Your payment request has been sent; an invoice will follow by e-mail.",
  disabled: "This payment method is not enabled. Please pay by credit card.",
  cancelled: "Your payment request was cancelled; you can now pay another way.",
  checkoutClosed: "This checkout has closed; please pay again.",
} as const;

/** The languages an invoice download asks for, `?lang=` first: used when the account has none. */
export const askedLanguages = (ctx: Context, lang: string | undefined) => [lang, ctx.acceptsLanguages(...LANGUAGES)];

/** Answers a PDF download. */
export function sendInvoice(ctx: Context, invoice: Invoice): void {
  ctx.type = "application/pdf";
  ctx.set("Content-Disposition", `attachment; filename="${invoice.number}.pdf"`);
  ctx.body = invoice.pdf;
}

export function registerCustomerPaymentRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  const presentOne = async (id: string) => {
    const row = await transactionDetails(readScope(deps), id);
    if (!row) throw NotFoundError();
    return presentTransaction(row);
  };

  api.bind(payments.payByCard, async (ctx, { body }) => {
    const customer = currentCustomer(ctx);
    const origin = requestOrigin(ctx, deps.config);
    // Insurance is priced on declared euros: the rate is read before the transaction, like the offline payment's.
    const rate = body.insure ? await euroRate(readScope(deps)) : null;
    const { checkoutUrl } = await inTransaction(deps, (work) => startCardPayment(work, customer, body, origin, rate));
    return { error: false as const, checkoutUrl };
  });

  api.bind(payments.payOffline, async (ctx, { body }) => {
    const customer = currentCustomer(ctx);
    // Read before the transaction: it may wait on the ECB and must not hold the parcel's lock meanwhile.
    const rate = await euroRate(readScope(deps));
    const origin = requestOrigin(ctx, deps.config);
    const transaction = await inTransaction(deps, (work) => startOfflinePayment(work, customer, body, rate, origin));
    ctx.status = 201;
    return { error: false as const, message: MESSAGES.offlineSent, transaction: await presentOne(transaction.id) };
  });

  api.bind(payments.payInBitcoin, async (ctx, { body }) => {
    const customer = currentCustomer(ctx);
    const origin = requestOrigin(ctx, deps.config);
    const rate = body.insure ? await euroRate(readScope(deps)) : null;
    const transaction = await inTransaction(deps, (work) => startBitcoinPayment(work, customer, body, origin, rate));
    ctx.status = 201;
    const link = bitcoinInstructionsUrl(origin, transaction, customer.language);
    return { error: false as const, link, transaction: await presentOne(transaction.id) };
  });

  api.bind(payments.payByApprovalLink, () => {
    throw GoneError("PAYMENT_METHOD_DISABLED", MESSAGES.disabled);
  });

  api.bind(payments.listTransactions, async (ctx, { query }) => {
    const page = await customerTransactions(readScope(deps), currentCustomer(ctx).id, query.page, query.perPage);
    return requestPage("transactions", page.rows.map(presentTransaction), page);
  });

  api.bind(payments.listPending, async (ctx) => {
    const customer = currentCustomer(ctx);
    const origin = requestOrigin(ctx, deps.config);
    const rows = await customerPendingTransactions(readScope(deps), customer.id);
    return {
      error: false as const,
      payments: rows.map((row) =>
        presentPendingPayment(
          row,
          row.type === "bitcoin" ? bitcoinInstructionsUrl(origin, row, customer.language) : null,
        ),
      ),
    };
  });

  api.bind(payments.resume, async (ctx, { params }) => {
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
  });

  change(payments.cancel, MESSAGES.cancelled, {
    run: (work, { params }, ctx) => cancelOwnPayment(work, currentCustomer(ctx).id, params.id),
  });

  api.bind(payments.downloadInvoice, async (ctx, { params, query }) => {
    const asked = askedLanguages(ctx, query.lang);
    sendInvoice(ctx, await invoiceFor(readScope(deps), params.id, asked, currentCustomer(ctx).id));
    return undefined;
  });
}
