import { purchases } from "@ipf/shared/contract/purchases";
import type { Api } from "../lib/api.js";
import { currentCustomer, currentStaff } from "../lib/auth.js";
import { ValidationError } from "../lib/errors.js";
import { requestOrigin } from "../lib/public-origin.js";
import type { Deps } from "../deps.js";
import { presentPurchase, presentStaffPurchase } from "../presenters/purchase.js";
import {
  acceptRise,
  cancelPurchase,
  createPurchase,
  declinePurchase,
  dropItem,
  payPurchase,
  sendPurchase,
  updatePurchase,
} from "../services/purchases/customer.js";
import { purchaseInvoice } from "../services/purchases/invoice.js";
import { customerPurchase, customerPurchases, purchaseQueue, staffPurchaseRecord } from "../services/purchases/read.js";
import {
  purchaseSettings,
  purchaseSettingsView,
  setPurchaseSettings,
  settingsView,
} from "../services/purchases/settings.js";
import {
  closePurchase,
  purchaseReceipt,
  quotePurchase,
  recordPurchase,
  reportPriceRise,
  trackPurchase,
} from "../services/purchases/staff.js";
import { inTransaction, readScope } from "../services/work.js";
import { askedLanguages, sendInvoice } from "./payments/customer.js";

const MESSAGES = {
  saved: "Your request is saved as a draft.",
  sent: "Your request is sent: we will send you a quote.",
  cancelled: "Your request is cancelled; nothing was charged.",
  declined: "You declined the quote; nothing was charged.",
  checkout: "Pay the quote at the checkout.",
  riseCheckout: "Pay the new price at the checkout.",
  dropped: "The item is dropped and refunded.",
  quoted: "Quote sent to the customer",
  risen: "The customer is asked about the new prices",
  recorded: "Purchase recorded",
  tracked: "Tracking recorded: the customer's pre-alert is ready",
  closed: "Request closed",
  receiptRequired: "Attach the shop's receipt (PDF or photo).",
  settings: "Settings saved",
} as const;

