import type { Context } from "koa";
import { paymentEvents } from "@ipf/shared/contract/payment-events";
import type { Api } from "../../lib/api.js";
import { PayloadTooLargeError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { handleStripeWebhook } from "../../services/payments/webhook.js";
import { readScope } from "../../services/work.js";

/** The path the JSON body parser leaves alone (app.ts): the signature is over the exact bytes. */
export const STRIPE_WEBHOOK_PATH = paymentEvents.receiveFromStripe.path;
const MAX_WEBHOOK_BYTES = 1024 * 1024;

async function rawBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_WEBHOOK_BYTES) throw PayloadTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function registerStripeWebhookRoute(api: Api, deps: Deps) {
  api.bind(paymentEvents.receiveFromStripe, async (ctx) =>
    handleStripeWebhook(readScope(deps), await rawBody(ctx), ctx.get("stripe-signature") || undefined),
  );
}