/** Buy for me: the customer's requests and the back office's queue. */
export function registerPurchaseRoutes(api: Api, deps: Deps) {
  const mine = async (id: string, customerId: string) =>
    presentPurchase(await customerPurchase(readScope(deps), id, customerId));
  const staffView = async (id: string) => presentStaffPurchase(await staffPurchaseRecord(readScope(deps), id));

  const terms = async () => ({ ...settingsView(await purchaseSettings(readScope(deps))), currency: "EUR" as const });

  api.bind(purchases.list, async (ctx, { query }) => {
    const [{ records, count }, fee] = await Promise.all([
      customerPurchases(readScope(deps), currentCustomer(ctx).id, query),
      terms(),
    ]);
    return {
      error: false as const,
      purchases: records.map(presentPurchase),
      count,
      terms: fee,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(purchases.get, async (ctx, { params }) => ({
    error: false as const,
    purchase: await mine(params.id, currentCustomer(ctx).id),
  }));

  api.bind(purchases.create, async (ctx, { body }) => {
    const customer = currentCustomer(ctx);
    const row = await inTransaction(deps, (work) => createPurchase(work, customer, body));
    return {
      error: false as const,
      message: body.send ? MESSAGES.sent : MESSAGES.saved,
      purchase: await mine(row.id, customer.id),
    };
  });

  api.bind(purchases.update, async (ctx, { params, body }) => {
    const customer = currentCustomer(ctx);
    await inTransaction(deps, (work) => updatePurchase(work, customer, params.id, body));
    return {
      error: false as const,
      message: body.send ? MESSAGES.sent : MESSAGES.saved,
      purchase: await mine(params.id, customer.id),
    };
  });

  api.bind(purchases.send, async (ctx, { params }) => {
    const customer = currentCustomer(ctx);
    await inTransaction(deps, (work) => sendPurchase(work, customer, params.id));
    return { error: false as const, message: MESSAGES.sent, purchase: await mine(params.id, customer.id) };
  });

  api.bind(purchases.cancel, async (ctx, { params }) => {
    const customer = currentCustomer(ctx);
    await inTransaction(deps, (work) => cancelPurchase(work, customer, params.id));
    return { error: false as const, message: MESSAGES.cancelled, purchase: await mine(params.id, customer.id) };
  });

  api.bind(purchases.decline, async (ctx, { params, body }) => {
    const customer = currentCustomer(ctx);
    await inTransaction(deps, (work) => declinePurchase(work, customer, params.id, body.reason));
    return { error: false as const, message: MESSAGES.declined, purchase: await mine(params.id, customer.id) };
  });

  api.bind(purchases.pay, async (ctx, { params, body }) => {
    const customer = currentCustomer(ctx);
    const origin = requestOrigin(ctx, deps.config);
    const { checkoutUrl } = await inTransaction(deps, (work) =>
      payPurchase(work, customer, params.id, body.locale, origin),
    );
    return {
      error: false as const,
      message: MESSAGES.checkout,
      purchase: await mine(params.id, customer.id),
      checkoutUrl,
    };
  });

  api.bind(purchases.acceptRise, async (ctx, { params, body }) => {
    const customer = currentCustomer(ctx);
    const origin = requestOrigin(ctx, deps.config);
    const { checkoutUrl } = await inTransaction(deps, (work) =>
      acceptRise(work, customer, params.id, params.itemId, body.locale, origin),
    );
    return {
      error: false as const,
      message: MESSAGES.riseCheckout,
      purchase: await mine(params.id, customer.id),
      checkoutUrl,
    };
  });

  api.bind(purchases.dropItem, async (ctx, { params }) => {
    const customer = currentCustomer(ctx);
    await inTransaction(deps, (work) => dropItem(work, customer, params.id, params.itemId));
    return { error: false as const, message: MESSAGES.dropped, purchase: await mine(params.id, customer.id) };
  });

  api.bind(purchases.invoice, async (ctx, { params, query }) => {
    const invoice = await purchaseInvoice(
      readScope(deps),
      params.id,
      currentCustomer(ctx).id,
      askedLanguages(ctx, query.lang),
    );
    sendInvoice(ctx, invoice);
    return undefined;
  });

  api.bind(purchases.queue, async (_ctx, { query }) => {
    const [{ records, count, counts }, fee] = await Promise.all([purchaseQueue(readScope(deps), query), terms()]);
    return {
      error: false as const,
      purchases: records.map(presentStaffPurchase),
      count,
      counts,
      terms: fee,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(purchases.staffGet, async (_ctx, { params }) => ({
    error: false as const,
    purchase: await staffView(params.id),
    terms: await terms(),
  }));

  api.bind(purchases.quote, async (ctx, { params, body }) => {
    await inTransaction(deps, (work) => quotePurchase(work, params.id, body), { staff: currentStaff(ctx) });
    return { error: false as const, message: MESSAGES.quoted, purchase: await staffView(params.id) };
  });

  api.bind(purchases.priceRise, async (ctx, { params, body }) => {
    await inTransaction(deps, (work) => reportPriceRise(work, params.id, body), { staff: currentStaff(ctx) });
    return { error: false as const, message: MESSAGES.risen, purchase: await staffView(params.id) };
  });

  api.bind(purchases.record, async (ctx, { params, form, files }) => {
    const file = files[0];
    if (!file) throw ValidationError({ receipt: "fillAllFields" }, MESSAGES.receiptRequired);
    // Checked (a PDF or an image, by its content) and stored first; removed again if the change fails.
    const receiptPath = await deps.storage.saveAttachment(file.bytes, "purchases");
    try {
      await inTransaction(deps, (work) => recordPurchase(work, params.id, form, receiptPath), {
        staff: currentStaff(ctx),
      });
    } catch (error) {
      await deps.storage.remove(receiptPath).catch(() => undefined);
      throw error;
    }
    return { error: false as const, message: MESSAGES.recorded, purchase: await staffView(params.id) };
  });

  api.bind(purchases.track, async (ctx, { params, body }) => {
    await inTransaction(deps, (work) => trackPurchase(work, params.id, body.trackNumber), {
      staff: currentStaff(ctx),
    });
    return { error: false as const, message: MESSAGES.tracked, purchase: await staffView(params.id) };
  });

  api.bind(purchases.close, async (ctx, { params, body }) => {
    await inTransaction(deps, (work) => closePurchase(work, params.id, body.reason), { staff: currentStaff(ctx) });
    return { error: false as const, message: MESSAGES.closed, purchase: await staffView(params.id) };
  });

  api.bind(purchases.receipt, async (_ctx, { params }) => {
    const { document, contentType } = await purchaseReceipt(readScope(deps), params.id);
    return { error: false as const, document: document.toString("base64"), contentType };
  });

  api.bind(purchases.readSettings, async () => ({
    error: false as const,
    ...(await purchaseSettingsView(readScope(deps))),
  }));

  api.bind(purchases.setSettings, async (ctx, { body }) => {
    const settings = await inTransaction(deps, (work) => setPurchaseSettings(work, body), { staff: currentStaff(ctx) });
    return { error: false as const, message: MESSAGES.settings, settings: settingsView(settings) };
  });
}
